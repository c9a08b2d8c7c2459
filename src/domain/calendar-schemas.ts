import { z } from 'zod';
import { idNamed } from './ids.ts';
import { catalog } from './messages.ts';
import {
  CALENDAR_DESC_MAX_LENGTH,
  CALENDAR_LABEL_TITLE_MAX_LENGTH,
  CALENDAR_TEXTS,
  CALENDAR_TITLE_MAX_LENGTH,
} from './calendar-texts.ts';
export * from './calendar-texts.ts';

// The calendar app (SPEC sections 3 and 5, calendar_label / calendar_event): a staff member's own
// events, each under one of their labels. The same schemas check the event dialog and the API.

/** The widest range one request may read (a list view of a year and a bit). */
export const CALENDAR_RANGE_MAX_DAYS = 400;

/** The three labels every calendar starts with (SPEC section 3), by key; titles are translated at creation. */
export const DEFAULT_CALENDAR_LABELS = [
  { key: 'personal', color: '#1565c0' },
  { key: 'work', color: '#2e7d32' },
  { key: 'appointments', color: '#c62828' },
] as const;

export const CALENDAR_MESSAGES = catalog('calendar', CALENDAR_TEXTS);
const M = CALENDAR_MESSAGES;

// An instant with its offset ("2026-11-23T09:00:00.000Z"): what toISOString gives on the client.
const instant = (error: string) => z.iso.datetime({ offset: true, error });

/** calendar_event without its id: every field required, only the description may be empty; end not before start. */
export const calendarEventSchema = z
  .strictObject({
    title: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, M.titleRequired)
      .max(CALENDAR_TITLE_MAX_LENGTH, M.titleTooLong),
    allDay: z.boolean({ error: M.startRequired }),
    start: instant(M.startRequired),
    end: instant(M.endRequired),
    extendedProps: z.strictObject(
      {
        desc: z.string({ error: M.descTooLong }).max(CALENDAR_DESC_MAX_LENGTH, M.descTooLong),
        label: idNamed(M.labelRequired),
      },
      { error: M.labelRequired },
    ),
  })
  .superRefine((event, ctx) => {
    if (Date.parse(event.end) < Date.parse(event.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.endBeforeStart });
  });
export type CalendarEventInput = z.infer<typeof calendarEventSchema>;

/** The period a view shows: from (inclusive) to (exclusive), at most CALENDAR_RANGE_MAX_DAYS. */
export const calendarRangeSchema = z
  .strictObject({ from: instant(M.rangeInvalid), to: instant(M.rangeInvalid) })
  .superRefine((range, ctx) => {
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days < 0 || days > CALENDAR_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeInvalid });
  });

export const calendarLabelSchema = z.strictObject({
  title: z
    .string({ error: M.labelTitleRequired })
    .trim()
    .min(1, M.labelTitleRequired)
    .max(CALENDAR_LABEL_TITLE_MAX_LENGTH, M.labelTitleTooLong),
  color: z.string({ error: M.colorInvalid }).regex(/^#[0-9a-f]{6}$/i, M.colorInvalid),
});
export type CalendarLabelInput = z.infer<typeof calendarLabelSchema>;
