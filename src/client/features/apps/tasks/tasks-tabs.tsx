import { Chip, Stack, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ASSIGNED_KEY, fetchAssignedTasks } from './tasks-api.ts';

export type TasksView = 'mine' | 'assigned';

export const tasksTabId = (view: TasksView) => `tasks-tab-${view}`;

/** The two lists of the tasks app: one's own, and the tasks colleagues gave one (open ones counted). */
export function TasksTabs({ view, onChange }: { view: TasksView; onChange: (view: TasksView) => void }) {
  const { t } = useTranslation('tasks');
  const assigned = useQuery({ queryKey: ASSIGNED_KEY, queryFn: fetchAssignedTasks });
  const open = assigned.data?.filter((a) => !a.task.completed).length ?? 0;
  return (
    <Tabs
      value={view}
      onChange={(_e, next: TasksView) => onChange(next)}
      aria-label={t('views.label')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="mine" id={tasksTabId('mine')} label={t('views.mine')} />
      <Tab
        value="assigned"
        id={tasksTabId('assigned')}
        aria-label={open ? t('views.assignedCount', { count: open }) : t('views.assigned')}
        label={
          // The count sits in the label's flow (not a badge's corner), so it never covers the words either way round.
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            {t('views.assigned')}
            {open > 0 && <Chip size="small" color="primary" label={open} sx={{ height: 20, minWidth: 20 }} />}
          </Stack>
        }
      />
    </Tabs>
  );
}
