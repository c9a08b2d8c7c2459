import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobAlertFrequency } from '../../../domain/job-alert-schemas.ts';
import { users } from './users.ts';

// A job seeker's saved search that mails them the new jobs it finds (daily or weekly). The search
// is kept as the search page's URL holds it: keywords and the query string of filters and sort.
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords').notNull().default(''),
    query: text('query').notNull().default(''),
    frequency: text('frequency').$type<JobAlertFrequency>().notNull().default('daily'),
    // Jobs published up to this moment have been considered (mailed or found to be none): the
    // next run looks only at jobs published after it.
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    // Set by the mail's one-click unsubscribe (or the alerts page); the alert stays listed.
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('job_alerts_user_idx').on(t.userId), index('job_alerts_due_idx').on(t.checkedUntil)],
);
