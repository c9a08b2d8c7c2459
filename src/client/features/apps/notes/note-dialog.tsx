import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filePath } from '../../../../domain/file-paths.ts';
import {
  NOTE_TASK_MAX_LENGTH,
  NOTE_TITLE_MAX_LENGTH,
  noteSchema,
  type NoteInput,
} from '../../../../domain/notes-schemas.ts';
import { ChecklistEditor, withDraft, type ChecklistItem } from '../../../components/checklist-editor.tsx';
import { DateTimeField } from '../../../components/date-time-field.tsx';
import { instantOf, localDateTime } from '../../../components/date-time-value.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import type { Note, NotesLabel } from './notes-api.ts';

type TaskDraft = ChecklistItem<'content'>;

export interface NoteDialogProps {
  /** The note being edited, or null for a new one. */
  note: Note | null;
  labels: NotesLabel[];
  /** The label the grid shows, given to a new note. */
  defaultLabelId?: string;
  busy: boolean;
  failure: string | null;
  onSave: (input: NoteInput) => void;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Create or edit a note: title, text, a checklist, an image, a reminder and labels. */
export function NoteDialog(props: NoteDialogProps) {
  const { note, labels, busy, onSave, onClose } = props;
  const { t } = useTranslation('notes');
  const say = useMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [title, setTitle] = useState(note?.title ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  const [tasks, setTasks] = useState<TaskDraft[]>(note?.tasks.map((x) => ({ ...x })) ?? []);
  const [newTask, setNewTask] = useState('');
  const [image, setImage] = useState<string | null>(note?.image ?? null);
  const [reminder, setReminder] = useState(localDateTime(note?.reminder));
  const [chosen, setChosen] = useState<string[]>(note?.labels ?? (props.defaultLabelId ? [props.defaultLabelId] : []));
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      setImage(filePath((await uploadFile('photo', file)).id));
    } catch (e) {
      setProblem(say(e as Error) ?? t('failed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pending = withDraft(tasks, newTask, 'content');
    const when = instantOf(reminder);
    if (reminder && !when) {
      setProblem(t('dialog.reminderIncomplete'));
      return;
    }
    const input: NoteInput = {
      title,
      content,
      tasks: pending,
      image,
      reminder: when || null,
      labels: chosen,
    };
    // The same rule as the server's (a title, some text or a task), checked before sending.
    const checked = noteSchema.safeParse(input);
    if (!checked.success) {
      setProblem(say(checked.error.issues[0]?.message) ?? t('failed'));
      return;
    }
    setProblem(null);
    onSave(input);
  };

  const shown = problem ?? props.failure;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="note-dialog-title">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id="note-dialog-title" sx={{ display: 'flex', alignItems: 'center', pe: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {note ? t('dialog.editTitle') : t('dialog.newTitle')}
          </Box>
          <IconButton aria-label={t('dialog.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {shown && (
              <Alert severity="error" role="alert">
                {shown}
              </Alert>
            )}
            {image && (
              <Box sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={image}
                  alt={t('card.image')}
                  sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 2 }}
                />
                <IconButton
                  aria-label={t('dialog.removeImage')}
                  onClick={() => setImage(null)}
                  sx={{
                    position: 'absolute',
                    top: 8,
                    insetInlineEnd: 8,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            )}
            <TextField
              label={t('dialog.title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              autoFocus={!note}
              slotProps={{ htmlInput: { maxLength: NOTE_TITLE_MAX_LENGTH } }}
            />
            <TextField
              label={t('dialog.content')}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              multiline
              minRows={3}
            />
            <ChecklistEditor
              field="content"
              legend={t('dialog.tasks')}
              items={tasks}
              onChange={setTasks}
              draft={newTask}
              onDraftChange={setNewTask}
              maxLength={NOTE_TASK_MAX_LENGTH}
              labels={{
                done: (content) => t('dialog.taskDone', { content }),
                item: (n) => t('dialog.task', { n }),
                remove: (content) => t('dialog.removeTask', { content }),
                newItem: t('dialog.newTask'),
                add: t('dialog.addTask'),
              }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1 }}>
                <DateTimeField
                  id="note-reminder"
                  label={t('dialog.reminder')}
                  value={reminder}
                  onChange={setReminder}
                />
              </Box>
              {reminder && (
                <Button color="inherit" onClick={() => setReminder('')}>
                  {t('dialog.clearReminder')}
                </Button>
              )}
              <Button
                startIcon={<AddPhotoAlternateOutlined />}
                onClick={() => fileInput.current?.click()}
                disabled={uploading}
                variant="outlined"
              >
                {uploading ? t('dialog.uploading') : image ? t('dialog.changeImage') : t('dialog.addImage')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                hidden
                data-testid="note-image-input"
                onChange={(e) => {
                  void pickImage(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Stack>
            {labels.length > 0 && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  {t('dialog.labels')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {labels.map((label) => {
                    const on = chosen.includes(label.id);
                    return (
                      <Chip
                        key={label.id}
                        label={label.title}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        aria-pressed={on}
                        onClick={() =>
                          setChosen((list) => (on ? list.filter((x) => x !== label.id) : [...list, label.id]))
                        }
                      />
                    );
                  })}
                </Stack>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
          {note &&
            (confirmDelete ? (
              <>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {t('dialog.deleteConfirm')}
                </Typography>
                <Button color="inherit" onClick={() => setConfirmDelete(false)}>
                  {t('dialog.cancel')}
                </Button>
                <Button color="error" variant="contained" onClick={props.onDelete} disabled={busy}>
                  {t('dialog.delete')}
                </Button>
              </>
            ) : (
              <>
                <Button color="error" onClick={() => setConfirmDelete(true)}>
                  {t('dialog.delete')}
                </Button>
                <Button onClick={() => props.onArchive(!note.archived)} disabled={busy}>
                  {note.archived ? t('dialog.restore') : t('dialog.archive')}
                </Button>
              </>
            ))}
          {!confirmDelete && (
            <>
              <Box sx={{ flex: 1 }} />
              <Button color="inherit" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || uploading}>
                {t('dialog.save')}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
