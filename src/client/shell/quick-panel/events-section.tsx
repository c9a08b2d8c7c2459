import { FormControlLabel, ListItemText, Switch } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { DateTimeField } from '../../components/date-time-field.tsx';
import { instantOf } from '../../components/date-time-value.ts';
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

  // The fields hold the user's own time zone's day or day and time; the API stores an instant.
  const startsAt = instantOf(allDay ? `${when}T00:00` : when);
  // All day, the field holds a day; otherwise a day and a time.
  const When = allDay ? DateField : DateTimeField;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !startsAt) return;
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
        canSave: !!title.trim() && !!startsAt && !add.isPending,
        titleLabel: t('quickPanel.eventTitle'),
        title,
        setTitle,
        fields: (
          <>
            <When
              id="quick-event-start"
              size="small"
              label={t('quickPanel.eventStart')}
              value={when}
              onChange={setWhen}
              required
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
