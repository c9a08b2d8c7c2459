import { z } from 'zod';

// Limits the specification leaves open; generous for a personal notepad, small enough that one
// account cannot fill the database.
export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 5000;
export const EVENT_TITLE_MAX = 200;
/** The same as the notes app's limit (the panel's notes are its notes). */
export const MAX_NOTES_PER_USER = 500;
export const MAX_EVENTS_PER_USER = 500;

export const QUICK_PANEL_MESSAGES = {
  titleRequired: 'Enter a title',
  titleTooLong: `The title can be at most ${NOTE_TITLE_MAX} characters`,
  contentTooLong: `The note can be at most ${NOTE_CONTENT_MAX} characters`,
  startRequired: 'Enter when the event starts',
  dateInvalid: 'Enter a valid date and time',
  endBeforeStart: 'The event cannot end before it starts',
  nothingToChange: 'Send at least one field to change',
  noteNotFound: 'Note not found',
  eventNotFound: 'Event not found',
  tooManyNotes: `You can keep at most ${MAX_NOTES_PER_USER} notes; delete some first`,
  tooManyEvents: `You can keep at most ${MAX_EVENTS_PER_USER} events; delete some first`,
} as const;
const M = QUICK_PANEL_MESSAGES;

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(NOTE_TITLE_MAX, M.titleTooLong);
const content = z.string().max(NOTE_CONTENT_MAX, M.contentTooLong);
const dateTime = z.iso.datetime({ offset: true, error: M.dateInvalid }).transform((s) => new Date(s));

export const createNoteSchema = z.strictObject({ title, content: content.default('') });
export const updateNoteSchema = z
  .strictObject({ title: title.optional(), content: content.optional() })
  .refine((v) => v.title !== undefined || v.content !== undefined, M.nothingToChange);

const eventFields = {
  title,
  startsAt: z.iso.datetime({ offset: true, error: M.startRequired }).transform((s) => new Date(s)),
  endsAt: dateTime.nullable().optional(),
  allDay: z.boolean().optional(),
};
const endsAfterStart = (v: { startsAt?: Date; endsAt?: Date | null }) =>
  !v.startsAt || !v.endsAt || v.endsAt >= v.startsAt;

export const createEventSchema = z
  .strictObject(eventFields)
  .refine(endsAfterStart, { message: M.endBeforeStart, path: ['endsAt'] });
export const updateEventSchema = z
  .strictObject({
    title: title.optional(),
    startsAt: eventFields.startsAt.optional(),
    endsAt: eventFields.endsAt,
    allDay: eventFields.allDay,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange)
  .refine(endsAfterStart, { message: M.endBeforeStart, path: ['endsAt'] });

export const listEventsQuerySchema = z.strictObject({
  /** Events ending (or, without an end, starting) at or after this instant; default: now. */
  from: dateTime.optional(),
});

export const idParamsSchema = z.strictObject({ id: z.string() });
