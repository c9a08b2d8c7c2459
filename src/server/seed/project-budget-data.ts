import type { Tx } from '../db/client.ts';
import { projectBudgets } from '../db/schema/index.ts';

// The demo's project budget: the one figure of the project dashboard that people enter rather than
// the apps count (an admin edits it on the dashboard's Budget tab). Its other widgets are counted
// from the demo's tasks, boards and calendars, which the seed writes around the day it runs.

export const PROJECT_BUDGET_SAMPLES = [
  { type: 'Concept', total: 14_000, expensesAmount: 14_000 },
  { type: 'Design', total: 21_000, expensesAmount: 17_630.5 },
  { type: 'Development', total: 52_500, expensesAmount: 24_390.75 },
  { type: 'Extras', total: 7_500, expensesAmount: 1_220 },
  { type: 'Marketing', total: 17_500, expensesAmount: 3_485.25 },
] as const;

export async function seedProjectBudgetSamples(tx: Tx, now: Date): Promise<void> {
  await tx.delete(projectBudgets);
  await tx.insert(projectBudgets).values(
    PROJECT_BUDGET_SAMPLES.map((b) => ({
      type: b.type,
      total: b.total.toFixed(2),
      expensesAmount: b.expensesAmount.toFixed(2),
      updatedAt: now,
    })),
  );
}
