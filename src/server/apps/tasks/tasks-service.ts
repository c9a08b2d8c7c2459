import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import { englishText } from '../../../domain/messages.ts';
import {
  TASKS_MAX_PER_USER,
  TASKS_MESSAGES as M,
  sectionKeepsToItself,
  taskCreateSchema,
  taskPositionSchema,
  taskUpdateSchema,
  type TaskCreateData,
} from '../../../domain/tasks-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { taskItems, users, type SubTaskJson } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { placed, renumberRows } from '../../lib/list-order.ts';
import { parseInput } from '../../lib/validate.ts';
import { ownsWorkspaceRecord, workspaceMember } from '../../policies/workspace-apps.ts';
import type { LivePublisher } from '../live/index.ts';
import { notifyUser } from '../notifications/index.ts';
import { ASSIGNED_TASKS_PATH } from './assigned-tasks.ts';
import { lockOwnersList } from './tasks-lock.ts';

export type TaskRow = typeof taskItems.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', M.notFound);
/** A refusal naming the field at fault, as zod's refusals do. */
const badInput = (key: string, field: string) =>
  new AppError('BAD_USER_INPUT', key, {
    details: [{ type: field, message: englishText(key) ?? key, messageKey: key }],
  });

const ownersList = (db: Db | Tx, ownerId: string) =>
  db
    .select()
    .from(taskItems)
    .where(eq(taskItems.ownerId, ownerId))
    .orderBy(asc(taskItems.order), asc(taskItems.createdAt), asc(taskItems.id));

/** The owner's list, sections and tasks, in their order (0 to n-1). */
export async function listTasks(db: Db, user: UserRow): Promise<TaskRow[]> {
  return ownersList(db, user.id);
}

/** The owner's task with this id; anyone else's is NOT_FOUND. */
export async function getTask(db: Db | Tx, user: UserRow, id: string): Promise<TaskRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(taskItems).where(eq(taskItems.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw notFound();
  return row;
}

/**
 * Gives the rows their places in the order of `ids` (0 to n-1), writing only those that change, in
 * one statement. Called under the owner's lock with every one of the owner's rows.
 */
async function renumber(tx: Tx, ownerId: string, ids: string[]): Promise<void> {
  await renumberRows(tx, taskItems.order, taskItems.id, ids, eq(taskItems.ownerId, ownerId));
}

/** Subtasks keep the ids they came with (when they are ids of this task's) and new ones get one. */
function withSubTaskIds(subTasks: TaskCreateData['subTasks'], kept: SubTaskJson[] = []): SubTaskJson[] {
  const known = new Set(kept.map((s) => s.id));
  const used = new Set<string>();
  return subTasks.map((s) => {
    const id = s.id && known.has(s.id) && !used.has(s.id) ? s.id : randomUUID();
    used.add(id);
    return { id, title: s.title, completed: s.completed };
  });
}

/** A task is given to a workspace user (staff or admin, not disabled): anyone else is refused by name. */
async function checkAssignee(db: Db, assignedTo: string | null | undefined): Promise<void> {
  if (!assignedTo) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assignedTo), workspaceMember()))
    .limit(1);
  if (!found) throw badInput(M.assigneeInvalid, 'assignedTo');
}

/**
 * Tells a colleague they were given a task (not the owner giving one to themself, nor again for a
 * task they already had), in their language; their open browsers hear it at once.
 */
async function announceAssignment(db: Db, live: LivePublisher, user: UserRow, row: TaskRow, before: string | null) {
  if (!row.assignedTo || row.assignedTo === before || row.assignedTo === user.id) return;
  await notifyUser(db, live, {
    userId: row.assignedTo,
    event: { kind: 'task-assigned', by: user.displayName, task: row.title, due: row.dueDate },
    link: ASSIGNED_TASKS_PATH,
  });
}

/** A new task or section, put at `position` in the list (the top when not given). */
export async function createTask(
  db: Db,
  live: LivePublisher,
  user: UserRow,
  input: unknown,
  position?: unknown,
): Promise<TaskRow> {
  const data = parseInput(taskCreateSchema, input);
  await checkAssignee(db, data.assignedTo);
  const at = position === undefined || position === null ? 0 : parseInput(taskPositionSchema, position);
  const created = await db.transaction(async (tx) => {
    await lockOwnersList(tx, user.id);
    const ids = (await ownersList(tx, user.id)).map((r) => r.id);
    if (ids.length >= TASKS_MAX_PER_USER) throw badInput(M.tooManyTasks, 'body');
    const [row] = await tx
      .insert(taskItems)
      .values({ ownerId: user.id, ...data, subTasks: withSubTaskIds(data.subTasks), order: ids.length })
      .returning();
    const order = placed([...ids, row!.id], row!.id, at);
    await renumber(tx, user.id, order);
    return { ...row!, order: order.indexOf(row!.id) };
  });
  await announceAssignment(db, live, user, created, null);
  return created;
}

export async function updateTask(
  db: Db,
  live: LivePublisher,
  user: UserRow,
  id: string,
  input: unknown,
): Promise<TaskRow> {
  const current = await getTask(db, user, id);
  const data = parseInput(taskUpdateSchema, input);
  if (current.type === 'section' && !sectionKeepsToItself(data)) throw badInput(M.sectionFields, 'type');
  await checkAssignee(db, data.assignedTo);
  const { subTasks, ...rest } = data;
  const [row] = await db
    .update(taskItems)
    .set({ ...rest, ...(subTasks ? { subTasks: withSubTaskIds(subTasks, current.subTasks) } : {}) })
    .where(and(eq(taskItems.id, current.id), eq(taskItems.ownerId, user.id)))
    .returning();
  if (!row) throw notFound();
  await announceAssignment(db, live, user, row, current.assignedTo);
  return row;
}

/**
 * Moves a row to `position` (its index in the whole list) and renumbers the list 0 to n-1.
 * Returns the whole list as it now is, so the client shows what the server decided.
 */
export async function moveTask(db: Db, user: UserRow, id: string, position: unknown): Promise<TaskRow[]> {
  const current = await getTask(db, user, id);
  const at = parseInput(taskPositionSchema, position);
  return db.transaction(async (tx) => {
    await lockOwnersList(tx, user.id);
    const ids = (await ownersList(tx, user.id)).map((r) => r.id);
    // Deleted by a request that held the lock first.
    if (!ids.includes(current.id)) throw notFound();
    await renumber(tx, user.id, placed(ids, current.id, at));
    return ownersList(tx, user.id);
  });
}

/** Deletes a task or a section (a section's tasks stay, under the section above it) and closes the gap. */
export async function deleteTask(db: Db, user: UserRow, id: string): Promise<string> {
  const current = await getTask(db, user, id);
  return db.transaction(async (tx) => {
    await lockOwnersList(tx, user.id);
    const gone = await tx
      .delete(taskItems)
      .where(and(eq(taskItems.id, current.id), eq(taskItems.ownerId, user.id)))
      .returning({ id: taskItems.id });
    if (!gone.length) throw notFound();
    await renumber(
      tx,
      user.id,
      (await ownersList(tx, user.id)).map((r) => r.id),
    );
    return current.id;
  });
}
