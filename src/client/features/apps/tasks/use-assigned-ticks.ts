import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message.ts';
import { TASKS_KEY } from './tasks-api.ts';

/**
 * Ticks on the tasks given to the reader (a task or one of its subtasks), saved by `save`. A tick
 * shows at once and stays until the refreshed list confirms it, each its own however many are on
 * their way; ticks of one `scope` are saved one after another, so the last click is what stays.
 * `onProblem` hears what went wrong, or null once a tick is saved.
 */
export function useAssignedTicks(
  scope: string,
  save: (id: string, completed: boolean) => Promise<unknown>,
  onProblem: (problem: string | null) => void,
) {
  const { t } = useTranslation('tasks');
  const say = useMessage();
  const client = useQueryClient();
  // The latest tick of each box and how many of its saves are still out.
  const [ticking, setTicking] = useState<ReadonlyMap<string, { completed: boolean; out: number }>>(new Map());
  const mutation = useMutation({
    scope: { id: scope },
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => save(id, completed),
    onSuccess: () => onProblem(null),
    onError: (e) => onProblem(say(e) ?? t('failed')),
    onSettled: async (_row, _error, { id }) => {
      await client.invalidateQueries({ queryKey: TASKS_KEY });
      setTicking((m) => {
        const next = new Map(m);
        const mine = next.get(id);
        if (mine && mine.out > 1) next.set(id, { ...mine, out: mine.out - 1 });
        else next.delete(id);
        return next;
      });
    },
  });
  return {
    /** Whether `id` shows ticked: the tick on its way, else what the list says. */
    shown: (id: string, stored: boolean) => ticking.get(id)?.completed ?? stored,
    tick: (id: string, completed: boolean) => {
      setTicking((m) => new Map(m).set(id, { completed, out: (m.get(id)?.out ?? 0) + 1 }));
      mutation.mutate({ id, completed });
    },
  };
}
