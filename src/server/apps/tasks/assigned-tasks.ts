import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { clientPaths } from '../../../domain/client-paths.ts';
import { isId } from '../../../domain/ids.ts';
import { TASKS_MESSAGES as M } from '../../../domain/tasks-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { taskItems, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { LivePublisher } from '../live/index.ts';
import { notifyUser } from '../notifications/index.ts';
import type { TaskRow } from './tasks-service.ts';

// The other side of assigning: the colleague a task was given to sees it, on its owner's list,
// and ticks it done or open again. Everything else about the task stays its owner's.

/** Where an assigned task is read: the tasks page's "Assigned to me" view. */
export const ASSIGNED_TASKS_PATH = `${clientPaths.appsTasks}?view=assigned`;

export interface AssignedTask {
  task: TaskRow;
  owner: { id: string; name: string; avatar: string };
}

const assigned = (db: Db) =>
  db
    .select({ task: taskItems, ownerId: users.id, ownerName: users.displayName, ownerPhoto: users.photoUrl })
    .from(taskItems)
    .innerJoin(users, eq(users.id, taskItems.ownerId));

type AssignedRow = Awaited<ReturnType<ReturnType<typeof assigned>['execute']>>[number];

const toAssigned = (r: AssignedRow): AssignedTask => ({
  task: r.task,
  owner: { id: r.ownerId, name: r.ownerName, avatar: r.ownerPhoto },
});

/** A task given to `user` by a colleague (not one of their own), or NOT_FOUND. */
const givenTo = (user: UserRow) => and(eq(taskItems.assignedTo, user.id), ne(taskItems.ownerId, user.id));

/** The tasks colleagues gave `user`: open ones first, then by due day (none last), then oldest first. */
export async function listAssignedTasks(db: Db, user: UserRow): Promise<AssignedTask[]> {
  const rows = await assigned(db)
    .where(givenTo(user))
    .orderBy(
      asc(taskItems.completed),
      sql`${taskItems.dueDate} asc nulls last`,
      asc(taskItems.createdAt),
      asc(taskItems.id),
    );
  return rows.map(toAssigned);
}

/** The task `id` as given to `user`, with its owner; undefined when it is not (or no longer) theirs. */
async function findGiven(db: Db, user: UserRow, id: string): Promise<AssignedTask | undefined> {
  const [row] = await assigned(db)
    .where(and(eq(taskItems.id, id), givenTo(user)))
    .limit(1);
  return row && toAssigned(row);
}

/** A task just written, with its owner: answered even if the owner takes it back meanwhile. */
async function withOwner(db: Db, task: TaskRow): Promise<AssignedTask> {
  const [owner] = await db
    .select({ id: users.id, name: users.displayName, avatar: users.photoUrl })
    .from(users)
    .where(eq(users.id, task.ownerId));
  return { task, owner: owner ?? { id: task.ownerId, name: '', avatar: '' } };
}

/**
 * The assignee ticks a task done (or open again). Its owner hears of it when it becomes done, in
 * their language, with a link to their list.
 */
export async function setAssignedTaskCompleted(
  db: Db,
  live: LivePublisher,
  user: UserRow,
  id: string,
  completed: boolean,
): Promise<AssignedTask> {
  const notFound = () => new AppError('NOT_FOUND', M.notFound);
  if (!isId(id)) throw notFound();
  // Only a write that changes the state counts: of two ticks at once (two tabs, a double click)
  // one changes it and tells the owner, the other finds it done already.
  const [task] = await db
    .update(taskItems)
    .set({ completed })
    .where(and(eq(taskItems.id, id), givenTo(user), ne(taskItems.completed, completed)))
    .returning();
  if (!task) {
    // Already so, or not (or no longer) given to this colleague.
    const current = await findGiven(db, user, id);
    if (!current) throw notFound();
    return current;
  }
  if (completed)
    await notifyUser(db, live, {
      userId: task.ownerId,
      event: { kind: 'task-completed', by: user.displayName, task: task.title },
      link: clientPaths.appsTasks,
    });
  return withOwner(db, task);
}

/**
 * The assignee ticks one of the task's subtasks done or open again; the rest of the list (its
 * titles, order, the other ticks) stays as the owner last wrote it. One statement, so an owner's
 * edit lands either wholly before or wholly after it.
 */
export async function setAssignedSubTaskCompleted(
  db: Db,
  user: UserRow,
  taskId: string,
  subTaskId: string,
  completed: boolean,
): Promise<AssignedTask> {
  if (!isId(taskId)) throw new AppError('NOT_FOUND', M.notFound);
  const [task] = await db
    .update(taskItems)
    .set({
      subTasks: sql`(
        select jsonb_agg(case when e->>'id' = ${subTaskId}
                              then jsonb_set(e, '{completed}', to_jsonb(${completed}::boolean)) else e end
                         order by i)
          from jsonb_array_elements(${taskItems.subTasks}) with ordinality as s(e, i))`,
    })
    .where(
      and(
        eq(taskItems.id, taskId),
        givenTo(user),
        sql`${taskItems.subTasks} @> jsonb_build_array(jsonb_build_object('id', ${subTaskId}::text))`,
      ),
    )
    .returning();
  // Which one is missing decides what the assignee is told.
  if (!task) throw new AppError('NOT_FOUND', (await findGiven(db, user, taskId)) ? M.subTaskNotFound : M.notFound);
  return withOwner(db, task);
}
