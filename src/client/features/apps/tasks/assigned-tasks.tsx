import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { Alert, Box, Button, Checkbox, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alignWithPage } from '../../../lib/bidi.ts';
import { AssignedSubTasks } from './assigned-subtasks.tsx';
import { TaskRowFace } from './task-row.tsx';
import { ASSIGNED_KEY, fetchAssignedTasks, setAssignedTaskCompleted } from './tasks-api.ts';
import { useAssignedTicks } from './use-assigned-ticks.ts';

/**
 * The tasks colleagues gave the reader: each with whose list it is on, its facts, notes and steps.
 * The reader ticks a task or its steps done or open again; the rest stays its owner's to change.
 */
export function AssignedTasks() {
  const { t } = useTranslation('tasks');
  const assigned = useQuery({ queryKey: ASSIGNED_KEY, queryFn: fetchAssignedTasks });
  const [problem, setProblem] = useState<string | null>(null);
  // The list, re-sorted with done ones last, follows each tick from the server.
  const ticks = useAssignedTicks('assigned-tasks', setAssignedTaskCompleted, setProblem);

  if (assigned.isPending)
    return (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  if (assigned.isError)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" onClick={() => void assigned.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  if (assigned.data.length === 0)
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }} data-testid="assigned-empty">
        <AssignmentIndOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 600, mt: 1 }}>
          {t('assigned.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420 }}>
          {t('assigned.emptyText')}
        </Typography>
      </Stack>
    );
  return (
    <Box>
      {problem && (
        <Alert severity="error" sx={{ m: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Box
        component="ul"
        role="list"
        aria-label={t('assigned.listLabel')}
        sx={{ m: 0, p: 0 }}
        data-testid="assigned-list"
      >
        {assigned.data.map(({ task, owner }) => {
          const completed = ticks.shown(task.id, task.completed);
          return (
            <Stack
              key={task.id}
              component="li"
              direction="row"
              sx={{ listStyle: 'none', gap: 1, px: 1, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
              data-testid="assigned-row"
            >
              <Checkbox
                checked={completed}
                onChange={(e) => ticks.tick(task.id, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('row.complete', { title: task.title }) } }}
                sx={{ alignSelf: 'flex-start' }}
              />
              <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
                <TaskRowFace task={{ ...task, completed }} owner={owner} />
                {task.notes && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    dir="auto"
                    sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...alignWithPage }}
                  >
                    {task.notes}
                  </Typography>
                )}
                <AssignedSubTasks task={task} onProblem={setProblem} />
              </Box>
            </Stack>
          );
        })}
      </Box>
    </Box>
  );
}
