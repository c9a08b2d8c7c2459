import EditOutlined from '@mui/icons-material/EditOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import { Alert, Box, Button, Chip, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { GraphqlRequestError } from '../../lib/graphql-client.ts';
import { CompanyCard } from '../jobs/company-card.tsx';
import { JobDescription } from '../jobs/job-description.tsx';
import { JobFacts } from '../jobs/job-facts.tsx';
import { formatSalary, labelOf } from '../jobs/job-format.ts';
import { listStatusOf, useCompanyJob, useMyCompanies, type CompanyJob } from './employer-jobs-api.ts';
import { useJobActionRunner } from './job-actions.tsx';
import { JobNotAvailable } from './job-not-available.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The job as the public job page shows it (same components), for the employer to check. */
function PublicLook({ job }: { job: CompanyJob }) {
  const { t, i18n } = useTranslation('jobs');
  const salary = formatSalary(job, i18n.language, t);
  const requirements = job.requirement?.split('\n').map((line) => line.trim()).filter(Boolean) ?? [];
  const chip = { bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit' };
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" component="h1" dir="auto" sx={{ fontSize: { xs: 28, md: 38 }, lineHeight: 1.2 }}>
          {job.position}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: 18, opacity: 0.9 }}>
          {[job.company?.name, job.location === 'Remote' && job.remote ? t('card.remote') : job.location].filter(Boolean).join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Chip label={labelOf(t, 'types', job.type)} sx={chip} />
          {job.experienceLevel && <Chip label={labelOf(t, 'levels', job.experienceLevel)} sx={chip} />}
          {salary && <Chip label={salary} sx={chip} />}
          {job.requiresCPA && <Chip color="secondary" label={t('card.cpa')} />}
          {job.remote && <Chip label={t('card.remote')} sx={chip} />}
        </Stack>
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
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
    </>
  );
}

/** /employer/jobs/:jobId/preview — the job as the public will see it, with a banner saying it is a preview. */
export default function JobPreviewPage() {
  const { t } = useTranslation('employerJobs');
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useCompanyJob(jobId);
  const companies = useMyCompanies();
  const runner = useJobActionRunner((action, result) => {
    if (action === 'publishJob' && result) void navigate(`/employer/jobs?company=${result.companyJobsId}`, { state: { notice: t(result.status === 'open' ? 'done.published' : 'done.submitted') } });
  });

  useEffect(() => {
    document.title = `${t('preview.title')}${job.data ? ` - ${job.data.position}` : ''}`;
  }, [t, job.data]);

  if (job.isPending)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 8, flex: 1 }} role="status">
        <CircularProgress size={28} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  const refused = job.error instanceof GraphqlRequestError && (job.error.code === 'FORBIDDEN' || job.error.code === 'NOT_FOUND');
  if (refused || (job.isSuccess && !job.data)) return <JobNotAvailable />;
  if (job.isError)
    return (
      <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
        <Alert severity="error" action={<Button color="inherit" onClick={() => void job.refetch()}>{t('retry')}</Button>}>
          {t('editor.loadError')}
        </Alert>
      </Box>
    );

  const data = job.data!;
  const status = listStatusOf(data);
  const company = companies.data?.find((c) => c.id === data.companyJobsId);
  const canPublish = company?.status === 'approved' && (status === 'draft' || status === 'rejected');
  const banner =
    status === 'open'
      ? { severity: 'success' as const, text: t('preview.live') }
      : status === 'pending'
        ? { severity: 'info' as const, text: t('preview.pending') }
        : status === 'rejected'
          ? { severity: 'warning' as const, text: t('preview.rejected', { reason: data.reviewReason ?? '' }) }
          : status === 'draft'
            ? { severity: 'info' as const, text: t('preview.notPublic') }
            : { severity: 'info' as const, text: t('preview.closed') };

  return (
    <Box sx={{ flex: 1 }}>
      <Box sx={{ px: { xs: 2, md: 6 }, py: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Alert
          severity={banner.severity}
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button color="inherit" size="small" component={Link} to={`/employer/jobs/${data.id}/edit`} startIcon={<EditOutlined />}>
                {t('preview.edit')}
              </Button>
              {status === 'open' && (
                <Button color="inherit" size="small" component={Link} to={`/job/info/${data.id}`} startIcon={<PublicOutlined />}>
                  {t('preview.publicPage')}
                </Button>
              )}
              {canPublish && (
                <Button color="inherit" size="small" variant="outlined" startIcon={<PublishOutlined />} onClick={() => runner.request('publishJob', data)}>
                  {t('preview.publish')}
                </Button>
              )}
            </Stack>
          }
          sx={{ alignItems: 'center' }}
        >
          {banner.text}
        </Alert>
      </Box>
      <PublicLook job={data} />
      {runner.ui}
    </Box>
  );
}
