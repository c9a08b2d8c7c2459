import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format-date.ts';
import { formatSalary, labelOf } from '../jobs/index.ts';
import { useJobsForReview, useReviewJob, type ReviewJob } from './admin-api.ts';
import { DetailList } from './detail-list.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { useStaffPaging } from './staff-paging.tsx';
import { useDecision } from './use-decision.ts';

export function JobQueue({ onNotice }: { onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tJobs } = useTranslation('jobs');
  const paging = useStaffPaging('jobs');
  const list = useJobsForReview(paging.token, paging.size);
  const decision = useDecision<ReviewJob>(
    useReviewJob(),
    {
      approved: (j) => t('moderation.approved', { name: j.position }),
      rejected: (j) => t('moderation.rejected', { name: j.position }),
    },
    onNotice,
  );
  const missing = t('notSet');
  return (
    <ReviewQueue
      list={list}
      paging={paging}
      decision={decision}
      emptyText={t('moderation.emptyJobs')}
      rejectTitle={(item) => t('moderation.rejectDialog.titleJob', { name: item?.position ?? '' })}
      renderItem={(job) => (
        <ReviewCard
          key={job.id}
          titleId={`job-${job.id}`}
          title={job.position}
          subtitle={job.company?.name}
          chips={
            <>
              {job.remote && <Chip size="small" label={t('moderation.job.remote')} />}
              {job.requiresCPA && <Chip size="small" color="secondary" label={t('moderation.job.requiresCpa')} />}
              {job.company?.licenseVerified && (
                <Chip size="small" color="success" variant="outlined" label={t('moderation.job.licenceVerified')} />
              )}
            </>
          }
          busy={decision.busyId === job.id}
          onApprove={() => decision.approve(job)}
          onReject={() => decision.startReject(job)}
          extraAction={
            <Button
              component={RouterLink}
              to={`/employer/jobs/${job.id}/preview`}
              target="_blank"
              endIcon={<OpenInNewOutlined aria-hidden />}
              aria-describedby={`job-${job.id}`}
            >
              {t('moderation.job.preview')}
            </Button>
          }
        >
          <DetailList
            items={[
              { label: t('moderation.job.location'), value: job.location || missing },
              { label: t('moderation.job.type'), value: labelOf(tJobs, 'types', job.type) },
              {
                label: t('moderation.job.deadline'),
                value: job.deadline ? formatDate(job.deadline, i18n.language) : missing,
              },
              {
                label: t('moderation.job.salary'),
                value: formatSalary(job, i18n.language, tJobs) ?? missing,
              },
              { label: t('moderation.job.language'), value: labelOf(tJobs, 'languages', job.language) },
              { label: t('moderation.job.submitted'), value: formatDate(job.updatedAt, i18n.language) },
            ]}
          />
        </ReviewCard>
      )}
    />
  );
}
