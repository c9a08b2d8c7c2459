import { numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// The project dashboard's one entered figure: the budget. Its other widgets are counted from the
// tasks, scrumboard cards and calendar events (apps/project-dashboard/project-dashboard-service.ts).

/** The project's budget, one line per category (Concept, Design, …), in US dollars; admins edit it. */
export const projectBudgets = pgTable('project_budgets', {
  type: text('type').primaryKey(),
  total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  expensesAmount: numeric('expenses_amount', { precision: 14, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
