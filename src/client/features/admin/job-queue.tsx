import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Alert, Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatSalary, labelOf } from '../jobs/job-format.ts';
import { useJobsForReview, useReviewJob, type ReviewJob } from './admin-api.ts';
import { DetailList } from './detail-list.tsx';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ReviewCard } from './review-card.tsx';
import { TokenPagination, useTokenPaging } from './token-pagination.tsx';
import { useDecision } from './use-decision.ts';

export function JobQueue({ onNotice }: { onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tJobs } = useTranslation('jobs');
  const paging = useTokenPaging();
  const list = useJobsForReview(paging.token, paging.size);
  const decision = useDecision<ReviewJob>(
    useReviewJob(),
    { approved: (j) => t('moderation.approved', { name: j.position }), rejected: (j) => t('moderation.rejected', { name: j.position }) },
    onNotice,
  );
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0 && paging.page === 0) return <EmptyState title={t('moderation.emptyTitle')} text={t('moderation.emptyJobs')} />;
  const missing = t('notSet');
  return (
    <>
      {decision.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {decision.error}
        </Alert>
      )}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.data.items.map((job) => (
          <ReviewCard
            key={job.id}
            titleId={`job-${job.id}`}
            title={job.position}
            subtitle={job.company?.name}
            chips={
              <>
                {job.remote && <Chip size="small" label={t('moderation.job.remote')} />}
                {job.requiresCPA && <Chip size="small" color="secondary" label={t('moderation.job.requiresCpa')} />}
                {job.company?.licenseVerified && <Chip size="small" color="success" variant="outlined" label={t('moderation.job.licenceVerified')} />}
              </>
            }
            busy={decision.busyId === job.id}
            onApprove={() => decision.approve(job)}
            onReject={() => decision.startReject(job)}
            extraAction={
              <Button component={RouterLink} to={`/employer/jobs/${job.id}/preview`} target="_blank" endIcon={<OpenInNewOutlined aria-hidden />} aria-describedby={`job-${job.id}`}>
                {t('moderation.job.preview')}
              </Button>
            }
          >
            <DetailList
              items={[
                { label: t('moderation.job.location'), value: job.location || missing },
                { label: t('moderation.job.type'), value: labelOf(tJobs, 'types', job.type) },
                { label: t('moderation.job.deadline'), value: job.deadline ? formatDate(job.deadline, i18n.language) : missing },
                { label: t('moderation.job.salary'), value: formatSalary({ ...job, company: job.company && { ...job.company, logo: null, industry: null, city: null, website: null } }, i18n.language, tJobs) ?? missing },
                { label: t('moderation.job.language'), value: labelOf(tJobs, 'languages', job.language) },
                { label: t('moderation.job.submitted'), value: formatDate(job.updatedAt, i18n.language) },
              ]}
            />
          </ReviewCard>
        ))}
      </Box>
      <TokenPagination paging={paging} count={list.data.items.length} nextToken={list.data.nextToken} />
      <RejectDialog
        open={Boolean(decision.rejecting)}
        title={t('moderation.rejectDialog.titleJob', { name: decision.rejecting?.position ?? '' })}
        busy={Boolean(decision.rejecting && decision.busyId === decision.rejecting.id)}
        error={decision.dialogError}
        onClose={decision.closeReject}
        onReject={decision.reject}
      />
    </>
  );
}
