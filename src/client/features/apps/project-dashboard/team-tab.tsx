import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Avatar, Card, CardContent, Divider, Grid, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboardData } from './project-dashboard-api.ts';
import { personInitials } from '../../../components/person-initials.ts';

/** The workspace's staff and admins, as cards with their contact links. */
export function TeamTab({ members }: { members: ProjectDashboardData['teamMembers'] }) {
  const { t } = useTranslation('projectDashboard');
  if (members.length === 0) return <Typography color="text.secondary">{t('team.empty')}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('team.title')}>
      {members.map((m) => (
        <Grid key={m.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardContent
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
            >
              <Avatar
                src={m.avatar ?? undefined}
                alt=""
                sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
              >
                {personInitials(m.name)}
              </Avatar>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }} dir="auto">
                {m.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" dir="auto">
                {m.title ?? t(`team.roles.${m.role}` as 'team.roles.staff')}
              </Typography>
              {m.title && (
                <Typography variant="caption" color="text.secondary">
                  {t(`team.roles.${m.role}` as 'team.roles.staff')}
                </Typography>
              )}
              <Divider flexItem sx={{ my: 1 }} />
              <Stack direction="row" spacing={1}>
                <Tooltip title={m.email}>
                  <IconButton component="a" href={`mailto:${m.email}`} aria-label={t('team.email', { name: m.name })}>
                    <EmailOutlined />
                  </IconButton>
                </Tooltip>
                {m.phone && (
                  <Tooltip title={m.phone}>
                    <IconButton
                      component="a"
                      href={`tel:${m.phone.replace(/\s+/g, '')}`}
                      aria-label={t('team.call', { name: m.name })}
                    >
                      <PhoneOutlined />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
