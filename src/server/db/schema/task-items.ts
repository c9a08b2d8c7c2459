import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The tasks app (SPEC section 3, task). Its tables are task_items and task_starters, not "tasks",
// so they are not mistaken for the server's background jobs (src/server/tasks).

/** One subtask of a task (SPEC task.subTasks). */
export interface SubTaskJson {
  id: string;
  title: string;
  completed: boolean;
}

export const taskItems = pgTable(
  'task_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** section or task: a section row heads the tasks under it, up to the next section. */
    type: text('type').$type<'section' | 'task'>().notNull().default('task'),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    /** 0 low, 1 normal, 2 high. */
    priority: smallint('priority').notNull().default(1),
    tags: text('tags').array().notNull().default([]),
    subTasks: jsonb('sub_tasks').$type<SubTaskJson[]>().notNull().default([]),
    /** The colleague (a workspace user) the owner gave the task to; null when unassigned. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The row's place in its owner's list, 0 to n-1 with no gap or repeat. Every write that moves,
     * adds or removes a row renumbers the list under the owner's advisory lock, so racing moves
     * are applied one after the other (a unique index would refuse the renumbering's middle steps).
     */
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('task_items_owner_order_idx').on(t.ownerId, t.order)],
);

/** Who has had the starter list (the seed or a first opening), so it is given once. */
export const taskStarters = pgTable(
  'task_starters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
