import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UpdateJobApplicationInput } from '../../../domain/applicant-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';
import type { ApplicationStatus } from '../../../domain/enums.ts';
import { GraphqlRequestError } from '../../lib/graphql-client.ts';
import { useNotify } from '../../shell/notifications/notification-context.ts';
import { fetchApplicants, updateApplicant, type ApplicantsData, type JobApplicant } from './applicants-api.ts';

export const applicantsKey = (jobId: string) => ['applicants', jobId] as const;

export function useApplicants(jobId: string) {
  return useQuery({
    queryKey: applicantsKey(jobId),
    queryFn: ({ signal }) => fetchApplicants(jobId, signal),
    retry: (count, error) =>
      !(
        error instanceof GraphqlRequestError && ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'].includes(error.code ?? '')
      ) && count < 2,
  });
}

/** What one change looks like, so the snackbar can say what happened. */
export type ApplicantChange = UpdateJobApplicationInput & { name: string };

/**
 * Changes an application with an optimistic update: the screen moves at once, goes back and
 * says why when the server refuses, and says what changed when it agrees.
 */
/**
 * The status and star a change leaves on screen before the server answers: the star is the
 * Shortlisted status (issue 11), so starring moves to Shortlisted and un-starring a shortlisted
 * application moves it back to In review, as the server does.
 */
function statusAfter(change: ApplicantChange, current: ApplicationStatus) {
  const status: ApplicationStatus | undefined =
    (change.status as ApplicationStatus | null | undefined) ??
    (change.shortlist === true
      ? 'shortlisted'
      : change.shortlist === false && current === 'shortlisted'
        ? 'reviewing'
        : undefined);
  if (!status || status === current) return {};
  return { status, shortlist: status === 'shortlisted', statusChangedAt: new Date().toISOString() };
}

export function useUpdateApplicant(jobId: string) {
  const { t } = useTranslation('applicants');
  const message = useMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = applicantsKey(jobId);
  const patch = (data: ApplicantsData | undefined, id: string, change: (a: JobApplicant) => JobApplicant) =>
    data ? { ...data, items: data.items.map((a) => (a.id === id ? change(a) : a)) } : data;

  return useMutation({
    mutationFn: ({ name: _name, ...input }: ApplicantChange) => updateApplicant(input),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApplicantsData>(key);
      queryClient.setQueryData<ApplicantsData>(key, (data) =>
        patch(data, change.id, (a) => ({
          ...a,
          ...statusAfter(change, a.status),
          ...(change.jobManagerGroups ? { jobManagerGroups: change.jobManagerGroups } : {}),
          ...(change.note !== undefined ? { note: change.note?.trim() || null } : {}),
        })),
      );
      return { previous };
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify(t('saveError', { name: change.name, reason: message(error) ?? t('errors.generic') }), {
        severity: 'error',
      });
    },
    onSuccess: (updated, change) => {
      queryClient.setQueryData<ApplicantsData>(key, (data) => {
        const next = patch(data, updated.id, () => updated);
        if (!next) return next;
        const groups = new Set([...next.groups, ...updated.jobManagerGroups]);
        return { ...next, groups: [...groups].sort((a, b) => a.localeCompare(b)) };
      });
      let message = t('saved.generic', { name: change.name });
      // A star is a status change too: the message names the status the application is now in.
      if (change.status || change.shortlist != null)
        message = t('saved.status', {
          name: change.name,
          status: t(`applicationStatus.${updated.status}`, { ns: 'values' }),
        });
      else if (change.note !== undefined) message = t('saved.note');
      else if (change.jobManagerGroups) message = t('saved.groups');
      notify(message, { severity: 'success' });
    },
  });
}
