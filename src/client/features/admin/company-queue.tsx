import { Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date.ts';
import { useCompaniesForReview, useReviewCompany, type StaffCompany } from './admin-api.ts';
import { DetailList } from './detail-list.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { useTokenPaging } from './token-pagination.tsx';
import { useDecision } from './use-decision.ts';

export function CompanyQueue({ onNotice }: { onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const paging = useTokenPaging();
  const list = useCompaniesForReview(paging.token, paging.size);
  const decision = useDecision<StaffCompany>(
    useReviewCompany(),
    {
      approved: (c) => t('moderation.approved', { name: c.company.name }),
      rejected: (c) => t('moderation.rejected', { name: c.company.name }),
    },
    onNotice,
  );
  const missing = t('notSet');
  return (
    <ReviewQueue
      list={list}
      paging={paging}
      decision={decision}
      emptyText={t('moderation.emptyCompanies')}
      rejectTitle={(item) => t('moderation.rejectDialog.titleCompany', { name: item?.company.name ?? '' })}
      renderItem={(item) => {
        const c = item.company;
        return (
          <ReviewCard
            key={item.id}
            titleId={`company-${item.id}`}
            title={c.name}
            subtitle={[c.industry, c.city].filter(Boolean).join(' · ') || undefined}
            chips={<Chip label={t('companyStatuses.pending')} size="small" />}
            busy={decision.busyId === item.id}
            onApprove={() => decision.approve(item)}
            onReject={() => decision.startReject(item)}
          >
            <DetailList
              items={[
                {
                  label: t('moderation.company.owner'),
                  value: item.ownerName ? `${item.ownerName} (${item.ownerEmail ?? ''})` : missing,
                },
                { label: t('moderation.company.license'), value: c.license || missing },
                {
                  label: t('moderation.company.size'),
                  value: c.size ? t('moderation.company.employees', { size: c.size }) : missing,
                },
                {
                  label: t('moderation.company.location'),
                  value: [c.address, c.city, c.countryCode].filter(Boolean).join(', ') || missing,
                },
                {
                  label: t('moderation.company.contact'),
                  value: [c.email, c.contactNo].filter(Boolean).join(' · ') || missing,
                },
                {
                  label: t('moderation.company.website'),
                  value: c.website ? (
                    <Link href={c.website} target="_blank" rel="noopener noreferrer">
                      {c.website}
                    </Link>
                  ) : (
                    missing
                  ),
                },
                { label: t('moderation.company.registered'), value: formatDate(item.createdAt, i18n.language) },
              ]}
            />
          </ReviewCard>
        );
      }}
    />
  );
}
