import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One checklist item of a note (SPEC notes_note.tasks). */
export interface NoteTaskJson {
  id: string;
  content: string;
  completed: boolean;
}

const createdUpdated = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The notes app's labels (SPEC notes_label): each user's own, starting with the six defaults.
export const notesLabels = pgTable(
  'notes_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ...createdUpdated,
  },
  // One name once per user, whatever its case.
  (t) => [uniqueIndex('notes_labels_owner_title_idx').on(t.ownerId, sql`lower(${t.title})`)],
);

// The notes app's notes (SPEC notes_note), also what the shell's quick panel shows.
export const notesNotes = pgTable(
  'notes_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    tasks: jsonb('tasks').$type<NoteTaskJson[]>().notNull().default([]),
    /** An uploaded photo's address, /api/files/<id>. */
    image: text('image'),
    reminder: timestamp('reminder', { withTimezone: true }),
    /**
     * When the owner was notified of `reminder` (null: not yet). The reminder task claims a due
     * reminder by setting it in one UPDATE, so one process notifies once; a new reminder clears it.
     */
    reminderNotifiedAt: timestamp('reminder_notified_at', { withTimezone: true }),
    /** Ids of the owner's notes_labels (a deleted label is taken off every note). */
    labels: uuid('labels')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    archived: boolean('archived').notNull().default(false),
    ...createdUpdated,
  },
  (t) => [
    index('notes_notes_owner_updated_idx').on(t.ownerId, t.updatedAt.desc(), t.id.desc()),
    // The reminder task's question: which reminders are due and not yet notified.
    index('notes_notes_reminder_due_idx')
      .on(t.reminder)
      .where(sql`${t.reminder} is not null and ${t.reminderNotifiedAt} is null`),
  ],
);

/** The users whose notebook has been given its starter notes and labels (once). */
export const notesStarters = pgTable(
  'notes_starters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
