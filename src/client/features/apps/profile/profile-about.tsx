import {
  Avatar,
  Box,
  Chip,
  Divider,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMessage } from '../../../i18n/use-message.ts';
import { formatMonth } from '../../../lib/format-date.ts';
import { PROFILE_KEY, updateSettings, type ProfilePageData } from './profile-api.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box sx={{ py: 0.75 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }} component="div">
        {value}
      </Typography>
    </Box>
  );
}

interface Period {
  start?: string | null;
  end?: string | null;
  current: boolean;
}

/** Whether others may like and comment on the owner's posts. */
function SettingsSection({ profile }: { profile: ProfilePageData }) {
  const { t } = useTranslation('profilePage');
  const translate = useMessage();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: () => void client.invalidateQueries({ queryKey: PROFILE_KEY }),
    onError: (e: Error) => setProblem(translate(e)),
  });
  const settings = profile.settings;
  // Only workspace people have colleagues who see their posts; for anyone else it would change nothing.
  if (!settings || profile.colleagues.length === 0) return null;
  return (
    <Section title={t('settings.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.help')}
      </Typography>
      <Stack>
        <FormControlLabel
          control={
            <Switch
              checked={settings.allowLikes}
              onChange={(_e, allowLikes) => save.mutate({ allowLikes })}
              disabled={save.isPending}
            />
          }
          label={t('settings.allowLikes')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.allowComments}
              onChange={(_e, allowComments) => save.mutate({ allowComments })}
              disabled={save.isPending}
            />
          }
          label={t('settings.allowComments')}
        />
      </Stack>
      {problem && (
        <Typography color="error" role="alert" variant="body2">
          {problem}
        </Typography>
      )}
    </Section>
  );
}

/** The about tab: general, work, education and licences, contact, companies and colleagues. */
export function ProfileAbout({ profile }: { profile: ProfilePageData }) {
  const { t, i18n } = useTranslation('profilePage');
  const period = (p: Period) =>
    [
      formatMonth(p.start ?? null, i18n.language),
      p.current ? t('about.present') : formatMonth(p.end ?? null, i18n.language),
    ]
      .filter(Boolean)
      .join(' – ');
  const isJobSeeker = profile.role === 'jobseeker';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        <Section title={t('about.general')}>
          <Field label={t('about.name')} value={profile.person.name} />
          <Field label={t('about.role')} value={t(`role.${profile.role as 'staff'}`)} />
          {profile.location && <Field label={t('about.location')} value={profile.location} />}
          {profile.summary && <Field label={t('about.summary')} value={profile.summary} />}
          {profile.skills.length > 0 && (
            <Field
              label={t('about.skills')}
              value={
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  {profile.skills.map((s) => (
                    <Chip key={s} label={s} size="small" />
                  ))}
                </Stack>
              }
            />
          )}
          {profile.isSelf && isJobSeeker && (
            <Link component={RouterLink} to="/profile" sx={{ display: 'inline-block', mt: 1 }}>
              {t('about.editProfile')}
            </Link>
          )}
        </Section>
        {profile.isSelf && isJobSeeker && (
          <>
            <Section title={t('about.work')}>
              {profile.works.length === 0 ? (
                <Typography color="text.secondary">{t('about.noWork')}</Typography>
              ) : (
                <Stack divider={<Divider flexItem />} spacing={1.5}>
                  {profile.works.map((w) => (
                    <Box key={w.id}>
                      <Typography sx={{ fontWeight: 600 }}>{w.title}</Typography>
                      <Typography color="text.secondary">{w.company}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {period(w)}
                      </Typography>
                      {w.description && (
                        <Typography variant="body2" sx={{ mt: 0.5 }}>
                          {w.description}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Section>
            <Section title={t('about.education')}>
              {profile.educations.length === 0 ? (
                <Typography color="text.secondary">{t('about.noEducation')}</Typography>
              ) : (
                <Stack divider={<Divider flexItem />} spacing={1.5}>
                  {profile.educations.map((e) => (
                    <Box key={e.id}>
                      <Typography sx={{ fontWeight: 600 }}>{e.school}</Typography>
                      {e.degree && <Typography color="text.secondary">{e.degree}</Typography>}
                      <Typography variant="body2" color="text.secondary">
                        {period(e)}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              )}
            </Section>
            <Section title={t('about.licenses')}>
              {profile.licenses.length === 0 ? (
                <Typography color="text.secondary">{t('about.noLicenses')}</Typography>
              ) : (
                <Stack divider={<Divider flexItem />} spacing={1.5}>
                  {profile.licenses.map((l) => (
                    <Box key={l.id}>
                      <Typography sx={{ fontWeight: 600 }}>{l.name}</Typography>
                      {l.organization && <Typography color="text.secondary">{l.organization}</Typography>}
                      <Typography variant="body2" color="text.secondary">
                        {period(l)}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              )}
            </Section>
          </>
        )}
      </Stack>
      <Stack spacing={2}>
        <Section title={t('about.contact')}>
          <Field label={t('about.email')} value={<Link href={`mailto:${profile.email}`}>{profile.email}</Link>} />
          {profile.mobile && <Field label={t('about.mobile')} value={<bdi>{profile.mobile}</bdi>} />}
          {profile.linkedIn && (
            <Field
              label={t('about.linkedIn')}
              value={
                <Link href={profile.linkedIn} target="_blank" rel="noopener noreferrer">
                  {profile.linkedIn}
                </Link>
              }
            />
          )}
        </Section>
        {profile.companies.length > 0 && (
          <Section title={t('about.groups')}>
            <List disablePadding>
              {profile.companies.map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemAvatar>
                    <Avatar src={c.logo ?? undefined} alt="" variant="rounded">
                      {c.name[0]}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/company/${c.id}`}>
                        {c.name}
                      </Link>
                    }
                    secondary={c.title}
                  />
                </ListItem>
              ))}
            </List>
          </Section>
        )}
        {profile.colleagues.length > 0 && (
          <Section title={t('about.friends')}>
            <List disablePadding>
              {profile.colleagues.map((c) => (
                <ListItemButton
                  key={c.id}
                  component={RouterLink}
                  to={`/apps/profile/${c.id}`}
                  aria-label={t('about.openProfile', { name: c.name })}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemAvatar>
                    <Avatar src={c.avatar || undefined} alt="" />
                  </ListItemAvatar>
                  <ListItemText primary={c.name} />
                </ListItemButton>
              ))}
            </List>
          </Section>
        )}
        <SettingsSection profile={profile} />
      </Stack>
    </Box>
  );
}
