import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BUDGET_TYPES,
  DAY_RANGES,
  SUMMARY_RANGES,
  WEEK_RANGES,
  YEAR_RANGES,
  budgetShares,
  updateProjectBudgetSchema,
  type DayRange,
  type SummaryRange,
  type WeekRange,
  type YearRange,
} from '../../../domain/project-dashboard-schemas.ts';
import type { Db } from '../../db/client.ts';
import { projectBudgets, projectDashboardDays, projectDashboardEvents, users, works } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validate.ts';
import { addDays, dayKey, startOfUtcDay, startOfUtcWeek } from '../../lib/dashboard-clock.ts';

// The project dashboard's figures for one moment ("now"). Days are UTC days; weeks start on Monday.

export const projectDashboardRangesSchema = z
  .object({
    summary: z.enum(SUMMARY_RANGES).default('DT'),
    githubIssues: z.enum(WEEK_RANGES).default('this-week'),
    taskDistribution: z.enum(WEEK_RANGES).default('this-week'),
    schedule: z.enum(DAY_RANGES).default('today'),
    monthlyExpenses: z.enum(YEAR_RANGES).default('this-year'),
  })
  .strict();
export type ProjectDashboardRanges = z.infer<typeof projectDashboardRangesSchema>;

type DayRow = typeof projectDashboardDays.$inferSelect;

const SUMMARY_OFFSET: Record<SummaryRange, number> = { DY: -1, DT: 0, DTM: 1 };

/** The day the summary shows: yesterday, today or tomorrow of `now`. */
export const summaryDay = (range: SummaryRange, now: Date): string =>
  dayKey(addDays(startOfUtcDay(now), SUMMARY_OFFSET[range]));

/** The seven days (Monday first) of this week or last week. */
export function weekDays(range: WeekRange, now: Date): string[] {
  const monday = addDays(startOfUtcWeek(now), range === 'last-week' ? -7 : 0);
  return Array.from({ length: 7 }, (_, i) => dayKey(addDays(monday, i)));
}

export const scheduleDay = (range: DayRange, now: Date): Date =>
  addDays(startOfUtcDay(now), range === 'tomorrow' ? 1 : 0);

export const expensesYear = (range: YearRange, now: Date): number =>
  now.getUTCFullYear() - (range === 'last-year' ? 1 : 0);

const money = (n: number) => Math.round(n * 100) / 100;
const sumOf = (rows: DayRow[], pick: (r: DayRow) => number) => rows.reduce((s, r) => s + pick(r), 0);

export interface BudgetLine {
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
  updatedAt: string;
}

const toBudgetLine = (r: typeof projectBudgets.$inferSelect): BudgetLine => {
  const total = Number(r.total);
  const expensesAmount = Number(r.expensesAmount);
  return {
    type: r.type,
    total,
    expensesAmount,
    ...budgetShares(total, expensesAmount),
    updatedAt: r.updatedAt.toISOString(),
  };
};

/** The budget lines in the categories' order. */
export async function listBudget(db: Db): Promise<BudgetLine[]> {
  const rows = await db.select().from(projectBudgets);
  const order = (t: string) => (BUDGET_TYPES as readonly string[]).indexOf(t);
  return rows.sort((a, b) => order(a.type) - order(b.type)).map(toBudgetLine);
}

/** Admin: sets one category's budget and expenses; the percentages follow from the amounts. */
export async function updateBudget(db: Db, adminId: string, input: unknown): Promise<BudgetLine> {
  const data = parseInput(updateProjectBudgetSchema, input);
  const values = {
    total: data.total.toFixed(2),
    expensesAmount: data.expensesAmount.toFixed(2),
    updatedAt: new Date(),
    updatedBy: adminId,
  };
  const [row] = await db
    .insert(projectBudgets)
    .values({ type: data.type, ...values })
    .onConflictDoUpdate({ target: projectBudgets.type, set: values })
    .returning();
  return toBudgetLine(row!);
}

export interface TeamMember {
  id: string;
  avatar: string | null;
  name: string;
  email: string;
  phone: string | null;
  title: string | null;
  role: 'admin' | 'staff';
}

/** The workspace's people: the active staff and admins, with their current job title. */
export async function listTeamMembers(db: Db): Promise<TeamMember[]> {
  const people = await db
    .select()
    .from(users)
    .where(and(sql`${users.role} && ARRAY['staff','admin']::text[]`, eq(users.disabled, false)))
    .orderBy(asc(users.displayName));
  if (people.length === 0) return [];
  const jobs = await db
    .select({ userId: works.userId, title: works.title, current: works.current, start: works.start })
    .from(works)
    .where(sql`${works.userId} in ${people.map((p) => p.id)}`);
  const titleOf = (id: string) =>
    jobs
      .filter((w) => w.userId === id)
      .sort((a, b) => Number(b.current) - Number(a.current) || (b.start ?? '').localeCompare(a.start ?? ''))[0]
      ?.title ?? null;
  return people.map((p) => ({
    id: p.id,
    avatar: p.photoUrl || null,
    name: p.fullName?.trim() || p.displayName,
    email: p.email,
    phone: p.mobile,
    title: titleOf(p.id),
    role: p.role.includes('admin') ? 'admin' : 'staff',
  }));
}

/** Everything the dashboard shows at `now`, each widget in its chosen range. */
export async function projectDashboard(db: Db, rangesInput: unknown, now: Date) {
  const ranges = parseInput(projectDashboardRangesSchema, rangesInput ?? {});
  const today = startOfUtcDay(now);
  const year = now.getUTCFullYear();
  const from = new Date(Date.UTC(year - 3, 0, 1));
  const to = addDays(today, 2);
  const rows = await db
    .select()
    .from(projectDashboardDays)
    .where(and(gte(projectDashboardDays.day, dayKey(from)), lt(projectDashboardDays.day, dayKey(to))))
    .orderBy(asc(projectDashboardDays.day));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const at = (key: string) => byDay.get(key);
  const between = (start: Date, end: Date) => rows.filter((r) => r.day >= dayKey(start) && r.day < dayKey(end));
  const todayKey = dayKey(today);
  const yesterdayKey = dayKey(addDays(today, -1));

  const sDay = summaryDay(ranges.summary, now);
  const summary = {
    range: ranges.summary,
    day: sDay,
    due: at(sDay)?.tasksDue ?? 0,
    completed: at(sDay)?.tasksCompleted ?? 0,
  };

  // Issues and tasks happen up to today: the days still ahead of this week count nothing yet.
  const pastOrToday = (day: string) => (day <= todayKey ? at(day) : undefined);
  const issueDays = weekDays(ranges.githubIssues, now);
  const issueRows = issueDays.map(pastOrToday).filter((r): r is DayRow => r !== undefined);
  const githubIssues = {
    range: ranges.githubIssues,
    days: issueDays.map((day) => ({
      day,
      new: pastOrToday(day)?.issuesNew ?? 0,
      closed: pastOrToday(day)?.issuesClosed ?? 0,
    })),
    overview: {
      new: sumOf(issueRows, (r) => r.issuesNew),
      closed: sumOf(issueRows, (r) => r.issuesClosed),
      fixed: sumOf(issueRows, (r) => r.issuesFixed),
      wontFix: sumOf(issueRows, (r) => r.issuesWontFix),
      reopened: sumOf(issueRows, (r) => r.issuesReopened),
      needsTriage: sumOf(issueRows, (r) => r.issuesNeedsTriage),
    },
  };

  const taskRows = weekDays(ranges.taskDistribution, now)
    .map(pastOrToday)
    .filter((r): r is DayRow => r !== undefined);
  const taskDistribution = {
    range: ranges.taskDistribution,
    api: sumOf(taskRows, (r) => r.tasksApi),
    backend: sumOf(taskRows, (r) => r.tasksBackend),
    frontend: sumOf(taskRows, (r) => r.tasksFrontend),
    issues: sumOf(taskRows, (r) => r.tasksIssues),
    newTasks: sumOf(taskRows, (r) => r.tasksNew),
    completedTasks: sumOf(taskRows, (r) => r.tasksCompleted),
  };

  const sched = scheduleDay(ranges.schedule, now);
  const events = await db
    .select()
    .from(projectDashboardEvents)
    .where(and(gte(projectDashboardEvents.startsAt, sched), lt(projectDashboardEvents.startsAt, addDays(sched, 1))))
    .orderBy(asc(projectDashboardEvents.startsAt));
  const schedule = {
    range: ranges.schedule,
    day: dayKey(sched),
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt?.toISOString() ?? null,
      location: e.location,
    })),
  };

  const expensesBetween = (start: Date, end: Date) => money(sumOf(between(start, end), (r) => Number(r.expenses)));
  // Up to today: tomorrow's sample figures are plans, not money spent.
  const spentTo = addDays(today, 1);
  const thisMonday = startOfUtcWeek(now);
  const weekly = Array.from({ length: 9 }, (_, i) => {
    const start = addDays(thisMonday, (i - 8) * 7);
    return { start: dayKey(start), amount: expensesBetween(start, i === 8 ? spentTo : addDays(start, 7)) };
  });
  const mYear = expensesYear(ranges.monthlyExpenses, now);
  const monthly = Array.from({ length: 12 }, (_, m) => {
    const start = new Date(Date.UTC(mYear, m, 1));
    const end = new Date(Date.UTC(mYear, m + 1, 1));
    return { start: dayKey(start), amount: start > today ? 0 : expensesBetween(start, end < spentTo ? end : spentTo) };
  });
  const yearly = Array.from({ length: 4 }, (_, i) => {
    const y = year - 3 + i;
    const start = new Date(Date.UTC(y, 0, 1));
    const end = new Date(Date.UTC(y + 1, 0, 1));
    return { start: dayKey(start), amount: expensesBetween(start, end < spentTo ? end : spentTo) };
  });

  return {
    today: todayKey,
    summary,
    overdue: { tasks: at(todayKey)?.tasksOverdue ?? 0, fromYesterday: at(yesterdayKey)?.tasksOverdue ?? 0 },
    issues: { opened: at(todayKey)?.issuesNew ?? 0, closed: at(todayKey)?.issuesClosed ?? 0 },
    features: { proposed: at(todayKey)?.featuresProposed ?? 0, implemented: at(todayKey)?.featuresImplemented ?? 0 },
    githubIssues,
    taskDistribution,
    schedule,
    weeklyExpenses: { amount: weekly.at(-1)!.amount, series: weekly },
    monthlyExpenses: {
      range: ranges.monthlyExpenses,
      year: mYear,
      amount: money(monthly.reduce((s, m) => s + m.amount, 0)),
      series: monthly,
    },
    yearlyExpenses: { amount: yearly.at(-1)!.amount, series: yearly },
    budget: await listBudget(db),
    teamMembers: await listTeamMembers(db),
  };
}
