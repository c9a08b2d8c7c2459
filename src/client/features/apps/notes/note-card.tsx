import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { Box, ButtonBase, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Note, NotesLabel } from './notes-api.ts';
import { alignWithPage } from '../../../lib/bidi.ts';

const SHOWN_TASKS = 5;

/** One note in the grid; the whole card opens the note's dialog. */
export function NoteCard({ note, labels, onOpen }: { note: Note; labels: NotesLabel[]; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notes');
  const done = note.tasks.filter((x) => x.completed).length;
  const titled = note.title || note.content.slice(0, 60) || t('card.untitled');
  const reminder = note.reminder
    ? new Intl.DateTimeFormat(i18n.language, {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(note.reminder))
    : null;
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="note-card"
      sx={{ breakInside: 'avoid', mb: 2, borderRadius: 2, overflow: 'hidden', display: 'block' }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={t('card.open', { title: titled })}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'start',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        {note.image && (
          <Box
            component="img"
            src={note.image}
            alt=""
            sx={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover' }}
          />
        )}
        <Box sx={{ p: 2 }}>
          {note.title && (
            // What people write keeps its own direction (an English note's full stop at its end in
            // an Arabic page), aligned with the page.
            <Typography
              component="h3"
              dir="auto"
              sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5, overflowWrap: 'anywhere', ...alignWithPage }}
            >
              {note.title}
            </Typography>
          )}
          {note.content && (
            <Typography
              variant="body2"
              dir="auto"
              sx={{
                ...alignWithPage,
                color: 'text.secondary',
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 8,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {note.content}
            </Typography>
          )}
          {note.tasks.length > 0 && (
            // Plain boxes, not a list: the card is one button, which holds phrasing content only.
            <Box sx={{ mt: 1 }}>
              {note.tasks.slice(0, SHOWN_TASKS).map((task) => (
                <Stack key={task.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25 }}>
                  {task.completed ? (
                    <CheckBox fontSize="small" color="primary" aria-hidden />
                  ) : (
                    <CheckBoxOutlineBlank fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
                  )}
                  <Typography
                    component="span"
                    variant="body2"
                    dir="auto"
                    sx={{
                      textDecoration: task.completed ? 'line-through' : 'none',
                      color: task.completed ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {task.content}
                  </Typography>
                </Stack>
              ))}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('card.tasksDone', { done, count: note.tasks.length })}
              </Typography>
            </Box>
          )}
          {(reminder || note.labels.length > 0) && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
              {reminder && (
                <Chip
                  size="small"
                  icon={<AlarmOutlined />}
                  label={reminder}
                  aria-label={t('card.reminder', { date: reminder })}
                />
              )}
              {note.labels.map((id) => {
                const label = labels.find((l) => l.id === id);
                return label ? (
                  <Chip key={id} size="small" variant="outlined" label={<bdi>{label.title}</bdi>} />
                ) : null;
              })}
            </Stack>
          )}
        </Box>
      </ButtonBase>
    </Paper>
  );
}
