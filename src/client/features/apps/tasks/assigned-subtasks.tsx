import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/use-message.ts';
import { alignWithPage } from '../../../lib/bidi.ts';
import { setAssignedSubTaskCompleted, TASKS_KEY } from './tasks-api.ts';

interface Props {
  task: { id: string; title: string; subTasks: readonly { id: string; title: string; completed: boolean }[] };
  /** Says what went wrong (null once a tick succeeds). */
  onProblem(problem: string | null): void;
}

/**
 * A given task's steps, each ticked done or open again by the colleague it was given to. A tick
 * shows at once and stays until the refreshed list confirms it; the steps themselves are the
 * owner's to write.
 */
export function AssignedSubTasks({ task, onProblem }: Props) {
  const { t } = useTranslation('tasks');
  const say = useMessage();
  const client = useQueryClient();
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  const tick = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      setAssignedSubTaskCompleted(task.id, id, completed),
    onMutate: ({ id, completed }) => setTicking((m) => new Map(m).set(id, completed)),
    onSuccess: () => onProblem(null),
    onError: (e) => onProblem(say(e) ?? t('failed')),
    onSettled: async (_row, _error, { id }) => {
      await client.invalidateQueries({ queryKey: TASKS_KEY });
      setTicking((m) => {
        const next = new Map(m);
        next.delete(id);
        return next;
      });
    },
  });
  if (task.subTasks.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('assigned.subTasksLabel', { title: task.title })}
      sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}
      data-testid="assigned-subtasks"
    >
      {task.subTasks.map((sub) => {
        const completed = ticking.get(sub.id) ?? sub.completed;
        return (
          <li key={sub.id}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={completed}
                  onChange={(e) => tick.mutate({ id: sub.id, completed: e.target.checked })}
                />
              }
              label={sub.title}
              slotProps={{
                typography: {
                  variant: 'body2',
                  dir: 'auto',
                  sx: {
                    overflowWrap: 'anywhere',
                    ...alignWithPage,
                    ...(completed && { textDecoration: 'line-through', color: 'text.secondary' }),
                  },
                },
              }}
              sx={{ mx: 0, ml: -1, alignItems: 'flex-start', '& .MuiCheckbox-root': { py: 0.25 } }}
            />
          </li>
        );
      })}
    </Box>
  );
}
