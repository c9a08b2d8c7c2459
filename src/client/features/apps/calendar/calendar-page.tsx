import type { DatesSetArg, DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import trLocale from '@fullcalendar/core/locales/tr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import MenuIcon from '@mui/icons-material/Menu';
import {
  Alert,
  alpha,
  Box,
  Button,
  Drawer,
  IconButton,
  LinearProgress,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEventInput, CalendarLabelInput } from '../../../../domain/calendar-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { useNotify } from '../../../shell/notifications/notification-context.ts';
import {
  CALENDAR_KEY,
  createEvent,
  createLabel,
  deleteEvent,
  deleteLabel,
  fetchEvents,
  fetchLabels,
  QUICK_PANEL_EVENTS_KEY,
  updateEvent,
  updateLabel,
  type CalendarEventItem,
  type CalendarLabelItem,
} from './calendar-api.ts';
import { rangeOf, utcDay } from './calendar-dates.ts';
import { CalendarLabels } from './calendar-labels.tsx';
import { EventDialog, type EventDraft } from './event-dialog.tsx';
import { LabelDialog } from './label-dialog.tsx';

// FullCalendar's own locales give each language its week start (Monday in Turkish, Saturday in
// Arabic), its date formats and, for Arabic, right to left; English is its built-in default.
const LOCALES = { tr: trLocale, ar: arLocale } as const;

/** FullCalendar's event of a stored one: all-day dates as plain days, so no time zone moves them. */
function toFullCalendar(e: CalendarEventItem, color: string): EventInput {
  return {
    id: e.id,
    title: e.title,
    allDay: e.allDay,
    start: e.allDay ? utcDay(e.start) : e.start,
    end: e.allDay ? utcDay(e.end) : e.end,
    backgroundColor: color,
    borderColor: color,
    textColor: '#fff',
    extendedProps: { desc: e.extendedProps.desc, label: e.extendedProps.label },
  };
}

/** What a drag or a resize left of an event, as the whole event the API takes. */
function inputOfDropped(arg: EventDropArg | EventResizeDoneArg): CalendarEventInput {
  const ev = arg.event;
  const props = ev.extendedProps as { desc: string; label: string };
  return {
    title: ev.title,
    allDay: ev.allDay,
    ...rangeOf({ start: ev.start!, end: ev.end, allDay: ev.allDay }),
    extendedProps: { desc: props.desc, label: props.label },
  };
}

/** A label as shown: `title` in the interface language, `storedTitle` as saved. */
type ShownLabel = CalendarLabelItem & { storedTitle: string };

export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const translate = useMessage();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [navOpen, setNavOpen] = useState(false);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [labelDialog, setLabelDialog] = useState<{ label?: ShownLabel } | null>(null);
  const [dialogError, setDialogError] = useState<string>();

  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Two gaps in FullCalendar's markup, mended whenever it (re)draws: the prev/next chevrons are
    // spans with role="img" and no name (the button is named by its hint, so the icon is hidden),
    // and the "+2 more" link is an <a> without href carrying aria-expanded (it acts as a button).
    const root = area.current;
    if (!root) return;
    const mend = () => {
      root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
      root
        .querySelectorAll('.fc-more-link:not([role]), .fc-daygrid-more-link:not([role])')
        .forEach((link) => link.setAttribute('role', 'button'));
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const labelQuery = useQuery({ queryKey: [...CALENDAR_KEY, 'labels'], queryFn: fetchLabels });
  // A starter label not renamed is named in the interface language (its stored title is its owner's).
  const labels = useMemo(
    () => ({
      data: labelQuery.data?.map((l) => ({
        ...l,
        storedTitle: l.title,
        title:
          l.key && i18n.exists(`calendar:defaultLabels.${l.key}`) ? t(`defaultLabels.${l.key}` as 'title') : l.title,
      })),
    }),
    [labelQuery.data, t, i18n],
  );
  const events = useQuery({
    queryKey: [...CALENDAR_KEY, 'events', range?.from, range?.to],
    queryFn: () => fetchEvents(range!.from, range!.to),
    enabled: !!range,
    placeholderData: (previous) => previous,
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
      queryClient.invalidateQueries({ queryKey: QUICK_PANEL_EVENTS_KEY }),
    ]);
  const fail = (error: Error) => {
    const words = translate(error) ?? t('failed');
    setDialogError(words);
    notify(words, { severity: 'error', variant: 'toast' });
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CalendarEventInput }) =>
      id ? updateEvent(id, input) : createEvent(input),
    onSuccess: async (_data, { id }) => {
      setDraft(null);
      notify(id ? t('saved') : t('added'), { severity: 'success' });
      await refresh();
    },
    onError: fail,
  });
  const move = useMutation({
    mutationFn: (arg: EventDropArg | EventResizeDoneArg) => updateEvent(arg.event.id, inputOfDropped(arg)),
    onSuccess: async () => {
      notify(t('moved'), { severity: 'success' });
      await refresh();
    },
    // The server refused the new place (a rule or a lost record): the event goes back where it was.
    onError: (error: Error, arg) => {
      arg.revert();
      notify(translate(error) ?? t('failed'), { severity: 'error', variant: 'toast' });
    },
  });
  const remove = useMutation({
    mutationFn: deleteEvent,
    onSuccess: async () => {
      setDraft(null);
      notify(t('deleted'), { severity: 'success' });
      await refresh();
    },
    onError: fail,
  });
  const saveLabel = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CalendarLabelInput }) =>
      id ? updateLabel(id, input) : createLabel(input),
    onSuccess: async () => {
      setLabelDialog(null);
      notify(t('labelSaved'), { severity: 'success' });
      await refresh();
    },
    onError: fail,
  });
  const removeLabel = useMutation({
    mutationFn: deleteLabel,
    onSuccess: async () => {
      setLabelDialog(null);
      notify(t('labelDeleted'), { severity: 'success' });
      await refresh();
    },
    onError: fail,
  });

  const colorOf = useMemo(() => new Map((labels.data ?? []).map((l) => [l.id, l.color])), [labels.data]);
  const shown = useMemo(
    () =>
      (events.data ?? [])
        .filter((e) => !hidden.has(e.extendedProps.label))
        .map((e) => toFullCalendar(e, colorOf.get(e.extendedProps.label) ?? theme.palette.primary.main)),
    [events.data, hidden, colorOf, theme.palette.primary.main],
  );

  const firstLabel = () => labels.data?.find((l) => !hidden.has(l.id))?.id ?? labels.data?.[0]?.id ?? '';
  const openNew = (start: string, end: string, allDay: boolean) => {
    setDialogError(undefined);
    setDraft({ title: '', allDay, start, end, desc: '', label: firstLabel() });
  };
  const openNewNow = () => {
    const start = new Date();
    start.setMinutes(0, 0, 0);
    start.setHours(start.getHours() + 1);
    openNew(start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString(), false);
    setNavOpen(false);
  };
  const onSelect = (arg: DateSelectArg) => {
    const { start, end } = rangeOf(arg);
    arg.view.calendar.unselect();
    openNew(start, end, arg.allDay);
  };
  const onEventClick = (arg: EventClickArg) => {
    const stored = events.data?.find((e) => e.id === arg.event.id);
    if (!stored) return;
    setDialogError(undefined);
    setDraft({
      id: stored.id,
      title: stored.title,
      allDay: stored.allDay,
      start: stored.start,
      end: stored.end,
      desc: stored.extendedProps.desc,
      label: stored.extendedProps.label,
    });
  };
  const toggle = (id: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const language = i18n.language as keyof typeof LOCALES | 'en';
  const nav = (
    <CalendarLabels
      labels={labels.data}
      hidden={hidden}
      onToggle={toggle}
      onEdit={(label) => {
        setDialogError(undefined);
        setLabelDialog({ label });
      }}
      onAdd={() => {
        setDialogError(undefined);
        setLabelDialog({});
      }}
      onAddEvent={openNewNow}
    />
  );
  const noneShown = events.isSuccess && shown.length === 0;

  return (
    <Box sx={{ p: { xs: 0, md: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, md: 0 },
          pt: { xs: 1, md: 0 },
          mb: { xs: 1, md: 2 },
        }}
      >
        {phone && (
          <IconButton aria-label={t('openLabels')} onClick={() => setNavOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, flex: 1 }}>
          {t('title')}
        </Typography>
        {phone && (
          <Button variant="contained" size="small" onClick={openNewNow}>
            {t('addEvent')}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ display: 'flex', borderRadius: { xs: 0, md: 2 }, overflow: 'hidden' }}>
        {phone ? (
          <Drawer open={navOpen} onClose={() => setNavOpen(false)}>
            {nav}
          </Drawer>
        ) : (
          <Box
            component="nav"
            aria-label={t('labels')}
            sx={{ flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}
          >
            {nav}
          </Box>
        )}
        <Box
          component="section"
          aria-label={t('title')}
          aria-busy={events.isFetching}
          data-testid="calendar"
          ref={area}
          sx={{
            flex: 1,
            minWidth: 0,
            p: { xs: 1, md: 2 },
            position: 'relative',
            // FullCalendar's look follows the theme (light, dark, the chosen palette).
            '--fc-border-color': theme.palette.divider,
            '--fc-page-bg-color': theme.palette.background.paper,
            '--fc-neutral-bg-color': theme.palette.action.hover,
            '--fc-list-event-hover-bg-color': theme.palette.action.hover,
            '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
            '--fc-button-bg-color': theme.palette.primary.main,
            '--fc-button-border-color': theme.palette.primary.main,
            '--fc-button-hover-bg-color': theme.palette.primary.dark,
            '--fc-button-hover-border-color': theme.palette.primary.dark,
            '--fc-button-active-bg-color': theme.palette.primary.dark,
            '--fc-button-active-border-color': theme.palette.primary.dark,
            '--fc-button-text-color': theme.palette.primary.contrastText,
            '& .fc': { fontFamily: theme.typography.fontFamily },
            '& .fc .fc-toolbar-title': { fontSize: { xs: '1.05rem', md: '1.4rem' }, fontWeight: 700 },
            '& .fc .fc-button': { textTransform: 'none', fontSize: { xs: '0.8rem', md: '0.875rem' } },
            '& .fc a': { color: 'inherit', textDecoration: 'none' },
            '& .fc .fc-col-header-cell-cushion': { py: 1 },
            '& .fc .fc-event': { cursor: 'pointer' },
            // A title in another script than the page's (English in Arabic) runs and is cut in its own direction.
            '& .fc .fc-event-title': { unicodeBidi: 'plaintext', textOverflow: 'ellipsis' },
            // The other months' day numbers are faded by opacity in FullCalendar, too faint to read.
            '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
            '& .fc .fc-toolbar.fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
          }}
        >
          {events.isFetching && (
            <LinearProgress aria-label={t('loading')} sx={{ position: 'absolute', insetInline: 0, top: 0 }} />
          )}
          {events.isError && (
            <Alert
              severity="error"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void events.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('loadFailed')}
            </Alert>
          )}
          {noneShown && (
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('noEvents')}. {t('noEventsHint')}
            </Typography>
          )}
          <FullCalendar
            key={language}
            plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, listPlugin]}
            locale={language === 'en' ? 'en' : LOCALES[language]}
            direction={theme.direction}
            initialView="dayGridMonth"
            headerToolbar={
              phone
                ? { start: 'title', end: 'prev,next' }
                : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
            }
            footerToolbar={phone ? { start: 'today', end: 'dayGridMonth,timeGridDay,listMonth' } : undefined}
            buttonText={{
              today: t('views.today'),
              month: t('views.month'),
              week: t('views.week'),
              day: t('views.day'),
              list: t('views.list'),
            }}
            allDayText={t('allDayText')}
            noEventsText={t('noEvents')}
            height="auto"
            events={shown}
            editable
            selectable
            selectMirror
            eventInteractive
            dayMaxEvents={phone ? 2 : 4}
            // A phone's month has room for the titles only: one-letter weekdays and no times.
            views={{
              dayGridMonth: {
                dayHeaderFormat: { weekday: phone ? 'narrow' : 'short' },
                displayEventTime: !phone,
              },
            }}
            eventDisplay="block"
            nowIndicator
            select={onSelect}
            eventClick={onEventClick}
            eventDrop={(arg) => move.mutate(arg)}
            eventResize={(arg) => move.mutate(arg)}
            datesSet={(arg: DatesSetArg) =>
              setRange((prev) =>
                prev?.from === arg.start.toISOString() && prev.to === arg.end.toISOString()
                  ? prev
                  : { from: arg.start.toISOString(), to: arg.end.toISOString() },
              )
            }
          />
        </Box>
      </Paper>
      {draft && labels.data && (
        <EventDialog
          key={draft.id ?? `${draft.start}-new`}
          draft={draft}
          labels={labels.data}
          pending={save.isPending || remove.isPending}
          serverError={dialogError}
          onSave={(input) => save.mutate({ id: draft.id, input })}
          onDelete={draft.id ? () => remove.mutate(draft.id!) : undefined}
          onClose={() => setDraft(null)}
        />
      )}
      {labelDialog && (
        <LabelDialog
          label={labelDialog.label}
          pending={saveLabel.isPending || removeLabel.isPending}
          serverError={dialogError}
          onSave={(input) =>
            saveLabel.mutate({
              id: labelDialog.label?.id,
              // An unchanged translated name keeps the label a starter one (named per language).
              input:
                labelDialog.label && input.title === labelDialog.label.title
                  ? { ...input, title: labelDialog.label.storedTitle }
                  : input,
            })
          }
          onDelete={labelDialog.label ? () => removeLabel.mutate(labelDialog.label!.id) : undefined}
          onClose={() => setLabelDialog(null)}
        />
      )}
    </Box>
  );
}
