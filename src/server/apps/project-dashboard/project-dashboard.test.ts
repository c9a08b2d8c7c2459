import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetShares } from '../../../domain/project-dashboard-schemas.ts';
import { projectBudgets, projectDashboardDays } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { setDashboardClock } from '../../lib/dashboard-clock.ts';

/** A Wednesday: this week is 8–14 June 2026, last week 1–7 June. */
const NOW = new Date('2026-06-10T10:30:00Z');

const DASHBOARD = `query ($ranges: ProjectDashboardRanges) { projectDashboard(ranges: $ranges) {
  today summary { range day due completed } overdue { tasks fromYesterday } issues { opened closed }
  features { proposed implemented }
  githubIssues { range days { day new closed } overview { new closed fixed wontFix reopened needsTriage } }
  taskDistribution { range api backend frontend issues newTasks completedTasks }
  schedule { range day events { id title startsAt endsAt location } }
  weeklyExpenses { amount series { start amount } }
  monthlyExpenses { range year amount series { start amount } }
  yearlyExpenses { amount series { start amount } }
  budget { type total expensesAmount expensesPercentage remainingAmount remainingPercentage }
  teamMembers { id avatar name email phone title role } } }`;
const UPDATE = `mutation ($input: UpdateProjectBudgetInput!) { updateProjectBudget(input: $input) {
  type total expensesAmount expensesPercentage remainingAmount remainingPercentage } }`;

interface Dashboard {
  today: string;
  summary: { range: string; day: string; due: number; completed: number };
  overdue: { tasks: number; fromYesterday: number };
  githubIssues: {
    range: string;
    days: { day: string; new: number; closed: number }[];
    overview: Record<string, number>;
  };
  taskDistribution: Record<string, number | string>;
  schedule: { range: string; day: string; events: { title: string; startsAt: string }[] };
  weeklyExpenses: { amount: number; series: { start: string; amount: number }[] };
  monthlyExpenses: { range: string; year: number; amount: number; series: { start: string; amount: number }[] };
  yearlyExpenses: { amount: number; series: { start: string; amount: number }[] };
  budget: {
    type: string;
    total: number;
    expensesAmount: number;
    expensesPercentage: number;
    remainingAmount: number;
    remainingPercentage: number;
  }[];
  teamMembers: { email: string; role: string; name: string; title: string | null; phone: string | null }[];
}

describe.each(testDatabaseKinds())('project dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;
  const dashboard = async (ranges: Record<string, string> = {}, token = staff) => {
    const res = await gql<{ projectDashboard: Dashboard }>(t, DASHBOARD, { ranges }, { token });
    expect(res.errors).toBeUndefined();
    return res.data!.projectDashboard;
  };
  const setDay = (day: string, values: Partial<typeof projectDashboardDays.$inferInsert>) =>
    db().update(projectDashboardDays).set(values).where(eq(projectDashboardDays.day, day));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db(), NOW);
    setDashboardClock(() => NOW);
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
    await setDay('2026-06-09', { tasksDue: 101, tasksCompleted: 11, tasksOverdue: 7 });
    await setDay('2026-06-10', { tasksDue: 102, tasksCompleted: 12, tasksOverdue: 9 });
    await setDay('2026-06-11', { tasksDue: 103, tasksCompleted: 13 });
  }, 120_000);
  afterAll(async () => {
    setDashboardClock(undefined);
    await t.close();
  });

  it('shows today by default and yesterday (DY), today (DT) and tomorrow (DTM) against the clock', async () => {
    const standard = await dashboard();
    expect(standard.today).toBe('2026-06-10');
    expect(standard.summary).toEqual({ range: 'DT', day: '2026-06-10', due: 102, completed: 12 });
    expect((await dashboard({ summary: 'DY' })).summary).toEqual({
      range: 'DY',
      day: '2026-06-09',
      due: 101,
      completed: 11,
    });
    expect((await dashboard({ summary: 'DTM' })).summary).toEqual({
      range: 'DTM',
      day: '2026-06-11',
      due: 103,
      completed: 13,
    });
    expect(standard.overdue).toEqual({ tasks: 9, fromYesterday: 7 });
  });

  it('a day just before midnight UTC is still that day', async () => {
    setDashboardClock(() => new Date('2026-06-10T23:59:59Z'));
    try {
      expect((await dashboard({ summary: 'DTM' })).summary.day).toBe('2026-06-11');
    } finally {
      setDashboardClock(() => NOW);
    }
  });

  it('counts the issues and tasks of this week or last week (Monday first)', async () => {
    const thisWeek = (await dashboard()).githubIssues;
    expect(thisWeek.days.map((d) => d.day)).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    expect(thisWeek.overview.new).toBe(thisWeek.days.reduce((s, d) => s + d.new, 0));
    expect(thisWeek.overview.closed).toBe(thisWeek.days.reduce((s, d) => s + d.closed, 0));
    // Thursday to Sunday are still ahead: nothing counted yet.
    expect(thisWeek.days.slice(3).every((d) => d.new === 0 && d.closed === 0)).toBe(true);
    expect(thisWeek.days[2]!.new).toBeGreaterThan(0);
    const last = await dashboard({ githubIssues: 'last-week', taskDistribution: 'last-week' });
    expect(last.githubIssues.range).toBe('last-week');
    expect(last.githubIssues.days[0]!.day).toBe('2026-06-01');
    const [sums] = await db()
      .select({ api: sql<number>`sum(${projectDashboardDays.tasksApi})::int` })
      .from(projectDashboardDays)
      .where(sql`${projectDashboardDays.day} between '2026-06-01' and '2026-06-07'`);
    expect(last.taskDistribution.api).toBe(sums!.api);
    expect(last.taskDistribution.range).toBe('last-week');
  });

  it('lists the schedule of today or tomorrow, in time order', async () => {
    const tomorrow = (await dashboard({ schedule: 'tomorrow' })).schedule;
    expect(tomorrow.day).toBe('2026-06-11');
    expect(tomorrow.events.length).toBeGreaterThan(0);
    for (const e of tomorrow.events) expect(e.startsAt.slice(0, 10)).toBe('2026-06-11');
    const starts = tomorrow.events.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('adds up the expenses by week, month (this year or last) and year, up to today', async () => {
    const d = await dashboard({ monthlyExpenses: 'last-year' });
    expect(d.monthlyExpenses.year).toBe(2025);
    expect(d.monthlyExpenses.series).toHaveLength(12);
    expect(d.monthlyExpenses.series.every((m) => m.amount > 0)).toBe(true);
    const thisYear = (await dashboard()).monthlyExpenses;
    expect(thisYear.year).toBe(2026);
    expect(thisYear.series.slice(6).every((m) => m.amount === 0)).toBe(true);
    const [june] = await db()
      .select({ sum: sql<string>`sum(${projectDashboardDays.expenses})` })
      .from(projectDashboardDays)
      .where(sql`${projectDashboardDays.day} between '2026-06-01' and '2026-06-10'`);
    expect(thisYear.series[5]!.amount).toBeCloseTo(Number(june!.sum), 2);
    expect(d.weeklyExpenses.series).toHaveLength(9);
    expect(d.weeklyExpenses.series.at(-1)!.start).toBe('2026-06-08');
    expect(d.yearlyExpenses.series.map((y) => y.start)).toEqual([
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
      '2026-01-01',
    ]);
    expect(d.yearlyExpenses.amount).toBeCloseTo(thisYear.amount, 2);
  });

  it('derives the budget percentages from the amounts', async () => {
    const budget = (await dashboard()).budget;
    expect(budget.map((b) => b.type)).toEqual(['Concept', 'Design', 'Development', 'Extras', 'Marketing']);
    const design = budget.find((b) => b.type === 'Design')!;
    expect(design).toEqual({
      type: 'Design',
      total: 21000,
      expensesAmount: 17630.5,
      expensesPercentage: 84,
      remainingAmount: 3369.5,
      remainingPercentage: 16,
    });
    expect(budgetShares(0, 0)).toEqual({ remainingAmount: 0, expensesPercentage: 0, remainingPercentage: 0 });
    expect(budgetShares(3, 1)).toEqual({ remainingAmount: 2, expensesPercentage: 33.3, remainingPercentage: 66.7 });
  });

  it('lets an admin change a budget line; the percentages follow', async () => {
    const res = await gql<{ updateProjectBudget: Dashboard['budget'][number] }>(
      t,
      UPDATE,
      { input: { type: 'Extras', total: 1000, expensesAmount: 333.33 } },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateProjectBudget).toEqual({
      type: 'Extras',
      total: 1000,
      expensesAmount: 333.33,
      expensesPercentage: 33.3,
      remainingAmount: 666.67,
      remainingPercentage: 66.7,
    });
    const extras = (await dashboard()).budget.find((b) => b.type === 'Extras');
    expect(extras?.remainingAmount).toBe(666.67);
  });

  it('refuses a bad budget line with a clear message and writes nothing', async () => {
    const before = await db().select().from(projectBudgets).where(eq(projectBudgets.type, 'Marketing'));
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'Marketing', total: 100, expensesAmount: 150 }, 'projectDashboard.expensesOverTotal'],
      [{ type: 'Marketing', total: 100.123, expensesAmount: 1 }, 'projectDashboard.amountCents'],
      [{ type: 'Marketing', total: -5, expensesAmount: 0 }, 'projectDashboard.amountNegative'],
      [{ type: 'Catering', total: 100, expensesAmount: 1 }, 'projectDashboard.typeInvalid'],
    ];
    for (const [input, key] of cases) {
      const res = await gql(t, UPDATE, { input }, { token: admin });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((res.errors?.[0]?.extensions as { messageKey?: string }).messageKey).toBe(key);
    }
    expect(await db().select().from(projectBudgets).where(eq(projectBudgets.type, 'Marketing'))).toEqual(before);
  });

  it('refuses a budget change from staff who are not admins, job seekers and guests', async () => {
    const input = { type: 'Concept', total: 1, expensesAmount: 0 };
    expect((await gql(t, UPDATE, { input }, { token: staff })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, UPDATE, { input }, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, UPDATE, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [concept] = await db().select().from(projectBudgets).where(eq(projectBudgets.type, 'Concept'));
    expect(Number(concept!.total)).toBe(14000);
  });

  it('shows the dashboard to staff and admins only', async () => {
    expect((await dashboard({}, admin)).summary.day).toBe('2026-06-10');
    expect((await gql(t, DASHBOARD, {}, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, DASHBOARD, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown range', async () => {
    const res = await gql(t, DASHBOARD, { ranges: { summary: 'DX' } }, { token: staff });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists the workspace’s staff and admins as the team', async () => {
    const team = (await dashboard()).teamMembers;
    const emails = team.map((m) => m.email);
    expect(emails).toContain('admin@cpa-careers.test');
    expect(emails).toContain('staff@cpa-careers.test');
    expect(emails).not.toContain('seeker@cpa-careers.test');
    expect(team.find((m) => m.email === 'admin@cpa-careers.test')?.role).toBe('admin');
  });
});
