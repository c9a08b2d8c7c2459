import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';

/** The quick panel's notes and events, kept per user. */
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

export const quickEvents = pgTable(
  'quick_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    allDay: boolean('all_day').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('quick_events_user_starts_idx').on(t.userId, t.startsAt)],
);
