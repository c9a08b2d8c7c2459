import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import {
  Alert,
  Box,
  Button,
  Drawer,
  Paper,
  Skeleton,
  Snackbar,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../../domain/constants.ts';
import type { TaskType } from '../../../../domain/tasks-schemas.ts';
import type { TaskInput } from '../../../graphql/graphql.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { MovablePlace, useMovableContent } from '../../../lib/movable-content.tsx';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';
import { AssignedTasks } from './assigned-tasks.tsx';
import { TaskDetail } from './task-detail.tsx';
import { TasksTabs, tasksTabId, type TasksView } from './tasks-tabs.tsx';
import { TaskRow, TaskRowFace } from './task-row.tsx';
import {
  createTask,
  deleteTask,
  fetchAssignees,
  fetchTasks,
  moveTask,
  TASKS_KEY,
  updateTask,
  type Task,
} from './tasks-api.ts';

const LIST_KEY = [...TASKS_KEY, 'list'] as const;
const ASSIGNEES_KEY = [...TASKS_KEY, 'assignees'] as const;

/** Up and down arrows move the dragged row one place, onto the next row's spot. */
const rowStep: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
  event.preventDefault();
  const rects = [...context.droppableRects.values()].sort((a, b) => a.top - b.top);
  const active = context.collisionRect;
  if (!rects.length || !active) return undefined;
  const centre = active.top + active.height / 2;
  let index = rects.findIndex((r) => centre >= r.top && centre <= r.top + r.height);
  if (index < 0) index = centre < rects[0]!.top ? 0 : rects.length - 1;
  const target = rects[Math.min(rects.length - 1, Math.max(0, index + (event.code === 'ArrowDown' ? 1 : -1)))]!;
  return { x: currentCoordinates.x, y: currentCoordinates.y + (target.top + target.height / 2 - centre) };
};

/** The list with `id` moved to `position`, numbered again from 0: what the server will also decide. */
function reordered(list: Task[], id: string, position: number): Task[] {
  const moving = list.find((x) => x.id === id);
  if (!moving) return list;
  const rest = list.filter((x) => x.id !== id);
  rest.splice(position, 0, moving);
  return rest.map((x, i) => ({ ...x, order: i }));
}

/** Open tasks of each section (by the section's id), counted down to the next section. */
function leftBySection(list: Task[]): Map<string, number> {
  const left = new Map<string, number>();
  let current: string | null = null;
  for (const x of list) {
    if (x.type === 'section') {
      current = x.id;
      left.set(x.id, 0);
    } else if (current && !x.completed) left.set(current, (left.get(current) ?? 0) + 1);
  }
  return left;
}

/**
 * The tasks app: the reader's own list, and (`?view=assigned`) the tasks colleagues gave them.
 * A notification of a task given leads to the second.
 */
export default function TasksPage() {
  const { params, update } = useSearchParamsUpdate();
  const view: TasksView = params.get('view') === 'assigned' ? 'assigned' : 'mine';
  const tabs = <TasksTabs view={view} onChange={(next) => update({ view: next === 'mine' ? null : next })} />;
  return view === 'assigned' ? <AssignedView tabs={tabs} /> : <MyTasks tabs={tabs} />;
}

function AssignedView({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('tasks');
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      {tabs}
      <Paper
        variant="outlined"
        role="tabpanel"
        aria-labelledby={tasksTabId('assigned')}
        sx={{ borderRadius: 2, overflow: 'hidden' }}
      >
        <AssignedTasks />
      </Paper>
    </Box>
  );
}

/** The owner's list in sections, reordered by dragging, with a detail panel. */
function MyTasks({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('tasks');
  const say = useMessage();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | { type: TaskType } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);

  // Ticks not yet confirmed by a fresh list. They show at once, in the click's own render (a
  // controlled checkbox would otherwise spring back until the cache changes), and an answer that
  // left the server before the tick (a move's, a refetch's) cannot untick them.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(new Map());
  // Counts the ticks made, so a move can tell whether its answer is still the whole truth.
  const ticks = useRef(0);
  const tasks = useQuery({ queryKey: LIST_KEY, queryFn: fetchTasks });
  const assignees = useQuery({ queryKey: ASSIGNEES_KEY, queryFn: fetchAssignees, staleTime: 5 * 60_000 });
  const assigneeById = new Map(assignees.data?.map((a) => [a.id, a]));
  const assigneeOf = (task: Task) => (task.assignedTo ? assigneeById.get(task.assignedTo) : undefined);
  const list = (tasks.data ?? []).map((x) => (ticking.has(x.id) ? { ...x, completed: ticking.get(x.id)! } : x));
  const byId = new Map(list.map((x) => [x.id, x]));
  const open = typeof selected === 'string' ? byId.get(selected) : (selected ?? undefined);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TASKS_KEY });
  const onError = (e: unknown) => {
    setNotice(say(e as Error) ?? t('failed'));
    void refresh();
  };

  const save = useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TaskInput }) => {
      if (id) return updateTask(id, input);
      // A new section starts at the top; a new task at the top of the first section.
      const position = input.type === 'section' ? 0 : list[0]?.type === 'section' ? 1 : 0;
      return createTask(input, position);
    },
    onSuccess: async (row, { id, input }) => {
      setFailure(null);
      setNotice(id ? t('saved') : input.type === 'section' ? t('sectionCreated') : t('created'));
      await refresh();
      if (!id) setSelected(row.id);
    },
    onError: (e) => setFailure(say(e as Error) ?? t('failed')),
  });
  const toggle = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => updateTask(id, { completed }),
    onError: (e) => setNotice(say(e as Error) ?? t('failed')),
    onSettled: async (_row, _error, { id }) => {
      await refresh();
      setTicking((old) => {
        const next = new Map(old);
        next.delete(id);
        return next;
      });
    },
  });
  const tick = (id: string, completed: boolean) => {
    ticks.current += 1;
    setTicking((old) => new Map(old).set(id, completed));
    toggle.mutate({ id, completed });
  };
  const move = useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) => moveTask(id, position),
    onMutate: async ({ id, position }) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      queryClient.setQueryData<Task[]>(LIST_KEY, (old) => (old ? reordered(old, id, position) : old));
      return ticks.current;
    },
    // The server's order is the one that counts (another move may have come first). A tick made while
    // the move was on its way may not be in that answer: then the list is fetched again instead.
    onSuccess: (fresh, _move, ticksBefore) => {
      if (ticksBefore === ticks.current) queryClient.setQueryData(LIST_KEY, fresh);
      else void refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteTask,
    onSuccess: async () => {
      setSelected(null);
      setNotice(t('deleted'));
      await refresh();
    },
    onError: (e) => setFailure(say(e as Error) ?? t('failed')),
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowStep }),
  );
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? '';
  const placeOf = (id: string | number | undefined) => (id === undefined ? 0 : list.findIndex((x) => x.id === id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('drag.start', { title: titleOf(active.id), place: placeOf(active.id), count: list.length }),
    onDragOver: ({ active, over }) =>
      t('drag.over', { title: titleOf(active.id), place: placeOf(over?.id ?? active.id), count: list.length }),
    onDragEnd: ({ active, over }) =>
      t('drag.end', { title: titleOf(active.id), place: placeOf(over?.id ?? active.id), count: list.length }),
    onDragCancel: ({ active }) => t('drag.cancel', { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    setOverId(null);
    if (!over || over.id === active.id) return;
    const position = list.findIndex((x) => x.id === over.id);
    if (position >= 0) move.mutate({ id: String(active.id), position });
  };
  const from = dragging ? list.findIndex((x) => x.id === dragging) : -1;
  const dropSideOf = (index: number, id: string) =>
    dragging && overId === id && id !== dragging ? (index > from ? 'after' : 'before') : null;

  const onlyTasks = list.filter((x) => x.type === 'task');
  const left = onlyTasks.filter((x) => !x.completed).length;
  const sectionLeft = leftBySection(list);

  let body;
  if (tasks.isPending) {
    body = (
      <Box aria-busy="true" aria-label={t('loading')} sx={{ p: 2 }}>
        {[40, 56, 56, 56, 40, 56, 56].map((h, i) => (
          <Skeleton key={i} variant="rounded" height={h} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  } else if (tasks.isError) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void tasks.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
        <TaskAltOutlined sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} aria-hidden />
        <Typography component="h2" variant="h6" sx={{ color: 'text.primary' }}>
          {t('empty')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
          {t('emptyText')}
        </Typography>
      </Box>
    );
  } else {
    const active = dragging ? byId.get(dragging) : undefined;
    body = (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
        onDragStart={({ active: a }) => setDragging(String(a.id))}
        onDragOver={({ over }) => setOverId(over ? String(over.id) : null)}
        onDragCancel={() => {
          setDragging(null);
          setOverId(null);
        }}
        onDragEnd={onDragEnd}
      >
        <Box component="ul" aria-label={t('listLabel')} sx={{ m: 0, p: 0 }} data-testid="task-list">
          {list.map((task, i) => (
            <TaskRow
              key={task.id}
              task={task}
              assignee={assigneeOf(task)}
              selected={open !== undefined && 'id' in open && open.id === task.id}
              sectionLeft={sectionLeft.get(task.id)}
              dropSide={dropSideOf(i, task.id)}
              onToggle={(completed) => tick(task.id, completed)}
              onOpen={() => {
                setFailure(null);
                setSelected(task.id);
              }}
            />
          ))}
        </Box>
        <DragOverlay>
          {active ? (
            <Paper elevation={8} sx={{ display: 'flex', px: 2, py: 1, cursor: 'grabbing' }}>
              <TaskRowFace task={active} assignee={assigneeOf(active)} />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    );
  }

  const detail = open ? (
    <TaskDetail
      key={'id' in open ? open.id : `new-${open.type}`}
      task={open}
      assignees={assignees.data ?? []}
      busy={save.isPending || remove.isPending}
      failure={failure}
      onSave={(input) => save.mutate({ id: 'id' in open ? open.id : undefined, input })}
      onDelete={() => 'id' in open && remove.mutate(open.id)}
      onClose={() => {
        setSelected(null);
        setFailure(null);
      }}
    />
  ) : null;

  // The same panel beside the list on a wide screen and in a drawer below it: moved, not remounted,
  // when the breakpoint is crossed (a resized window, a full-page screenshot), so a half-typed task stays.
  const detailPane = useMovableContent(
    detail && (
      <Box
        sx={{ display: 'contents' }}
        // In the drawer, Escape closes it as the drawer's own content would.
        onKeyDown={(e) => {
          if (!wide && e.key === 'Escape' && !e.defaultPrevented) setSelected(null);
        }}
      >
        {detail}
      </Box>
    ),
  );

  const startNew = (type: TaskType) => {
    setFailure(null);
    setSelected({ type });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700 }}>
            {t('title')}
          </Typography>
          {tasks.isSuccess && (
            <Typography variant="body2" color="text.secondary" data-testid="tasks-remaining">
              {t('remaining', { count: left })} ·{' '}
              {t('summary', { done: onlyTasks.length - left, total: onlyTasks.length })}
            </Typography>
          )}
        </Box>
        {/* On a phone the two buttons share a line of their own, each half of it. */}
        <Stack
          direction="row"
          sx={{ gap: 1, width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}
        >
          <Button variant="outlined" startIcon={<PlaylistAdd />} onClick={() => startNew('section')}>
            {t('addSection')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => startNew('task')}>
            {t('addTask')}
          </Button>
        </Stack>
      </Stack>
      {tabs}
      <Stack
        direction="row"
        role="tabpanel"
        aria-labelledby={tasksTabId('mine')}
        sx={{ gap: 2, alignItems: 'flex-start' }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('listLabel')}
          sx={{ flex: 1, minWidth: 0, borderRadius: 2, overflow: 'hidden' }}
        >
          {body}
        </Paper>
        {wide && detail && (
          <Paper
            variant="outlined"
            component="aside"
            sx={{
              width: 420,
              flexShrink: 0,
              borderRadius: 2,
              position: 'sticky',
              top: 80,
              maxHeight: 'calc(100vh - 112px)',
            }}
          >
            <MovablePlace content={detailPane} />
          </Paper>
        )}
      </Stack>
      {!wide && (
        <Drawer
          anchor="right"
          open={Boolean(detail)}
          onClose={() => setSelected(null)}
          slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
        >
          {detail && <MovablePlace content={detailPane} />}
        </Drawer>
      )}
      {detailPane.portal}
      <Snackbar
        open={notice !== null}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
