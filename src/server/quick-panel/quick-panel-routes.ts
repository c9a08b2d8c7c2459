import { and, asc, count, eq, gte, or, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import type { UserGuard } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { addQuickPanelNote, editQuickPanelNote, quickPanelNotes, removeQuickPanelNote } from '../apps/index.ts';
import { quickEvents, type notesNotes } from '../db/schema/index.ts';
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
type EventRow = typeof quickEvents.$inferSelect;

const toNote = (n: NoteRow) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});
const toEvent = (e: EventRow) => ({
  id: e.id,
  title: e.title,
  startsAt: e.startsAt.toISOString(),
  endsAt: e.endsAt?.toISOString() ?? null,
  allDay: e.allDay,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

/**
 * The quick panel's notes and events of the signed-in user, under /api/quick-panel. Every query
 * is scoped by the user's id, so another user's note answers 404 exactly like a missing one.
 */
export const quickPanelRoutes: FastifyPluginAsync<QuickPanelRoutesOptions> = async (app, { db, guard }) => {
  const ownEvent = (userId: string, id: string): SQL =>
    and(eq(quickEvents.userId, userId), eq(quickEvents.id, id)) as SQL;
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

  app.get('/notes', async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    // The notes app's notes (not archived): the panel keeps no notes of its own.
    return (await quickPanelNotes(db, user.id)).map(toNote);
  });

  app.post('/notes', async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const input = parseInput(createNoteSchema, request.body);
    const row = await addQuickPanelNote(db, user.id, input);
    if (!row) throw badInput(M.tooManyNotes);
    return reply.code(201).send(toNote(row));
  });

  app.patch('/notes/:id', async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = noteId(request.params);
    const input = parseInput(updateNoteSchema, request.body);
    const row = await editQuickPanelNote(db, user.id, id, input);
    if (!row) throw new AppError('NOT_FOUND', M.noteNotFound);
    return toNote(row);
  });

  app.delete('/notes/:id', async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = noteId(request.params);
    if (!(await removeQuickPanelNote(db, user.id, id))) throw new AppError('NOT_FOUND', M.noteNotFound);
    return reply.code(204).send();
  });

  app.get('/events', async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const { from = new Date() } = parseInput(listEventsQuerySchema, request.query);
    // Upcoming: not yet over. An event without an end is over once it has started.
    const upcoming = or(
      gte(quickEvents.endsAt, from),
      and(isNull(quickEvents.endsAt), gte(quickEvents.startsAt, from)),
    );
    const rows = await db
      .select()
      .from(quickEvents)
      .where(and(eq(quickEvents.userId, user.id), upcoming))
      .orderBy(asc(quickEvents.startsAt), asc(quickEvents.id));
    return rows.map(toEvent);
  });

  app.post('/events', async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const input = parseInput(createEventSchema, request.body);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(quickEvents).where(eq(quickEvents.userId, user.id));
    if (n >= MAX_EVENTS_PER_USER) throw badInput(M.tooManyEvents);
    const [row] = await db
      .insert(quickEvents)
      .values({
        userId: user.id,
        title: input.title,
        startsAt: input.startsAt,
        endsAt: input.endsAt ?? null,
        allDay: input.allDay ?? false,
      })
      .returning();
    return reply.code(201).send(toEvent(row!));
  });

  app.patch('/events/:id', async (request) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = eventId(request.params);
    const input = parseInput(updateEventSchema, request.body);
    const [current] = await db.select().from(quickEvents).where(ownEvent(user.id, id));
    if (!current) throw new AppError('NOT_FOUND', M.eventNotFound);
    // The end must follow the start once both the stored and the sent values are combined.
    const startsAt = input.startsAt ?? current.startsAt;
    const endsAt = input.endsAt === undefined ? current.endsAt : input.endsAt;
    if (endsAt && endsAt < startsAt) throw badInput(M.endBeforeStart, [{ type: 'endsAt', message: M.endBeforeStart }]);
    const [row] = await db.update(quickEvents).set(input).where(ownEvent(user.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', M.eventNotFound);
    return toEvent(row);
  });

  app.delete('/events/:id', async (request, reply) => {
    const user = await guard.requireUser(request, MESSAGES.invalidToken);
    const id = eventId(request.params);
    const [row] = await db.delete(quickEvents).where(ownEvent(user.id, id)).returning({ id: quickEvents.id });
    if (!row) throw new AppError('NOT_FOUND', M.eventNotFound);
    return reply.code(204).send();
  });
};
