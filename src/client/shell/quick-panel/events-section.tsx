import { FormControlLabel, ListItemText, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../lib/format-date.ts';
import { useAddEvent, useDeleteEvent, useUpcomingEvents } from './quick-panel-api.ts';
import { QuickPanelSection, useAddOutcome } from './quick-panel-section.tsx';

export function EventsSection() {
  const { t, i18n } = useTranslation('shell');
  const outcome = useAddOutcome();
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
      outcome(t('quickPanel.eventAdded'), () => {
        setTitle('');
        setWhen('');
        setAdding(false);
      }),
    );
  };

  return (
    <QuickPanelSection
      name="events"
      title={t('quickPanel.events')}
      addLabel={t('quickPanel.addEvent')}
      emptyText={t('quickPanel.noEvents')}
      items={events}
      skeletonHeight={48}
      onDelete={(event) => remove.mutate(event.id)}
      itemSx={{ borderInlineStart: 3, borderColor: 'primary.main', ps: 1.5, pe: 6, mb: 1 }}
      form={{
        open: adding,
        setOpen: setAdding,
        onSubmit: submit,
        canSave: !!title.trim() && !!when && !add.isPending,
        titleLabel: t('quickPanel.eventTitle'),
        title,
        setTitle,
        fields: (
          <>
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
          </>
        ),
      }}
      renderItem={(event) => (
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
      )}
    />
  );
}
