import type { InferInsertModel } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectBudgets, projectDashboardDays, projectDashboardEvents } from '../../db/schema/index.ts';
import { SeedRandom } from '../../seed/seed-random.ts';
import { addDays, dayKey, startOfUtcDay } from '../../lib/dashboard-clock.ts';

// Sample figures for the project dashboard until the planning apps feed it: every day from the
// first of January three years back to three months ahead of `now` (so the ranges keep meaning
// something while the demo runs), the schedule from a week back to three months ahead, and the budget.

/** The schedule's sample events: title keys the client translates, hour, length in minutes, place. */
const EVENTS: [string, number, number, string | null][] = [
  ['standup', 9, 15, 'Meeting room A'],
  ['designReview', 10, 60, null],
  ['clientCall', 11, 45, null],
  ['lunch', 12, 60, null],
  ['sprintPlanning', 13, 90, 'Meeting room B'],
  ['codeReview', 14, 60, null],
  ['budgetReview', 15, 45, 'Finance office'],
  ['retrospective', 16, 60, 'Meeting room A'],
];

export const PROJECT_BUDGET_SAMPLES = [
  { type: 'Concept', total: 14_000, expensesAmount: 14_000 },
  { type: 'Design', total: 21_000, expensesAmount: 17_630.5 },
  { type: 'Development', total: 52_500, expensesAmount: 24_390.75 },
  { type: 'Extras', total: 7_500, expensesAmount: 1_220 },
  { type: 'Marketing', total: 17_500, expensesAmount: 3_485.25 },
] as const;

export async function seedProjectDashboardSamples(tx: Tx, now: Date): Promise<void> {
  const random = new SeedRandom(20_261_123);
  await tx.delete(projectDashboardDays);
  await tx.delete(projectDashboardEvents);
  await tx.delete(projectBudgets);

  const today = startOfUtcDay(now);
  const first = new Date(Date.UTC(now.getUTCFullYear() - 3, 0, 1));
  const last = addDays(today, 92);
  const days: InferInsertModel<typeof projectDashboardDays>[] = [];
  let overdue = 12;
  for (let d = first, i = 0; d <= last; d = addDays(d, 1), i++) {
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const load = weekend ? 0.35 : 1;
    // A slow rise over the years and a wave over the months, so the expense charts have a shape.
    const trend = 1 + i / 2500 + 0.2 * Math.sin(i / 29);
    const n = (min: number, max: number) => Math.round(random.int(min, max) * load * trend);
    const tasksNew = n(6, 18);
    const tasksCompleted = n(4, 16);
    overdue = Math.max(3, Math.min(30, overdue + random.int(-3, 3)));
    const issuesClosed = n(3, 14);
    const fixed = Math.round(issuesClosed * (0.55 + random.float() * 0.3));
    const wontFix = Math.min(issuesClosed - fixed, random.int(0, 2));
    days.push({
      day: dayKey(d),
      tasksNew,
      tasksDue: n(8, 24),
      tasksCompleted,
      tasksOverdue: overdue,
      tasksApi: n(2, 9),
      tasksBackend: n(3, 11),
      tasksFrontend: n(3, 12),
      tasksIssues: n(1, 7),
      issuesNew: n(4, 16),
      issuesClosed,
      issuesFixed: fixed,
      issuesWontFix: wontFix,
      issuesReopened: n(0, 3),
      issuesNeedsTriage: n(0, 5),
      featuresProposed: n(1, 8),
      featuresImplemented: n(0, 5),
      expenses: (Math.round((weekend ? 120 : 780) * trend * (0.6 + random.float() * 0.8) * 100) / 100).toFixed(2),
    });
  }
  for (let i = 0; i < days.length; i += 500) await tx.insert(projectDashboardDays).values(days.slice(i, i + 500));

  const events: InferInsertModel<typeof projectDashboardEvents>[] = [];
  for (let d = addDays(today, -7); d <= last; d = addDays(d, 1)) {
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    for (const [title, hour, minutes, location] of EVENTS) {
      if (title !== 'standup' && random.float() < 0.45) continue;
      const startsAt = new Date(d.getTime() + hour * 3_600_000);
      events.push({ title, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), location });
    }
  }
  for (let i = 0; i < events.length; i += 500) await tx.insert(projectDashboardEvents).values(events.slice(i, i + 500));

  await tx.insert(projectBudgets).values(
    PROJECT_BUDGET_SAMPLES.map((b) => ({
      type: b.type,
      total: b.total.toFixed(2),
      expensesAmount: b.expensesAmount.toFixed(2),
      updatedAt: now,
    })),
  );
}
