import DeleteOutline from '@mui/icons-material/DeleteOutline';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';
import { useNotify } from '../notifications/notification-context.ts';
import { useAddNote, useDeleteNote, useQuickNotes } from './quick-panel-api.ts';

export function NotesSection() {
  const { t } = useTranslation('shell');
  const translate = useMessage();
  const notify = useNotify();
  const notes = useQuickNotes(true);
  const add = useAddNote();
  const remove = useDeleteNote();
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    add.mutate(
      { title: title.trim(), content },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          setAdding(false);
          notify(t('quickPanel.noteAdded'), { severity: 'success' });
        },
        onError: (error) => notify(translate(error) ?? t('quickPanel.failed'), { severity: 'error', variant: 'toast' }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="quick-notes-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="quick-notes-title" component="h3" sx={{ flex: 1, fontWeight: 700, fontSize: '0.9375rem' }}>
          {t('quickPanel.notes')}
        </Typography>
        {!adding && (
          <Button size="small" onClick={() => setAdding(true)}>
            {t('quickPanel.addNote')}
          </Button>
        )}
      </Stack>
      {adding && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
          <TextField
            size="small"
            label={t('quickPanel.noteTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            label={t('quickPanel.noteContent')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" color="inherit" onClick={() => setAdding(false)}>
              {t('quickPanel.cancel')}
            </Button>
            <Button size="small" type="submit" variant="contained" disabled={!title.trim() || add.isPending}>
              {t('quickPanel.save')}
            </Button>
          </Stack>
        </Box>
      )}
      {notes.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : notes.isError ? (
        <Typography variant="body2" color="error">
          {t('quickPanel.loadFailed')}
        </Typography>
      ) : notes.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {t('quickPanel.noNotes')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="quick-notes">
          {notes.data.map((note) => (
            <ListItem
              key={note.id}
              disableGutters
              alignItems="flex-start"
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('quickPanel.deleteNamed', { title: note.title })}
                  onClick={() => remove.mutate(note.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              }
              sx={{ bgcolor: 'action.hover', borderRadius: 2, mb: 1, px: 1.5, py: 1, pe: 6 }}
            >
              <StickyNote2Outlined fontSize="small" sx={{ color: 'warning.main', me: 1.25, mt: 0.5 }} aria-hidden />
              <ListItemText
                primary={note.title || note.content}
                secondary={(note.title && note.content) || undefined}
                slotProps={{
                  primary: { sx: { fontWeight: 600 } },
                  secondary: {
                    sx: { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
                  },
                }}
                sx={{ my: 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
