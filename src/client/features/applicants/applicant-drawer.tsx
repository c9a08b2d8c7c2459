import Close from '@mui/icons-material/Close';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Button, Chip, Divider, Drawer, IconButton, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobApplicant } from './applicants-api.ts';
import { nameOf } from './applicants-list.tsx';
import { ApplicantAvatar } from './applicant-avatar.tsx';
import { ApplicantManage } from './applicant-manage.tsx';
import { ApplicantStatusChip } from './applicant-status.tsx';
import { CpaBadge } from './cpa-badge.tsx';
import { formatDate, formatMonth } from '../../lib/format-date.ts';
import { formatNumber } from './format.ts';
import { downloadFile } from './resume-download.ts';
import type { ApplicantChange } from './use-applicants.ts';

// pdf.js is large: the viewer and it load when a PDF résumé is first opened.
const ResumeViewer = lazy(() => import('./resume-viewer.tsx'));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ py: 2 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: 16, fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Entry({
  title,
  subtitle,
  period,
  text,
}: {
  title: string;
  subtitle?: string | null;
  period: string;
  text?: string | null;
}) {
  return (
    <Box component="li" sx={{ listStyle: 'none', '& + &': { mt: 1.5 } }}>
      <Typography sx={{ fontWeight: 600 }} dir="auto">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" dir="auto">
          {subtitle}
        </Typography>
      )}
      {period && (
        <Typography variant="body2" color="text.secondary">
          {period}
        </Typography>
      )}
      {text && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }} dir="auto">
          {text}
        </Typography>
      )}
    </Box>
  );
}

/** The detail panel: the applicant as submitted, and the employer's decision. */
export function ApplicantDrawer({
  a,
  groupOptions,
  onClose,
  onChange,
  saving,
}: {
  a: JobApplicant | undefined;
  groupOptions: string[];
  onClose: () => void;
  onChange: (change: ApplicantChange) => void;
  saving: boolean;
}) {
  const { t, i18n } = useTranslation('applicants');
  const lang = i18n.language;
  const [downloadError, setDownloadError] = useState(false);
  const p = a?.applicant;
  const period = (start: string | null, end: string | null, current: boolean) =>
    [formatMonth(start, lang), current ? t('detail.present') : formatMonth(end, lang)].filter(Boolean).join(' – ');
  const skills = (p?.skills ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

  return (
    <Drawer
      anchor="right"
      open={Boolean(a)}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'applicant-drawer-title',
          sx: { width: { xs: '100%', sm: 520 }, maxWidth: '100%' },
        },
      }}
    >
      {a && (
        <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="applicant-drawer">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <ApplicantAvatar name={nameOf(a)} photo={p?.photo} size={56} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography
                id="applicant-drawer-title"
                variant="h2"
                component="h2"
                sx={{ fontSize: 24, overflowWrap: 'anywhere' }}
              >
                <bdi>{nameOf(a)}</bdi>
              </Typography>
              <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <ApplicantStatusChip status={a.status} />
                {p?.isCPA && <CpaBadge />}
                <Typography variant="body2" color="text.secondary">
                  {t('appliedOn', { date: formatDate(a.appliedAt, lang) })}
                </Typography>
              </Stack>
              {a.statusChangedAt && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('statusChangedOn', { date: formatDate(a.statusChangedAt, lang) })}
                </Typography>
              )}
            </Box>
            <IconButton onClick={onClose} aria-label={t('detail.close')} edge="end">
              <Close />
            </IconButton>
          </Stack>

          <Box sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: 16, fontWeight: 700, mb: 1.5 }}>
              {t('detail.manage')}
            </Typography>
            <ApplicantManage
              key={a.id}
              a={a}
              name={nameOf(a)}
              groupOptions={groupOptions}
              onChange={onChange}
              saving={saving}
            />
          </Box>

          <Section title={t('detail.contact')}>
            <Stack spacing={0.75}>
              {p?.email && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <EmailOutlined fontSize="small" color="action" aria-label={t('detail.email')} />
                  <Link href={`mailto:${p.email}`} dir="ltr">
                    {p.email}
                  </Link>
                </Stack>
              )}
              {p?.mobile && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PhoneOutlined fontSize="small" color="action" aria-label={t('detail.mobile')} />
                  <Link href={`tel:${p.mobile.replace(/\s/g, '')}`} dir="ltr">
                    {p.mobile}
                  </Link>
                </Stack>
              )}
              {p?.location && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PlaceOutlined fontSize="small" color="action" aria-label={t('detail.location')} />
                  <Typography dir="auto">{p.location}</Typography>
                </Stack>
              )}
              {p?.linkedIn && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <LinkedIn fontSize="small" color="action" aria-hidden />
                  <Link href={p.linkedIn} target="_blank" rel="noopener noreferrer">
                    {t('detail.linkedIn')}
                  </Link>
                </Stack>
              )}
              <Typography variant="body2" color="text.secondary">
                {t(`detail.cpaStatus.${p?.cpaStatus ?? 'none'}`)}
              </Typography>
            </Stack>
          </Section>
          <Divider />

          <Section title={t('detail.application')}>
            <Typography variant="body2" color="text.secondary">
              {t('detail.resume')}
            </Typography>
            {a.resume ? (
              <Button
                variant="outlined"
                size="small"
                startIcon={<DownloadOutlined />}
                sx={{ mt: 0.5, mb: 1.5, maxWidth: '100%', justifyContent: 'flex-start', textTransform: 'none' }}
                aria-label={t('detail.download', { filename: a.resume.filename })}
                onClick={() => {
                  setDownloadError(false);
                  downloadFile(a.resume!.url, a.resume!.filename).catch(() => setDownloadError(true));
                }}
                data-testid="resume-download"
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {a.resume.filename}
                </Box>
              </Button>
            ) : (
              <Typography sx={{ mb: 1.5 }}>{t('detail.noResume')}</Typography>
            )}
            {a.resume?.mimeType === 'application/pdf' && (
              <Suspense
                fallback={
                  <Typography variant="body2" color="text.secondary" role="status">
                    {t('viewer.loading')}
                  </Typography>
                }
              >
                <ResumeViewer key={a.resume.id} url={a.resume.url} filename={a.resume.filename} />
              </Suspense>
            )}
            {downloadError && (
              <Alert severity="error" sx={{ mb: 1.5 }}>
                {t('detail.downloadError')}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('detail.salary')}
            </Typography>
            <Typography sx={{ mb: 1.5 }}>
              {a.salary != null ? formatNumber(a.salary, lang) : t('detail.noSalary')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('detail.coverLetter')}
            </Typography>
            {a.coverLetter ? (
              <Typography sx={{ whiteSpace: 'pre-line' }} dir="auto">
                {a.coverLetter}
              </Typography>
            ) : (
              <Typography>{t('detail.noCoverLetter')}</Typography>
            )}
          </Section>
          <Divider />

          {(p?.summary || skills.length > 0) && (
            <>
              <Section title={t('detail.summary')}>
                {p?.summary && (
                  <Typography sx={{ whiteSpace: 'pre-line' }} dir="auto">
                    {p.summary}
                  </Typography>
                )}
                {skills.length > 0 && (
                  <Box sx={{ mt: 1.5 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                      {t('detail.skills')}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {skills.map((s) => (
                        <Chip key={s} size="small" label={<bdi>{s}</bdi>} />
                      ))}
                    </Stack>
                  </Box>
                )}
              </Section>
              <Divider />
            </>
          )}

          <Section title={t('detail.work')}>
            {p?.work.length ? (
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {p.work.map((w) => (
                  <Entry
                    key={w.id}
                    title={w.title}
                    subtitle={w.company}
                    period={period(w.start, w.end, w.current)}
                    text={w.description}
                  />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('detail.noWork')}</Typography>
            )}
          </Section>
          <Divider />
          <Section title={t('detail.education')}>
            {p?.education.length ? (
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {p.education.map((e) => (
                  <Entry key={e.id} title={e.school} subtitle={e.degree} period={period(e.start, e.end, e.current)} />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('detail.noEducation')}</Typography>
            )}
          </Section>
          <Divider />
          <Section title={t('detail.licenses')}>
            {p?.licenses.length ? (
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {p.licenses.map((l) => (
                  <Entry
                    key={l.id}
                    title={l.name}
                    subtitle={[l.organization, l.number ? t('detail.licenseNumber', { number: l.number }) : null]
                      .filter(Boolean)
                      .join(' · ')}
                    period={period(l.start, l.end, l.current)}
                  />
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('detail.noLicenses')}</Typography>
            )}
          </Section>
        </Box>
      )}
    </Drawer>
  );
}
