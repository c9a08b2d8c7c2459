import { Alert, Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../jobs/job-format.ts';
import { useReviewCpaClaim, useStaffUsers, type StaffUser, type UserSearch } from './admin-api.ts';
import { DetailList } from './detail-list.tsx';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ReviewCard } from './review-card.tsx';
import { TokenPagination, useTokenPaging } from './token-pagination.tsx';
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
    { label: t('moderation.cpa.validity'), value: l.current ? t('moderation.cpa.current') : l.end ? formatDate(l.end, lang) : missing },
  ];
}

export function CpaQueue({ onNotice }: { onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const paging = useTokenPaging();
  const list = useStaffUsers(CLAIMED, paging.token, paging.size);
  const decision = useDecision<StaffUser>(
    useReviewCpaClaim(),
    { approved: (u) => t('moderation.cpaConfirmed', { name: displayName(u.user) }), rejected: (u) => t('moderation.cpaRejected', { name: displayName(u.user) }) },
    onNotice,
  );
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0 && paging.page === 0) return <EmptyState title={t('moderation.emptyTitle')} text={t('moderation.emptyCpa')} />;
  return (
    <>
      {decision.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {decision.error}
        </Alert>
      )}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.data.items.map((item) => (
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
        ))}
      </Box>
      <TokenPagination paging={paging} count={list.data.items.length} nextToken={list.data.nextToken} />
      <RejectDialog
        open={Boolean(decision.rejecting)}
        title={t('moderation.rejectDialog.titleCpa', { name: decision.rejecting ? displayName(decision.rejecting.user) : '' })}
        busy={Boolean(decision.rejecting && decision.busyId === decision.rejecting.id)}
        error={decision.dialogError}
        onClose={decision.closeReject}
        onReject={decision.reject}
      />
    </>
  );
}
