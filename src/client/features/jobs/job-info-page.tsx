import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Alert, AlertTitle, Box, Button, Chip, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CompanyCard } from './company-card.tsx';
import { JobDescription } from './job-description.tsx';
import { JobFacts } from './job-facts.tsx';
import { formatDate, formatSalary, labelOf } from './job-format.ts';
import { JobShareButton } from './job-share-button.tsx';
import { useJob } from './jobs-api.ts';
import type { JobDetails } from './jobs-types.ts';
import { NotFoundCard } from './not-found-card.tsx';
import { SaveJobButton } from './save-job-button.tsx';

function ApplyAction({ job }: { job: JobDetails }) {
  const { t, i18n } = useTranslation('jobs');
  if (!job.isOpen) {
    const expired = job.status === 'expired';
    return (
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{expired ? t('job.expiredTitle') : t('job.closedTitle')}</AlertTitle>
        {expired && job.deadline ? t('job.expiredText', { date: formatDate(job.deadline, i18n.language) }) : t('job.closedText')}
      </Alert>
    );
  }
  if (job.applyWay === 'external' && job.applyUrl) {
    return (
      <Button variant="contained" color="secondary" size="large" href={job.applyUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewOutlined />} title={t('job.applyExternalHint')}>
        {t('job.applyExternal')}
      </Button>
    );
  }
  return (
    <Button variant="contained" color="secondary" size="large" component={Link} to={`/job/apply/${job.id}`}>
      {t('job.apply')}
    </Button>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function JobInfoSkeleton() {
  return (
    <Box sx={{ flex: 1 }} aria-busy="true">
      <Box sx={{ bgcolor: 'primary.main', px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
        <Skeleton variant="text" width="50%" height={48} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
        <Skeleton variant="text" width="30%" sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: 4 }}>
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}

export default function JobInfoPage() {
  const { t, i18n } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const { data: job, isPending, isError, refetch } = useJob(jobId);

  useEffect(() => {
    if (job) document.title = `${job.position} - ${job.company?.name ?? ''}`;
  }, [job]);

  if (isPending) return <JobInfoSkeleton />;
  if (isError)
    return (
      <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{t('search.retry')}</Button>}>
          {t('job.loadError')}
        </Alert>
      </Box>
    );
  if (!job) return <NotFoundCard title={t('job.notFoundTitle')} text={t('job.notFoundText')} />;

  const salary = formatSalary(job, i18n.language, t);
  const requirements = job.requirement?.split('\n').map((line) => line.trim()).filter(Boolean) ?? [];

  return (
    <Box sx={{ flex: 1 }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, pt: { xs: 2, md: 3 }, pb: { xs: 3, md: 5 } }}>
        <Button component={Link} to="/job/search/all" startIcon={<ArrowBackOutlined sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} sx={{ color: 'inherit', mb: 1, ml: -1 }}>
          {t('job.back')}
        </Button>
        <Typography variant="h1" component="h1" dir="auto" sx={{ fontSize: { xs: 28, md: 38 }, lineHeight: 1.2 }}>
          {job.position}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: 18, opacity: 0.9 }}>
          {[job.company?.name, job.location === 'Remote' && job.remote ? t('card.remote') : job.location].filter(Boolean).join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Chip label={labelOf(t, 'types', job.type)} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }} />
          {job.experienceLevel && <Chip label={labelOf(t, 'levels', job.experienceLevel)} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }} />}
          {salary && <Chip label={salary} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }} />}
          {job.requiresCPA && <Chip color="secondary" label={t('card.cpa')} />}
          {job.remote && <Chip label={t('card.remote')} sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' }} />}
        </Stack>
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
                <Box sx={{ flex: { sm: 1 } }}>
                  <ApplyAction job={job} />
                </Box>
                <Stack direction="row" spacing={1.5}>
                  <SaveJobButton jobId={job.id} position={job.position} variant="button" />
                  <JobShareButton title={job.position} />
                </Stack>
              </Stack>
              {job.requiresCPA && job.isOpen && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t('job.cpaNote')}
                </Typography>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
              <Section title={t('job.description')}>
                <JobDescription html={job.description} language={job.language} />
              </Section>
              {requirements.length > 0 && (
                <Section title={t('job.requirements')}>
                  <Box component="ul" lang={job.language} dir={job.language === 'ar' ? 'rtl' : 'ltr'} sx={{ m: 0, paddingInlineStart: 3, lineHeight: 1.7 }}>
                    {requirements.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </Box>
                </Section>
              )}
              {job.keyword.length > 0 && (
                <Section title={t('job.keywords')}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {job.keyword.map((k) => (
                      <Chip key={k} label={k} variant="outlined" />
                    ))}
                  </Stack>
                </Section>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <JobFacts job={job} />
              {job.company && <CompanyCard company={job.company} />}
            </Stack>
          </Grid>
        </Grid>
      </Box>
    </Box>
  );
}
