import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTES_LABEL_TITLE_MAX_LENGTH, notesLabelTitleSchema } from '../../../../domain/notes-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { createLabel, deleteLabel, NOTES_KEY, renameLabel, type NotesLabel } from './notes-api.ts';

function LabelRow({ label, onError }: { label: NotesLabel; onError: (e: unknown) => void }) {
  const { t } = useTranslation('notes');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(label.title);
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTES_KEY });
  const rename = useMutation({ mutationFn: () => renameLabel(label.id, title), onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: () => deleteLabel(label.id), onSuccess: refresh, onError });
  return (
    <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        fullWidth
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{
          htmlInput: {
            'aria-label': t('labelsDialog.rename', { title: label.title }),
            maxLength: NOTES_LABEL_TITLE_MAX_LENGTH,
          },
        }}
      />
      <IconButton
        aria-label={t('labelsDialog.save', { title: label.title })}
        disabled={title.trim() === label.title || !title.trim() || rename.isPending}
        onClick={() => rename.mutate()}
      >
        <Check />
      </IconButton>
      <IconButton
        aria-label={t('labelsDialog.delete', { title: label.title })}
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
      >
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}

/** Create, rename and delete the owner's labels. */
export function LabelsDialog({ labels, onClose }: { labels: NotesLabel[]; onClose: () => void }) {
  const { t } = useTranslation('notes');
  const say = useMessage();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (e: unknown) => setProblem(say(e as Error) ?? t('failed'));
  const add = useMutation({
    mutationFn: (name: string) => createLabel(name),
    onSuccess: () => {
      setTitle('');
      setProblem(null);
      void queryClient.invalidateQueries({ queryKey: NOTES_KEY });
    },
    onError,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = notesLabelTitleSchema.safeParse(title);
    if (!checked.success) return setProblem(say(checked.error.issues[0]?.message) ?? t('failed'));
    add.mutate(checked.data);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="labels-dialog-title">
      <DialogTitle id="labels-dialog-title">{t('labelsDialog.title')}</DialogTitle>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('labelsDialog.newLabel')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: NOTES_LABEL_TITLE_MAX_LENGTH } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('labelsDialog.add')}
          </Button>
        </Stack>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {labels.map((label) => (
            <LabelRow key={`${label.id}:${label.title}`} label={label} onError={onError} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('labelsDialog.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
