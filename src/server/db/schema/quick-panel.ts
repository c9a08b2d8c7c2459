import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.ts';

// The quick panel's events, kept per user. Its notes are the notes app's (schema/notes.ts).
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
