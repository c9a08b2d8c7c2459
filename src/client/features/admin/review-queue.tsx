import { Alert, Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from './admin-api.ts';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { StaffPager, type StaffPaging } from './staff-paging.tsx';
import type { Decision } from './use-decision.ts';

/**
 * The frame every moderation queue shares: loading, error and empty states, the decision's error,
 * the cards (`renderItem` gives each ReviewCard), paging and the dialog asking why something is rejected.
 */
export function ReviewQueue<T extends { id: string }>({
  list,
  paging,
  decision,
  emptyText,
  rejectTitle,
  rejectIntro,
  renderItem,
}: {
  list: UseQueryResult<Page<T>>;
  paging: StaffPaging;
  decision: Decision<T>;
  emptyText: string;
  /** The reject dialog's title; `item` is null while the dialog closes. */
  rejectTitle(item: T | null): string;
  /** What the reject dialog says happens to the reason; the default says it is e-mailed to them. */
  rejectIntro?(item: T | null): string;
  renderItem(item: T): ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0 && paging.pages.page === 0)
    return <EmptyState title={t('moderation.emptyTitle')} text={emptyText} />;
  return (
    <>
      {decision.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {decision.error}
        </Alert>
      )}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {list.data.items.map(renderItem)}
      </Box>
      <StaffPager paging={paging} page={list.data} stale={list.isPlaceholderData} />
      <RejectDialog
        open={Boolean(decision.rejecting)}
        title={rejectTitle(decision.rejecting)}
        intro={rejectIntro?.(decision.rejecting)}
        busy={Boolean(decision.rejecting && decision.busyId === decision.rejecting.id)}
        error={decision.dialogError}
        onClose={decision.closeReject}
        onReject={decision.reject}
      />
    </>
  );
}
