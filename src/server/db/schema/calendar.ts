import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The calendar app (SPEC section 3): calendar_label and calendar_event, owned by one user each.
// The quick panel's "events" are these rows too (DESIGN section 11: one store, not two).

export const calendarLabels = pgTable(
  'calendar_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color').notNull(),
    /** personal, work or appointments for a starter label not yet renamed: named in the interface language. */
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_labels_owner_idx').on(t.ownerId, t.createdAt)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    start: timestamp('start', { withTimezone: true }).notNull(),
    /** Never before start; for an all-day event the day after the last one (FullCalendar's exclusive end). */
    end: timestamp('end', { withTimezone: true }).notNull(),
    desc: text('desc').notNull().default(''),
    // A label in use cannot be deleted (the service says so), hence restrict rather than cascade.
    labelId: uuid('label_id')
      .notNull()
      .references(() => calendarLabels.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('calendar_events_owner_start_idx').on(t.ownerId, t.start),
    index('calendar_events_owner_end_idx').on(t.ownerId, t.end),
    index('calendar_events_label_idx').on(t.labelId),
  ],
);

/** Who has had the starter calendar (the seed or a first opening), so it is given once. */
export const calendarStarters = pgTable(
  'calendar_starters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
