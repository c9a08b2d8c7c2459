import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Alert, AlertTitle, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { JobDetailsView } from './job-details.tsx';
import { formatDate } from '../../lib/format-date.ts';
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
        {expired && job.deadline
          ? t('job.expiredText', { date: formatDate(job.deadline, i18n.language) })
          : t('job.closedText')}
      </Alert>
    );
  }
  if (job.applyWay === 'external' && job.applyUrl) {
    return (
      <Button
        variant="contained"
        color="secondary"
        size="large"
        href={job.applyUrl}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewOutlined />}
        title={t('job.applyExternalHint')}
      >
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
  const { t } = useTranslation('jobs');
  const { jobId = '' } = useParams();
  const { data: job, isPending, isError, refetch } = useJob(jobId);

  useEffect(() => {
    if (job) document.title = `${job.position} - ${job.company?.name ?? ''}`;
  }, [job]);

  if (isPending) return <JobInfoSkeleton />;
  if (isError)
    return (
      <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('search.retry')}
            </Button>
          }
        >
          {t('job.loadError')}
        </Alert>
      </Box>
    );
  if (!job) return <NotFoundCard title={t('job.notFoundTitle')} text={t('job.notFoundText')} />;

  return (
    <Box sx={{ flex: 1 }}>
      <JobDetailsView
        job={job}
        heroTop={
          <Button
            component={Link}
            to="/job/search/all"
            startIcon={
              <ArrowBackOutlined sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
            }
            sx={{ color: 'inherit', mb: 1, ml: -1 }}
          >
            {t('job.back')}
          </Button>
        }
        actions={
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mb: 3 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
            >
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
        }
      />
    </Box>
  );
}
