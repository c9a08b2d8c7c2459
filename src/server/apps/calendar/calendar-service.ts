import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import {
  CALENDAR_EVENTS_MAX,
  CALENDAR_LABELS_MAX,
  CALENDAR_MESSAGES as M,
  calendarEventSchema,
  calendarLabelSchema,
  calendarRangeSchema,
  type CalendarEventInput,
} from '../../../domain/calendar-schemas.ts';
import { isId } from '../../../domain/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { calendarEvents, calendarLabels } from '../../db/schema/index.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { ensureCalendarLabels, type CalendarOwner } from './calendar-labels.ts';

// Every query is scoped by the owner's id, so another user's event or label is NOT_FOUND exactly
// like a missing one (DESIGN section 11: ownership decided in the service, once per operation).

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarLabelRow = typeof calendarLabels.$inferSelect;

const eventNotFound = () => new AppError('NOT_FOUND', M.eventNotFound);
const labelNotFound = () => new AppError('NOT_FOUND', M.labelNotFound);
const ownEvent = (ownerId: string, id: string) => and(eq(calendarEvents.ownerId, ownerId), eq(calendarEvents.id, id));
const ownLabel = (ownerId: string, id: string) => and(eq(calendarLabels.ownerId, ownerId), eq(calendarLabels.id, id));

/** The owner's labels, oldest first (the three defaults are made on a first look: an event needs a label). */
export async function listCalendarLabels(db: Db, owner: CalendarOwner): Promise<CalendarLabelRow[]> {
  return ensureCalendarLabels(db, owner);
}

/** The owner's events that overlap [from, to), by start. */
export async function listCalendarEvents(db: Db, owner: CalendarOwner, input: unknown): Promise<CalendarEventRow[]> {
  const { from, to } = parseInput(calendarRangeSchema, input);
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.ownerId, owner.id),
        lt(calendarEvents.start, new Date(to)),
        gte(calendarEvents.end, new Date(from)),
      ),
    )
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id));
}

/** The owner’s events not over at `from` (today’s running ones and the next), by start: the quick panel’s list. */
export async function upcomingCalendarEvents(db: Db, ownerId: string, from: Date): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.ownerId, ownerId), gte(calendarEvents.end, from)))
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id));
}

/** One of the owner's events, or undefined (for callers that answer "not found" in their own words). */
export async function findCalendarEvent(db: Db, ownerId: string, id: string): Promise<CalendarEventRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(calendarEvents).where(ownEvent(ownerId, id));
  return row;
}

async function requireOwnLabel(db: Db | Tx, ownerId: string, labelId: string) {
  const [label] = await db.select({ id: calendarLabels.id }).from(calendarLabels).where(ownLabel(ownerId, labelId));
  if (!label) throw labelNotFound();
}

const eventValues = (data: CalendarEventInput) => ({
  title: data.title,
  allDay: data.allDay,
  start: new Date(data.start),
  end: new Date(data.end),
  desc: data.extendedProps.desc,
  labelId: data.extendedProps.label,
});

export async function createCalendarEvent(db: Db, owner: CalendarOwner, input: unknown): Promise<CalendarEventRow> {
  const data = parseInput(calendarEventSchema, input);
  return db.transaction(async (tx) => {
    await requireOwnLabel(tx, owner.id, data.extendedProps.label);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(calendarEvents)
      .where(eq(calendarEvents.ownerId, owner.id));
    if (n >= CALENDAR_EVENTS_MAX) throw badInput(M.tooManyEvents);
    const [row] = await tx
      .insert(calendarEvents)
      .values({ ownerId: owner.id, ...eventValues(data) })
      .returning();
    return row!;
  });
}

/** Replaces an event's fields (the dialog and a drag both send the whole event). */
export async function updateCalendarEvent(
  db: Db,
  owner: CalendarOwner,
  id: string,
  input: unknown,
): Promise<CalendarEventRow> {
  if (!isId(id)) throw eventNotFound();
  const data = parseInput(calendarEventSchema, input);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: calendarEvents.id }).from(calendarEvents).where(ownEvent(owner.id, id));
    if (!current) throw eventNotFound();
    await requireOwnLabel(tx, owner.id, data.extendedProps.label);
    const [row] = await tx.update(calendarEvents).set(eventValues(data)).where(ownEvent(owner.id, id)).returning();
    return row!;
  });
}

export async function deleteCalendarEvent(db: Db, owner: CalendarOwner, id: string): Promise<string> {
  if (!isId(id)) throw eventNotFound();
  const [row] = await db.delete(calendarEvents).where(ownEvent(owner.id, id)).returning({ id: calendarEvents.id });
  if (!row) throw eventNotFound();
  return row.id;
}

export async function createCalendarLabel(db: Db, owner: CalendarOwner, input: unknown): Promise<CalendarLabelRow> {
  const data = parseInput(calendarLabelSchema, input);
  const labels = await ensureCalendarLabels(db, owner);
  if (labels.length >= CALENDAR_LABELS_MAX) throw badInput(M.tooManyLabels);
  const [row] = await db
    .insert(calendarLabels)
    .values({ ownerId: owner.id, ...data })
    .returning();
  return row!;
}

export async function updateCalendarLabel(
  db: Db,
  owner: CalendarOwner,
  id: string,
  input: unknown,
): Promise<CalendarLabelRow> {
  if (!isId(id)) throw labelNotFound();
  const data = parseInput(calendarLabelSchema, input);
  const [current] = await db.select().from(calendarLabels).where(ownLabel(owner.id, id));
  if (!current) throw labelNotFound();
  // A renamed starter label is the owner's own words from now on, no longer named per language.
  const key = data.title === current.title ? current.key : null;
  const [row] = await db
    .update(calendarLabels)
    .set({ ...data, key })
    .where(ownLabel(owner.id, id))
    .returning();
  if (!row) throw labelNotFound();
  return row;
}

/** Deletes a label no event uses; the last label stays, as every event needs one. */
export async function deleteCalendarLabel(db: Db, owner: CalendarOwner, id: string): Promise<string> {
  if (!isId(id)) throw labelNotFound();
  return db.transaction(async (tx) => {
    const [label] = await tx.select({ id: calendarLabels.id }).from(calendarLabels).where(ownLabel(owner.id, id));
    if (!label) throw labelNotFound();
    const [{ n: labelCount } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(calendarLabels)
      .where(eq(calendarLabels.ownerId, owner.id));
    if (labelCount <= 1) throw badInput(M.lastLabel);
    const [{ n: used } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(calendarEvents)
      .where(eq(calendarEvents.labelId, id));
    if (used > 0) throw badInput(M.labelInUse);
    await tx.delete(calendarLabels).where(ownLabel(owner.id, id));
    return id;
  });
}
