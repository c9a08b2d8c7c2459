import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';
import { useNotify } from '../notifications/notification-context.ts';
import { formatEventTime } from '../../lib/format-date.ts';
import { useAddEvent, useDeleteEvent, useUpcomingEvents } from './quick-panel-api.ts';

export function EventsSection() {
  const { t, i18n } = useTranslation('shell');
  const translate = useMessage();
  const notify = useNotify();
  const events = useUpcomingEvents(true);
  const add = useAddEvent();
  const remove = useDeleteEvent();
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [when, setWhen] = useState('');
  const [allDay, setAllDay] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !when) return;
    // datetime-local / date inputs are in the user's own time zone; the API stores an instant.
    const startsAt = new Date(allDay ? `${when}T00:00` : when).toISOString();
    add.mutate(
      { title: title.trim(), startsAt, allDay },
      {
        onSuccess: () => {
          setTitle('');
          setWhen('');
          setAdding(false);
          notify(t('quickPanel.eventAdded'), { severity: 'success' });
        },
        onError: (error) => notify(translate(error) ?? t('quickPanel.failed'), { severity: 'error', variant: 'toast' }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="quick-events-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="quick-events-title" component="h3" sx={{ flex: 1, fontWeight: 700, fontSize: '0.9375rem' }}>
          {t('quickPanel.events')}
        </Typography>
        {!adding && (
          <Button size="small" onClick={() => setAdding(true)}>
            {t('quickPanel.addEvent')}
          </Button>
        )}
      </Stack>
      {adding && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
          <TextField
            size="small"
            label={t('quickPanel.eventTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            type={allDay ? 'date' : 'datetime-local'}
            label={t('quickPanel.eventStart')}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={allDay}
                onChange={(e) => {
                  setAllDay(e.target.checked);
                  setWhen('');
                }}
              />
            }
            label={t('quickPanel.allDay')}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" color="inherit" onClick={() => setAdding(false)}>
              {t('quickPanel.cancel')}
            </Button>
            <Button size="small" type="submit" variant="contained" disabled={!title.trim() || !when || add.isPending}>
              {t('quickPanel.save')}
            </Button>
          </Stack>
        </Box>
      )}
      {events.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : events.isError ? (
        <Typography variant="body2" color="error">
          {t('quickPanel.loadFailed')}
        </Typography>
      ) : events.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {t('quickPanel.noEvents')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="quick-events">
          {events.data.map((event) => (
            <ListItem
              key={event.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('quickPanel.deleteNamed', { title: event.title })}
                  onClick={() => remove.mutate(event.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              }
              sx={{ borderInlineStart: 3, borderColor: 'primary.main', ps: 1.5, pe: 6, mb: 1 }}
            >
              <ListItemText
                primary={event.title}
                secondary={
                  event.allDay
                    ? `${formatEventTime(event.startsAt, true, i18n.language)} · ${t('quickPanel.allDay')}`
                    : formatEventTime(event.startsAt, false, i18n.language)
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                sx={{ my: 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
