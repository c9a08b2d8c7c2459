import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApplyAction } from './apply-action.tsx';
import { searchToReturnTo } from './last-search.ts';
import { JobDetailsView } from './job-details.tsx';
import { JobShareButton } from './job-share-button.tsx';
import { useJob } from './jobs-api.ts';
import { NotFoundCard } from './not-found-card.tsx';
import { SaveJobButton } from './save-job-button.tsx';
import { mirrorInRtl } from '../../lib/bidi.ts';

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
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  const backTo = searchToReturnTo(fromState);
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
            to={backTo}
            onClick={(e) => {
              // Opened from the search in this tab: going back restores its results and scroll.
              if (typeof fromState === 'string' && fromState === backTo) {
                e.preventDefault();
                void navigate(-1);
              }
            }}
            startIcon={<ArrowBackOutlined sx={mirrorInRtl} />}
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
