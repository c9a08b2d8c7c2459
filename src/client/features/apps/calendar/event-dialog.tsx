import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarEventSchema, type CalendarEventInput } from '../../../../domain/calendar-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { DateField } from '../../../components/date-field.tsx';
import { DateTimeField } from '../../../components/date-time-field.tsx';
import { instantOf, localDateTime } from '../../../components/date-time-value.ts';
import { addDays, dayToIso, utcDay } from './calendar-dates.ts';
import type { CalendarLabelItem } from './calendar-api.ts';

/** What the dialog opens with: an event to edit (id), or a new one's start and end. */
export interface EventDraft {
  id?: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  desc: string;
  label: string;
}

interface Form {
  title: string;
  allDay: boolean;
  /** datetime-local values, or dates ("2026-11-23", the end inclusive) for an all-day event. */
  start: string;
  end: string;
  desc: string;
  label: string;
}

function formOf(draft: EventDraft): Form {
  if (draft.allDay) {
    const start = utcDay(draft.start);
    // Stored ends are exclusive (the next day); a person names the last day.
    const last = addDays(utcDay(draft.end), -1);
    return { ...draft, start, end: last < start ? start : last };
  }
  return { ...draft, start: localDateTime(draft.start), end: localDateTime(draft.end) };
}

/** The day a field holds ("2026-11-23", also of "2026-11-23T09:30"); '' while it holds none. */
const dayIn = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '');

function inputOf(form: Form): unknown {
  return {
    title: form.title,
    allDay: form.allDay,
    start: form.allDay ? (dayIn(form.start) ? dayToIso(dayIn(form.start)) : '') : instantOf(form.start),
    end: form.allDay ? (dayIn(form.end) ? dayToIso(addDays(dayIn(form.end), 1)) : '') : instantOf(form.end),
    extendedProps: { desc: form.desc, label: form.label },
  };
}

/**
 * The event's dialog: create, edit, move and resize by keyboard (its start and end), delete. The
 * same zod schema as the API checks it, so a person sees the rule's words before anything is sent.
 */
export function EventDialog({
  draft,
  labels,
  pending,
  serverError,
  onSave,
  onDelete,
  onClose,
}: {
  draft: EventDraft;
  labels: CalendarLabelItem[];
  pending: boolean;
  serverError?: string;
  onSave(input: CalendarEventInput): void;
  onDelete?(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const translate = useMessage();
  const [form, setForm] = useState<Form>(() => formOf(draft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const toggleAllDay = (allDay: boolean) =>
    setForm((f) => {
      if (allDay) {
        const start = dayIn(f.start);
        return { ...f, allDay, start, end: dayIn(f.end) || start };
      }
      return {
        ...f,
        allDay,
        start: dayIn(f.start) ? `${dayIn(f.start)}T09:00` : '',
        end: dayIn(f.end) ? `${dayIn(f.end)}T10:00` : '',
      };
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = calendarEventSchema.safeParse(inputOf(form));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1) ?? 'title');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  const err = (field: string) => (errors[field] ? translate(errors[field]) : undefined);
  // All day, a field holds a day; otherwise a day and a time (in the reader's zone).
  const When = form.allDay ? DateField : DateTimeField;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-event-dialog-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="calendar-event-dialog-title">
          {draft.id ? t('dialog.editTitle') : t('dialog.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              label={t('dialog.title')}
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              error={!!errors.title}
              helperText={err('title')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormControlLabel
              control={<Switch checked={form.allDay} onChange={(e) => toggleAllDay(e.target.checked)} />}
              label={t('dialog.allDay')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <When
                id="calendar-event-start"
                label={t('dialog.start')}
                value={form.start}
                onChange={(value: string) => set('start', value)}
                error={!!errors.start}
                helperText={err('start')}
                required
              />
              <When
                id="calendar-event-end"
                label={t('dialog.end')}
                value={form.end}
                onChange={(value: string) => set('end', value)}
                error={!!errors.end}
                helperText={err('end')}
                required
              />
            </Stack>
            <TextField
              select
              label={t('dialog.label')}
              value={form.label}
              onChange={(e) => set('label', e.target.value)}
              error={!!errors.label}
              helperText={err('label')}
              required
            >
              {labels.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: l.color,
                      display: 'inline-block',
                      me: 1,
                    }}
                  />
                  {l.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('dialog.desc')}
              value={form.desc}
              onChange={(e) => set('desc', e.target.value)}
              error={!!errors.desc}
              helperText={err('desc') ?? t('dialog.descHint')}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {onDelete && (
            <Button color="error" onClick={onDelete} disabled={pending} sx={{ me: 'auto' }}>
              {t('dialog.delete')}
            </Button>
          )}
          <Button color="inherit" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {draft.id ? t('dialog.save') : t('dialog.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
