import { Chip, Stack, Tab, Tabs } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { graphql } from '../../../graphql/gql.ts';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription.ts';
import { ASSIGNED_KEY, fetchAssignedTasks, TASKS_KEY } from './tasks-api.ts';

// The tasks app's own view of the live notifications: only where each leads.
const TASK_NOTICES = graphql(`
  subscription TaskNotices {
    notificationAdded {
      link
    }
  }
`);

export type TasksView = 'mine' | 'assigned';

export const tasksTabId = (view: TasksView) => `tasks-tab-${view}`;

/** The two lists of the tasks app: one's own, and the tasks colleagues gave one (open ones counted). */
export function TasksTabs({ view, onChange }: { view: TasksView; onChange: (view: TasksView) => void }) {
  const { t } = useTranslation('tasks');
  const client = useQueryClient();
  const assigned = useQuery({ queryKey: ASSIGNED_KEY, queryFn: fetchAssignedTasks });
  // A task given to the reader, or one of theirs ticked done by a colleague, shows while the page is open.
  useLiveSubscription(TASK_NOTICES, {}, ({ notificationAdded }) => {
    if (notificationAdded.link?.startsWith(clientPaths.appsTasks))
      void client.invalidateQueries({ queryKey: TASKS_KEY });
  });
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
