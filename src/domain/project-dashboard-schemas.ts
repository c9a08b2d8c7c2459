import { z } from 'zod';
import { catalog } from './messages.ts';
import { PROJECT_DASHBOARD_TEXTS } from './project-dashboard-texts.ts';
export * from './project-dashboard-texts.ts';

// The project dashboard (SPEC sections 3 and 4): its widgets' ranges and the budget an admin keeps.

/** The summary widget's day: yesterday, today (the default) or tomorrow. */
export const SUMMARY_RANGES = ['DY', 'DT', 'DTM'] as const;
export type SummaryRange = (typeof SUMMARY_RANGES)[number];
export const WEEK_RANGES = ['this-week', 'last-week'] as const;
export type WeekRange = (typeof WEEK_RANGES)[number];
export const DAY_RANGES = ['today', 'tomorrow'] as const;
export type DayRange = (typeof DAY_RANGES)[number];

/**
 * The tags (tasks) and label titles (scrumboard cards), compared without case, that sort work on the
 * dashboard: a bug is an issue; feature work is what builds the product. A board's labels are its
 * own words, so "Development" (the boards' default label) counts as feature work beside the tasks'
 * Api, Backend and Frontend tags.
 */
export const ISSUE_TAGS = ['bug'] as const;
export const FEATURE_TAGS = ['api', 'backend', 'frontend', 'development', 'feature'] as const;
export const URGENT_TAGS = ['urgent'] as const;

/** The budget's categories (SPEC section 9), amounts in US dollars. */
export const BUDGET_TYPES = ['Concept', 'Design', 'Development', 'Extras', 'Marketing'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
/** The largest amount one budget line may hold (USD). */
export const BUDGET_AMOUNT_MAX = 100_000_000;

export const PROJECT_DASHBOARD_MESSAGES = catalog('projectDashboard', PROJECT_DASHBOARD_TEXTS);
const M = PROJECT_DASHBOARD_MESSAGES;

/** A whole number of cents (floating point: 0.1 + 0.2 style noise is tolerated). */
export const hasCents = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const amount = (required: string) =>
  z
    .number({ error: required })
    .refine(Number.isFinite, required)
    .min(0, M.amountNegative)
    .max(BUDGET_AMOUNT_MAX, M.amountTooLarge)
    .refine(hasCents, M.amountCents);

export const updateProjectBudgetSchema = z
  .object({
    type: z.enum(BUDGET_TYPES, { error: M.typeInvalid }),
    total: amount(M.totalRequired),
    expensesAmount: amount(M.expensesRequired),
  })
  .strict()
  .refine((b) => b.expensesAmount <= b.total, { message: M.expensesOverTotal, path: ['expensesAmount'] });
export type UpdateProjectBudgetInput = z.infer<typeof updateProjectBudgetSchema>;

/** The percentages of a budget line, to one decimal place (an empty budget is 0 % spent). */
export function budgetShares(total: number, expensesAmount: number) {
  const remainingAmount = Math.round((total - expensesAmount) * 100) / 100;
  const expensesPercentage = total > 0 ? Math.round((expensesAmount / total) * 1000) / 10 : 0;
  const remainingPercentage = total > 0 ? Math.round(1000 - expensesPercentage * 10) / 10 : 0;
  return { remainingAmount, expensesPercentage, remainingPercentage };
}
