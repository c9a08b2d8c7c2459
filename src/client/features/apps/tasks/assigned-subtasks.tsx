import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { alignWithPage } from '../../../lib/bidi.ts';
import { setAssignedSubTaskCompleted } from './tasks-api.ts';
import { useAssignedTicks } from './use-assigned-ticks.ts';

interface Props {
  task: { id: string; title: string; subTasks: readonly { id: string; title: string; completed: boolean }[] };
  /** Says what went wrong (null once a tick succeeds). */
  onProblem(problem: string | null): void;
}

/**
 * A given task's steps, each ticked done or open again by the colleague it was given to; the steps
 * themselves are the owner's to write.
 */
export function AssignedSubTasks({ task, onProblem }: Props) {
  const { t } = useTranslation('tasks');
  const ticks = useAssignedTicks(
    `assigned-subtasks-${task.id}`,
    (id, completed) => setAssignedSubTaskCompleted(task.id, id, completed),
    onProblem,
  );
  if (task.subTasks.length === 0) return null;
  return (
    <Box
      component="ul"
      // A list without bullets loses its list role in Safari unless it is given back.
      role="list"
      aria-label={t('assigned.subTasksLabel', { title: task.title })}
      sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}
      data-testid="assigned-subtasks"
    >
      {task.subTasks.map((sub) => {
        const completed = ticks.shown(sub.id, sub.completed);
        return (
          <li key={sub.id}>
            <FormControlLabel
              control={
                <Checkbox size="small" checked={completed} onChange={(e) => ticks.tick(sub.id, e.target.checked)} />
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
