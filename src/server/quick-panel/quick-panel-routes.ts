import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import type { UserGuard } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { addQuickPanelNote, editQuickPanelNote, quickPanelNotes, removeQuickPanelNote } from '../apps/index.ts';
import { calendarEvents, type notesNotes } from '../db/schema/index.ts';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  ensureCalendarLabels,
  findCalendarEvent,
  updateCalendarEvent,
  upcomingCalendarEvents,
  type CalendarEventRow,
} from '../apps/calendar/index.ts';
import { AppError, badInput } from '../lib/errors.ts';
import { parseInput } from '../lib/validate.ts';
import {
  MAX_EVENTS_PER_USER,
  QUICK_PANEL_MESSAGES as M,
  createEventSchema,
  createNoteSchema,
  idParamsSchema,
  listEventsQuerySchema,
  updateEventSchema,
  updateNoteSchema,
} from './quick-panel-schemas.ts';
import { isId } from '../../domain/ids.ts';

export interface QuickPanelRoutesOptions {
  db: Db;
  guard: UserGuard;
}

type NoteRow = typeof notesNotes.$inferSelect;

const toNote = (n: NoteRow) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});
// The quick panel's events are the calendar app's events (one store): an event whose end is its
// start is shown as having no end, and one created here ends when it starts.
const toEvent = (e: CalendarEventRow) => ({
  id: e.id,
  title: e.title,
  startsAt: e.start.toISOString(),
  endsAt: e.end.getTime() === e.start.getTime() ? null : e.end.toISOString(),
  allDay: e.allDay,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

/**
 * The quick panel's notes and events of the signed-in user, under /api/quick-panel. Every query
 * is scoped by the user's id, so another user's note answers 404 exactly like a missing one.
 */
export const quickPanelRoutes: FastifyPluginAsync<QuickPanelRoutesOptions> = async (app, { db, guard }) => {
  const noteId = (params: unknown) => {
    const { id } = parseInput(idParamsSchema, params);
    if (!isId(id)) throw new AppError('NOT_FOUND', M.noteNotFound);
    return id;
  };
  const eventId = (params: unknown) => {
    const { id } = parseInput(idParamsSchema, params);
    if (!isId(id)) throw new AppError('NOT_FOUND', M.eventNotFound);
    return id;
  };

  app.get('/notes', { config: { access: 'staff' } }, async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    // The notes app's notes (not archived): the panel keeps no notes of its own.
    return (await quickPanelNotes(db, user.id)).map(toNote);
  });

  app.post('/notes', { config: { access: 'staff' } }, async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const input = parseInput(createNoteSchema, request.body);
    const row = await addQuickPanelNote(db, user.id, input);
    if (!row) throw badInput(M.tooManyNotes);
    return reply.code(201).send(toNote(row));
  });

  app.patch('/notes/:id', { config: { access: 'staff' } }, async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = noteId(request.params);
    const input = parseInput(updateNoteSchema, request.body);
    const row = await editQuickPanelNote(db, user.id, id, input);
    if (!row) throw new AppError('NOT_FOUND', M.noteNotFound);
    return toNote(row);
  });

  app.delete('/notes/:id', { config: { access: 'staff' } }, async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = noteId(request.params);
    if (!(await removeQuickPanelNote(db, user.id, id))) throw new AppError('NOT_FOUND', M.noteNotFound);
    return reply.code(204).send();
  });

  app.get('/events', { config: { access: 'staff' } }, async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const { from = new Date() } = parseInput(listEventsQuerySchema, request.query);
    return (await upcomingCalendarEvents(db, user.id, from)).map(toEvent);
  });

  app.post('/events', { config: { access: 'staff' } }, async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const input = parseInput(createEventSchema, request.body);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(calendarEvents)
      .where(eq(calendarEvents.ownerId, user.id));
    if (n >= MAX_EVENTS_PER_USER) throw badInput(M.tooManyEvents);
    // A calendar event needs a label: the owner's first one (made, in their language, if they have none).
    const [label] = await ensureCalendarLabels(db, user);
    const row = await createCalendarEvent(db, user, {
      title: input.title,
      allDay: input.allDay ?? false,
      start: input.startsAt.toISOString(),
      end: (input.endsAt ?? input.startsAt).toISOString(),
      extendedProps: { desc: '', label: label!.id },
    });
    return reply.code(201).send(toEvent(row));
  });

  app.patch('/events/:id', { config: { access: 'staff' } }, async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = eventId(request.params);
    const input = parseInput(updateEventSchema, request.body);
    const current = await findCalendarEvent(db, user.id, id);
    if (!current) throw new AppError('NOT_FOUND', M.eventNotFound);
    // The end must follow the start once both the stored and the sent values are combined.
    const startsAt = input.startsAt ?? current.start;
    const storedEnd = current.end.getTime() === current.start.getTime() ? null : current.end;
    const endsAt = input.endsAt === undefined ? storedEnd : input.endsAt;
    if (endsAt && endsAt < startsAt) throw badInput(M.endBeforeStart, [{ type: 'endsAt', message: M.endBeforeStart }]);
    const row = await updateCalendarEvent(db, user, id, {
      title: input.title ?? current.title,
      allDay: input.allDay ?? current.allDay,
      start: startsAt.toISOString(),
      end: (endsAt ?? startsAt).toISOString(),
      extendedProps: { desc: current.desc, label: current.labelId },
    });
    return toEvent(row);
  });

  app.delete('/events/:id', { config: { access: 'staff' } }, async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = eventId(request.params);
    if (!(await findCalendarEvent(db, user.id, id))) throw new AppError('NOT_FOUND', M.eventNotFound);
    await deleteCalendarEvent(db, user, id);
    return reply.code(204).send();
  });
};
