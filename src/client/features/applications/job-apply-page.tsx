import { Alert, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApplicantSummary } from './applicant-summary.tsx';
import { ApplyBlockedNotice } from './apply-blocked-notice.tsx';
import { ApplyConfirmation } from './apply-confirmation.tsx';
import { ApplyForm } from './apply-form.tsx';
import { fetchApplyJob, fetchEligibility } from './applications-api.ts';
import { ApplicationsFrame } from './applications-frame.tsx';
import { fetchMyResumes } from '../../lib/files-api.ts';
import { JobSummaryCard } from './job-summary-card.tsx';
import { useMessage } from '../../i18n/use-message.ts';
import { invalidateApplyStanding } from '../jobs/index.ts';

/** /job/apply/:jobId — apply with a résumé, prefilled from the profile (route is signed-in only). */
export default function JobApplyPage() {
  const { jobId = '' } = useParams();
  const { t } = useTranslation('applications');
  const translate = useMessage();
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState(false);

  const job = useQuery({ queryKey: ['applyJob', jobId], queryFn: () => fetchApplyJob(jobId) });
  const eligibility = useQuery({
    queryKey: ['applicationEligibility', jobId],
    queryFn: () => fetchEligibility(jobId),
    enabled: Boolean(job.data),
  });
  const resumes = useQuery({
    queryKey: ['files', 'resume'],
    queryFn: fetchMyResumes,
    enabled: Boolean(eligibility.data?.canApply),
  });

  const onApplied = () => {
    setApplied(true);
    void queryClient.invalidateQueries({ queryKey: ['myApplications'] });
    void queryClient.invalidateQueries({ queryKey: ['applicationEligibility', jobId] });
    void invalidateApplyStanding(queryClient);
  };

  const failed = job.error ?? eligibility.error ?? resumes.error;
  const loading =
    job.isPending || (job.data && eligibility.isPending) || (eligibility.data?.canApply && resumes.isPending);

  let body: React.ReactNode;
  if (failed) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => void Promise.all([job.refetch(), eligibility.refetch(), resumes.refetch()])}
          >
            {t('apply.retry')}
          </Button>
        }
      >
        {translate(failed) ?? t('apply.loadError')}
      </Alert>
    );
  } else if (loading) {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }} role="status">
        <CircularProgress size={28} />
        <Typography>{t('apply.loading')}</Typography>
      </Stack>
    );
  } else if (!job.data) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to="/job/search/all" color="inherit">
            {t('apply.searchJobs')}
          </Button>
        }
      >
        {t('apply.notFound')}
      </Alert>
    );
  } else if (applied) {
    body = <ApplyConfirmation position={job.data.position} company={job.data.company?.name ?? ''} />;
  } else if (eligibility.data) {
    const e = eligibility.data;
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 0, md: 1 } }}>
          <Stack spacing={3}>
            <JobSummaryCard job={job.data} />
            {e.canApply && <ApplicantSummary applicant={e.applicant} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {e.canApply ? (
            <ApplyForm
              jobId={jobId}
              currency={job.data.salaryCurrency}
              resumes={resumes.data ?? []}
              onApplied={onApplied}
            />
          ) : (
            <ApplyBlockedNotice job={job.data} eligibility={e} />
          )}
        </Grid>
      </Grid>
    );
  }

  return (
    <ApplicationsFrame
      title={t('apply.title')}
      subtitle={job.data && !applied ? job.data.position : undefined}
      maxWidth={1200}
    >
      {body}
    </ApplicationsFrame>
  );
}
