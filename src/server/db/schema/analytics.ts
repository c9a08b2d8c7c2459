import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../domain/enums.ts';
import { users } from './users.ts';

// The portal's own traffic (the analytics dashboard). Raw page views come only from visitors who
// accepted analytics cookies: a random visitor id (a first-party cookie), the path, the interface
// language and, for a signed-in person, their account. No address, no user agent.
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitorId: uuid('visitor_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    path: text('path').notNull(),
    language: text('language').$type<Language>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('analytics_page_views_occurred_idx').on(t.occurredAt)],
);

// Jobs shown in search results, as the visitor's batch reported them (a count per search page).
export const analyticsImpressions = pgTable(
  'analytics_impressions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('analytics_impressions_occurred_idx').on(t.occurredAt)],
);

// The day (UTC) each visitor was first seen: a visitor of a later day is returning.
export const analyticsVisitors = pgTable('analytics_visitors', {
  visitorId: uuid('visitor_id').primaryKey(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
});

// The daily roll-ups the dashboard reads. `demo` rows are the sample traffic of a fresh install;
// the roll-up of a day with real page views replaces that day's demo rows.
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  pageViews: integer('page_views').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  newVisitors: integer('new_visitors').notNull().default(0),
  visits: integer('visits').notNull().default(0),
  impressions: integer('impressions').notNull().default(0),
  applications: integer('applications').notNull().default(0),
  signUps: integer('sign_ups').notNull().default(0),
  demo: boolean('demo').notNull().default(false),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsDailyLanguages = pgTable(
  'analytics_daily_languages',
  {
    day: date('day', { mode: 'string' }).notNull(),
    language: text('language').$type<Language>().notNull(),
    visitors: integer('visitors').notNull(),
    pageViews: integer('page_views').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.language] })],
);

// Signed-in people seen each day with their profile's gender and age group at that time, so a
// range counts each person once. The dashboard reads only totals per group of 10 or more.
// `person` is the account id (no foreign key: the demo rows name no account).
export const analyticsDailyPeople = pgTable(
  'analytics_daily_people',
  {
    day: date('day', { mode: 'string' }).notNull(),
    person: uuid('person').notNull(),
    gender: text('gender'),
    ageGroup: text('age_group'),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.day, t.person] })],
);
