import { numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What one US dollar buys in each currency the product offers (staff edit these; there is no
 * outside feed). USD is the reference and stays 1. Jobs keep their salaries converted with these
 * (jobs.salary_min_usd and salary_max_usd, migration 0014), so search can sort and filter
 * salaries of different currencies by one yardstick.
 */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  // numeric, not float: the same division in the trigger, the recompute and the filter gives the same value.
  unitsPerUsd: numeric('units_per_usd', { precision: 20, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
