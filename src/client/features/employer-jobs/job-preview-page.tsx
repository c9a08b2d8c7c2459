import EditOutlined from '@mui/icons-material/EditOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { GraphqlRequestError } from '../../lib/graphql-client.ts';
import { JobDetailsView } from '../jobs/index.ts';
import { listStatusOf, useCompanyJob, useMyCompanies } from './employer-jobs-api.ts';
import { useJobActionRunner } from './job-actions.tsx';
import { JobNotAvailable } from './job-not-available.tsx';
import { LoadingState } from './loading-state.tsx';

/** /employer/jobs/:jobId/preview — the job as the public will see it, with a banner saying it is a preview. */
export default function JobPreviewPage() {
  const { t } = useTranslation('employerJobs');
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useCompanyJob(jobId);
  const companies = useMyCompanies();
  const runner = useJobActionRunner((action, result) => {
    if (action === 'publishJob' && result)
      void navigate(`/employer/jobs?company=${result.companyJobsId}`, {
        state: { notice: t(result.status === 'open' ? 'done.published' : 'done.submitted') },
      });
  });

  useEffect(() => {
    document.title = `${t('preview.title')}${job.data ? ` - ${job.data.position}` : ''}`;
  }, [t, job.data]);

  if (job.isPending) return <LoadingState label={t('loading')} page />;
  const refused =
    job.error instanceof GraphqlRequestError && (job.error.code === 'FORBIDDEN' || job.error.code === 'NOT_FOUND');
  if (refused || (job.isSuccess && !job.data)) return <JobNotAvailable />;
  if (job.isError)
    return (
      <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void job.refetch()}>
              {t('retry')}
            </Button>
          }
        >
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
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
            >
              <Button
                color="inherit"
                size="small"
                component={Link}
                to={`/employer/jobs/${data.id}/edit`}
                startIcon={<EditOutlined />}
              >
                {t('preview.edit')}
              </Button>
              {status === 'open' && (
                <Button
                  color="inherit"
                  size="small"
                  component={Link}
                  to={`/job/info/${data.id}`}
                  startIcon={<PublicOutlined />}
                >
                  {t('preview.publicPage')}
                </Button>
              )}
              {canPublish && (
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  startIcon={<PublishOutlined />}
                  onClick={() => runner.request('publishJob', data)}
                >
                  {t('preview.publish')}
                </Button>
              )}
            </Stack>
          }
          // On a phone the buttons take a line of their own under the text, each label on one line.
          sx={{
            alignItems: 'center',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-action': {
              width: { xs: '100%', sm: 'auto' },
              ml: { xs: 0, sm: 'auto' },
              pl: { xs: 0, sm: 2 },
            },
          }}
        >
          {banner.text}
        </Alert>
      </Box>
      <JobDetailsView job={data} />
      {runner.ui}
    </Box>
  );
}
