import CheckCircle from '@mui/icons-material/CheckCircle';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUBTASK_TITLE_MAX_LENGTH,
  TASK_PRIORITIES,
  TASK_TAGS,
  TASK_TITLE_MAX_LENGTH,
  taskCreateSchema,
  type TaskType,
} from '../../../../domain/tasks-schemas.ts';
import { ChecklistEditor, withDraft, type ChecklistItem } from '../../../components/checklist-editor.tsx';
import { DateField } from '../../../components/date-field.tsx';
import type { TaskInput } from '../../../graphql/graphql.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { Assignee, Task } from './tasks-api.ts';

type SubTaskDraft = ChecklistItem<'title'>;

export interface TaskDetailProps {
  /** The row being edited, or the type of a new one. */
  task: Task | { type: TaskType };
  /** The colleagues the task can be given to. */
  assignees: Assignee[];
  busy: boolean;
  failure: string | null;
  onSave: (input: TaskInput) => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * Only what the panel changed is sent, so a tick given on the row meanwhile (or in another tab)
 * is not undone by saving an older copy of the task.
 */
function changedFrom(saved: Task, input: TaskInput): TaskInput {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const kept = Object.entries(input).filter(([k, v]) => !same(v, saved[k as keyof Task]));
  // Nothing changed: the title is sent, so the save still says "Saved" rather than refusing.
  return kept.length ? Object.fromEntries(kept) : { title: input.title };
}

const isSaved = (task: TaskDetailProps['task']): task is Task => 'id' in task;

/** The detail panel: a task's title, notes, due date, priority, tags and subtasks; a section's title and notes. */
export function TaskDetail({ task, assignees, busy, failure, onSave, onDelete, onClose }: TaskDetailProps) {
  const { t } = useTranslation('tasks');
  const say = useMessage();
  const saved = isSaved(task) ? task : null;
  const section = task.type === 'section';
  const [title, setTitle] = useState(saved?.title ?? '');
  const [notes, setNotes] = useState(saved?.notes ?? '');
  const [completed, setCompleted] = useState(saved?.completed ?? false);
  const [dueDate, setDueDate] = useState(saved?.dueDate ?? '');
  const [priority, setPriority] = useState<number>(saved?.priority ?? 1);
  const [tags, setTags] = useState<string[]>(saved?.tags ?? []);
  const [assignedTo, setAssignedTo] = useState<string | null>(saved?.assignedTo ?? null);
  const assignee = assignees.find((a) => a.id === assignedTo) ?? null;
  const [subTasks, setSubTasks] = useState<SubTaskDraft[]>(saved?.subTasks.map((s) => ({ ...s })) ?? []);
  const [newSubTask, setNewSubTask] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pending = withDraft(subTasks, newSubTask, 'title');
    const input: TaskInput = section
      ? { title, notes }
      : { title, notes, completed, dueDate: dueDate || null, priority, tags, subTasks: pending, assignedTo };
    // The server's rules, checked before sending so the words show at once.
    const checked = taskCreateSchema.safeParse({ ...input, type: task.type });
    if (!checked.success) {
      setProblem(say(checked.error.issues[0]?.message) ?? t('failed'));
      return;
    }
    setProblem(null);
    setNewSubTask('');
    setSubTasks(pending);
    onSave(saved ? changedFrom(saved, input) : { ...input, type: task.type });
  };

  const heading = section ? t('detail.sectionHeading') : t('detail.taskHeading');
  const shown = problem ?? failure;
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="task-detail-heading"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid="task-detail"
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="task-detail-heading" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {heading}
        </Typography>
        <IconButton aria-label={t('detail.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={2.5} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        {shown && (
          <Alert severity="error" role="alert">
            {shown}
          </Alert>
        )}
        {!section && (
          <Button
            variant={completed ? 'contained' : 'outlined'}
            color={completed ? 'success' : 'inherit'}
            startIcon={completed ? <CheckCircle /> : <CheckCircleOutline />}
            onClick={() => setCompleted((c) => !c)}
            aria-pressed={completed}
            sx={{ alignSelf: 'flex-start' }}
          >
            {completed ? t('detail.completed') : t('detail.markDone')}
          </Button>
        )}
        <TextField
          label={t('detail.title')}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setProblem(null);
          }}
          autoFocus={!saved}
          required
          slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX_LENGTH } }}
        />
        {!section && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 1 }}>
              <DateField id="task-due-date" label={t('detail.dueDate')} value={dueDate} onChange={setDueDate} />
            </Box>
            <TextField
              select
              label={t('detail.priority')}
              value={priority}
              onChange={(e) => setPriority(Number(e.target.value))}
              sx={{ flex: 1 }}
            >
              {TASK_PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`priority.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
        {!section && (
          <Autocomplete
            options={assignees}
            value={assignee}
            onChange={(_e, picked) => setAssignedTo(picked?.id ?? null)}
            getOptionLabel={(a) => a.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('detail.noColleague')}
            renderOption={({ key, ...props }, a) => (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
                <MemberAvatar member={a} size={28} />
                {a.name}
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('detail.assignedTo')}
                placeholder={assignedTo ? undefined : t('detail.nobody')}
                InputProps={{
                  ...params.InputProps,
                  startAdornment: assignee ? (
                    <Box sx={{ display: 'flex', ms: 0.5 }}>
                      <MemberAvatar member={assignee} size={24} />
                    </Box>
                  ) : undefined,
                }}
              />
            )}
          />
        )}
        {!section && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('detail.tags')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {TASK_TAGS.map((tag) => {
                const on = tags.includes(tag);
                return (
                  <Chip
                    key={tag}
                    label={t(`tagNames.${tag}`)}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() => setTags((list) => (on ? list.filter((x) => x !== tag) : [...list, tag]))}
                  />
                );
              })}
            </Stack>
          </Box>
        )}
        <TextField
          label={t('detail.notes')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={3}
        />
        {!section && (
          <ChecklistEditor
            field="title"
            legend={t('detail.subTasks')}
            items={subTasks}
            onChange={setSubTasks}
            draft={newSubTask}
            onDraftChange={setNewSubTask}
            maxLength={SUBTASK_TITLE_MAX_LENGTH}
            labels={{
              done: (title) => t('detail.subTaskDone', { title }),
              item: (n) => t('detail.subTask', { n }),
              remove: (title) => t('detail.removeSubTask', { title }),
              newItem: t('detail.newSubTask'),
              add: t('detail.addSubTask'),
            }}
          />
        )}
      </Stack>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
      >
        {saved && confirmDelete ? (
          <>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {t('detail.deleteConfirm')}
            </Typography>
            <Button color="inherit" onClick={() => setConfirmDelete(false)}>
              {t('detail.cancel')}
            </Button>
            <Button color="error" variant="contained" onClick={onDelete} disabled={busy}>
              {t('detail.delete')}
            </Button>
          </>
        ) : (
          <>
            {saved && (
              <Button color="error" onClick={() => setConfirmDelete(true)}>
                {t('detail.delete')}
              </Button>
            )}
            <Box sx={{ flex: 1 }} />
            <Button color="inherit" onClick={onClose}>
              {t('detail.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('detail.save')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
