import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The project dashboard's figures. The planning apps (tasks, scrumboard, calendar) that will feed
// them do not exist yet, so the seed stores sample figures here, dated around the day it runs;
// when those apps land, the dashboard service reads them instead and these tables go.

/** One day's task, issue, feature and expense figures (sample data). */
export const projectDashboardDays = pgTable('project_dashboard_days', {
  day: date('day').primaryKey(),
  tasksNew: integer('tasks_new').notNull(),
  tasksDue: integer('tasks_due').notNull(),
  tasksCompleted: integer('tasks_completed').notNull(),
  /** Tasks past their due date and not completed, at the end of the day. */
  tasksOverdue: integer('tasks_overdue').notNull(),
  tasksApi: integer('tasks_api').notNull(),
  tasksBackend: integer('tasks_backend').notNull(),
  tasksFrontend: integer('tasks_frontend').notNull(),
  tasksIssues: integer('tasks_issues').notNull(),
  issuesNew: integer('issues_new').notNull(),
  issuesClosed: integer('issues_closed').notNull(),
  issuesFixed: integer('issues_fixed').notNull(),
  issuesWontFix: integer('issues_wont_fix').notNull(),
  issuesReopened: integer('issues_reopened').notNull(),
  issuesNeedsTriage: integer('issues_needs_triage').notNull(),
  featuresProposed: integer('features_proposed').notNull(),
  featuresImplemented: integer('features_implemented').notNull(),
  /** The day's expenses in US dollars. */
  expenses: numeric('expenses', { precision: 12, scale: 2 }).notNull(),
});

/** The schedule's events (sample data until the calendar app exists). */
export const projectDashboardEvents = pgTable(
  'project_dashboard_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A sample title key (translated by the client) or a title as written. */
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
  },
  (t) => [index('project_dashboard_events_starts_at_idx').on(t.startsAt)],
);

/** The project's budget, one line per category (Concept, Design, …), in US dollars; admins edit it. */
export const projectBudgets = pgTable('project_budgets', {
  type: text('type').primaryKey(),
  total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  expensesAmount: numeric('expenses_amount', { precision: 14, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
