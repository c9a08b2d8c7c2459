import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';

/** The quick panel's notes, kept per user. (Its events are the calendar app's, schema/calendar.ts.) */
export const quickNotes = pgTable(
  'quick_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('quick_notes_user_idx').on(t.userId)],
);
