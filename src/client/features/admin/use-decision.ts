import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewVariables } from './admin-api.ts';
import { useAdminError } from './use-admin-error.ts';

/**
 * Approve straight away; reject through a dialog that asks for the reason. Reports what
 * happened with `onNotice` (shown in the page's snackbar) or an error next to the action.
 */
export function useDecision<T extends { id: string }>(
  mutation: UseMutationResult<unknown, Error, ReviewVariables>,
  messages: { approved(item: T): string; rejected(item: T): string },
  onNotice: (text: string) => void,
) {
  const describe = useAdminError();
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  return {
    rejecting,
    error,
    dialogError,
    busyId: mutation.isPending ? mutation.variables?.id : undefined,
    approve(item: T) {
      setError(null);
      mutation.mutate(
        { id: item.id, approve: true },
        { onSuccess: () => onNotice(messages.approved(item)), onError: (e) => setError(describe(e)) },
      );
    },
    startReject(item: T) {
      setDialogError(null);
      setRejecting(item);
    },
    closeReject() {
      setRejecting(null);
    },
    reject(reason: string) {
      const item = rejecting;
      if (!item) return;
      mutation.mutate(
        { id: item.id, approve: false, reason },
        {
          onSuccess: () => {
            setRejecting(null);
            onNotice(messages.rejected(item));
          },
          onError: (e) => setDialogError(describe(e)),
        },
      );
    },
  };
}

export type Decision<T extends { id: string }> = ReturnType<typeof useDecision<T>>;
