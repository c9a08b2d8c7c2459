import { useDraggable, useDroppable } from '@dnd-kit/core';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { Box, ButtonBase, Checkbox, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { Assignee, Task } from './tasks-api.ts';
import { formatDueDate, isOverdue } from './task-dates.ts';

function PersonChip({
  person,
  label = person.name,
  title,
  testId,
}: {
  person: Assignee;
  label?: string;
  title: string;
  testId: string;
}) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      avatar={<MemberAvatar member={person} size={20} />}
      label={label}
      title={title}
      data-testid={testId}
    />
  );
}

/** What a row shows: the section's heading, or a task's checkbox, title and facts (with whom it is given to). */
export function TaskRowFace({
  task,
  sectionLeft,
  assignee,
  owner,
}: {
  task: Task;
  sectionLeft?: number;
  assignee?: Assignee;
  /** Whose list the task is on, when a colleague gave it to the reader. */
  owner?: Assignee;
}) {
  const { t, i18n } = useTranslation('tasks');
  if (task.type === 'section')
    return (
      <Stack component="span" direction="row" sx={{ alignItems: 'baseline', gap: 1, flex: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: 15, textTransform: 'uppercase', letterSpacing: 0.5, flex: 1 }}
          noWrap
        >
          {task.title}
        </Typography>
        {sectionLeft !== undefined && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {t('row.sectionCount', { count: sectionLeft })}
          </Typography>
        )}
      </Stack>
    );
  const done = task.subTasks.filter((s) => s.completed).length;
  const overdue = isOverdue(task);
  return (
    <Box component="span" sx={{ display: 'block', flex: 1, minWidth: 0 }}>
      <Typography
        component="span"
        sx={{
          display: 'block',
          fontWeight: 500,
          textDecoration: task.completed ? 'line-through' : 'none',
          color: task.completed ? 'text.secondary' : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {task.title}
      </Typography>
      <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}>
        {task.priority !== 1 && (
          <Chip
            component="span"
            size="small"
            variant="outlined"
            color={task.priority === 2 ? 'error' : 'default'}
            icon={task.priority === 2 ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
            label={t('priorityOf', { priority: t(`priority.${task.priority}`) })}
          />
        )}
        {task.dueDate && (
          <Chip
            component="span"
            size="small"
            variant="outlined"
            color={overdue ? 'error' : 'default'}
            icon={<CalendarTodayOutlined />}
            label={t(overdue ? 'row.overdue' : 'row.due', { date: formatDueDate(task.dueDate, i18n.language) })}
          />
        )}
        {task.subTasks.length > 0 && (
          <Chip
            component="span"
            size="small"
            variant="outlined"
            icon={<ChecklistOutlined />}
            label={t('row.subTasks', { done, count: task.subTasks.length })}
          />
        )}
        {assignee && (
          <PersonChip person={assignee} title={t('row.assignedTo', { name: assignee.name })} testId="task-assignee" />
        )}
        {owner && (
          <PersonChip
            person={owner}
            label={t('row.from', { name: owner.name })}
            title={t('row.fromOwner', { name: owner.name })}
            testId="task-owner"
          />
        )}
        {task.tags.map((tag) => (
          <Chip
            component="span"
            key={tag}
            size="small"
            label={t(`tagNames.${tag}`)}
            sx={{ bgcolor: 'action.selected' }}
          />
        ))}
      </Stack>
    </Box>
  );
}

export interface TaskRowProps {
  task: Task;
  /** The colleague the task is given to. */
  assignee?: Assignee;
  selected: boolean;
  /** The section's tasks not done yet (for a section row). */
  sectionLeft?: number;
  /** Where the dragged row would land relative to this one, for the drop line. */
  dropSide: 'before' | 'after' | null;
  onToggle: (completed: boolean) => void;
  onOpen: () => void;
}

/** One row of the list: a drag handle (pointer or keyboard), a drop target, and the row's face. */
export function TaskRow({ task, assignee, selected, sectionLeft, dropSide, onToggle, onOpen }: TaskRowProps) {
  const { t } = useTranslation('tasks');
  const drag = useDraggable({ id: task.id });
  const drop = useDroppable({ id: task.id });
  const section = task.type === 'section';
  return (
    <Box
      component="li"
      ref={drop.setNodeRef}
      data-testid="task-row"
      data-type={task.type}
      data-id={task.id}
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        alignItems: section ? 'center' : 'flex-start',
        gap: 0.5,
        px: 1,
        py: section ? 1.25 : 0.75,
        mt: section && task.order > 0 ? 2 : 0,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : section ? 'action.hover' : 'background.paper',
        opacity: drag.isDragging ? 0.4 : 1,
        // The line where the dragged row will land.
        boxShadow:
          dropSide === 'before'
            ? `inset 0 3px 0 ${theme.palette.primary.main}`
            : dropSide === 'after'
              ? `inset 0 -3px 0 ${theme.palette.primary.main}`
              : 'none',
      })}
    >
      <IconButton
        ref={drag.setActivatorNodeRef}
        size="small"
        {...drag.attributes}
        {...drag.listeners}
        aria-label={t('row.drag', { title: task.title })}
        sx={{ cursor: 'grab', touchAction: 'none', color: 'text.secondary', mt: section ? 0 : 0.25 }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box ref={drag.setNodeRef} sx={{ display: 'flex', alignItems: 'flex-start', flex: 1, minWidth: 0, gap: 0.5 }}>
        {!section && (
          <Checkbox
            checked={task.completed}
            onChange={(e) => onToggle(e.target.checked)}
            slotProps={{ input: { 'aria-label': t('row.complete', { title: task.title }) } }}
            sx={{ p: 0.75 }}
          />
        )}
        <ButtonBase
          onClick={onOpen}
          aria-label={t('row.open', { title: task.title })}
          aria-pressed={selected}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'start',
            borderRadius: 1,
            px: 0.5,
            py: 0.5,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          <TaskRowFace task={task} sectionLeft={sectionLeft} assignee={assignee} />
        </ButtonBase>
      </Box>
    </Box>
  );
}
