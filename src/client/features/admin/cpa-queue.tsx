import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date.ts';
import { useReviewCpaClaim, useStaffUsers, type StaffUser, type UserSearch } from './admin-api.ts';
import { DetailList } from './detail-list.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { useStaffPaging } from './staff-paging.tsx';
import { useDecision } from './use-decision.ts';

const CLAIMED: UserSearch = { query: '', role: '', memberType: '', cpaStatus: 'claimed', disabled: '' };

export const displayName = (u: StaffUser['user']) => u.fullName || u.email;

/** The licence a claim rests on, as staff check it with the issuing organization. */
export function licenseDetails(u: StaffUser['user'], t: (key: string) => string, lang: string) {
  const l = u.cpaLicense;
  const missing = t('notSet');
  if (!l) return [{ label: t('moderation.cpa.license'), value: t('moderation.cpa.noLicense') }];
  return [
    { label: t('moderation.cpa.license'), value: l.name },
    { label: t('moderation.cpa.organization'), value: l.organization || missing },
    { label: t('moderation.cpa.number'), value: l.number || missing },
    {
      label: t('moderation.cpa.validity'),
      value: l.current ? t('moderation.cpa.current') : l.end ? formatDate(l.end, lang) : missing,
    },
  ];
}

export function CpaQueue({ onNotice }: { onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const paging = useStaffPaging('cpa');
  const list = useStaffUsers(CLAIMED, paging.token, paging.size);
  const decision = useDecision<StaffUser>(
    useReviewCpaClaim(),
    {
      approved: (u) => t('moderation.cpaConfirmed', { name: displayName(u.user) }),
      rejected: (u) => t('moderation.cpaRejected', { name: displayName(u.user) }),
    },
    onNotice,
  );
  return (
    <ReviewQueue
      list={list}
      paging={paging}
      decision={decision}
      emptyText={t('moderation.emptyCpa')}
      rejectTitle={(item) => t('moderation.rejectDialog.titleCpa', { name: item ? displayName(item.user) : '' })}
      renderItem={(item) => (
        <ReviewCard
          key={item.id}
          titleId={`cpa-${item.id}`}
          title={displayName(item.user)}
          subtitle={item.user.email}
          chips={<Chip size="small" label={t('cpaStatuses.claimed')} />}
          approveLabel={t('moderation.confirm')}
          busy={decision.busyId === item.id}
          onApprove={() => decision.approve(item)}
          onReject={() => decision.startReject(item)}
        >
          <DetailList items={licenseDetails(item.user, t, i18n.language)} />
        </ReviewCard>
      )}
    />
  );
}
