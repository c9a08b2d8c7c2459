import { Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCompanyPlace } from './company-place.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useCompaniesForReview, useReviewCompany, type StaffCompany } from './admin-api.ts';
import { DetailList } from './detail-list.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { useStaffPaging } from './staff-paging.tsx';
import { useDecision } from './use-decision.ts';
import { LANGUAGES, type Language } from '../../../domain/enums.ts';
import { firstStrong } from '../../lib/bidi.ts';

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

export function CompanyQueue({ onNotice }: { onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const companyPlace = useCompanyPlace();
  const paging = useStaffPaging('companies');
  const list = useCompaniesForReview(paging.token, paging.size);
  // What the server does with the decision: it mails the owner shown here, in their language, or
  // no one when the company has no owner account; the notices say which.
  const mailedTo = (c: StaffCompany) =>
    c.ownerEmail
      ? {
          name: firstStrong(c.company.name),
          owner: firstStrong(c.ownerName ?? c.ownerEmail),
          email: firstStrong(c.ownerEmail),
          language: t(`content.languages.${isLanguage(c.ownerLanguage) ? c.ownerLanguage : 'en'}`),
        }
      : undefined;
  const notice = (c: StaffCompany, verdict: 'approved' | 'rejected') => {
    const to = mailedTo(c);
    return to
      ? t(`moderation.companyNotice.${verdict}Mailed`, to)
      : t(`moderation.companyNotice.${verdict}NoOwner`, { name: firstStrong(c.company.name) });
  };
  const decision = useDecision<StaffCompany>(
    useReviewCompany(),
    { approved: (c) => notice(c, 'approved'), rejected: (c) => notice(c, 'rejected') },
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
      rejectIntro={(item) => {
        const to = item ? mailedTo(item) : undefined;
        return to ? t('moderation.companyNotice.introMailed', to) : t('moderation.companyNotice.introNoOwner');
      }}
      renderItem={(item) => {
        const c = item.company;
        return (
          <ReviewCard
            key={item.id}
            titleId={`company-${item.id}`}
            title={c.name}
            subtitle={companyPlace(c) || undefined}
            chips={<Chip label={t('companyStatuses.pending')} size="small" />}
            busy={decision.busyId === item.id}
            onApprove={() => decision.approve(item)}
            onReject={() => decision.startReject(item)}
          >
            <DetailList
              items={[
                {
                  label: t('moderation.company.owner'),
                  value: item.ownerEmail ? (
                    <span data-testid="company-owner">
                      <bdi>{item.ownerName}</bdi> (<bdi>{item.ownerEmail}</bdi>)
                    </span>
                  ) : (
                    <span data-testid="company-owner">{t('moderation.companyNotice.noOwner')}</span>
                  ),
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
