import { eq, type InferInsertModel } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetShares } from '../../../domain/project-dashboard-schemas.ts';
import {
  calendarEvents,
  calendarLabels,
  projectBudgets,
  scrumboardBoards,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
  taskItems,
  users,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { newStaffMember } from '../../test-support/starters.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { setDashboardClock } from '../../lib/dashboard-clock.ts';

/** A Wednesday: this week is 8–14 June 2026, last week 1–7 June. */
const NOW = new Date('2026-06-10T10:30:00Z');

const DASHBOARD = `query ($ranges: ProjectDashboardRanges) { projectDashboard(ranges: $ranges) {
  today summary { range day due completed } overdue { tasks fromYesterday } issues { open opened closed }
  features { proposed implemented }
  issueWeek { range days { day new closed } overview { new closed open overdue urgent } }
  taskDistribution { range tags { tag count } due newTasks completedTasks }
  schedule { range day events { id title startsAt endsAt allDay label labelKey color } }
  budget { type total expensesAmount expensesPercentage remainingAmount remainingPercentage updatedAt }
  teamMembers { id avatar name email phone title role } } }`;
const UPDATE = `mutation ($input: UpdateProjectBudgetInput!) { updateProjectBudget(input: $input) {
  type total expensesAmount expensesPercentage remainingAmount remainingPercentage } }`;

interface Dashboard {
  today: string;
  summary: { range: string; day: string; due: number; completed: number };
  overdue: { tasks: number; fromYesterday: number };
  issues: { open: number; opened: number; closed: number };
  features: { proposed: number; implemented: number };
  issueWeek: {
    range: string;
    days: { day: string; new: number; closed: number }[];
    overview: { new: number; closed: number; open: number; overdue: number; urgent: number };
  };
  taskDistribution: {
    range: string;
    tags: { tag: string; count: number }[];
    due: number;
    newTasks: number;
    completedTasks: number;
  };
  schedule: {
    range: string;
    day: string;
    events: {
      title: string;
      startsAt: string;
      endsAt: string;
      allDay: boolean;
      label: string;
      labelKey: string | null;
      color: string;
    }[];
  };
  budget: {
    type: string;
    total: number;
    expensesAmount: number;
    expensesPercentage: number;
    remainingAmount: number;
    remainingPercentage: number;
    updatedAt: string | null;
  }[];
  teamMembers: { email: string; role: string; name: string; title: string | null; phone: string | null }[];
}

const at = (iso: string) => new Date(`2026-${iso}Z`);
const WEEK = (first: number) => Array.from({ length: 7 }, (_, i) => `2026-06-${String(first + i).padStart(2, '0')}`);

async function dashboardOf(t: TestApp, token: string, ranges: Record<string, string> = {}) {
  const res = await gql<{ projectDashboard: Dashboard }>(t, DASHBOARD, { ranges }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.projectDashboard;
}

describe.each(testDatabaseKinds())('project dashboard from the staff’s work on %s', (kind) => {
  let t: TestApp;
  let ana: string;
  let bo: string;
  let seeker: string;
  const db = () => t.app.services.database.db;
  const idOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    setDashboardClock(() => NOW);
    ana = await newStaffMember(t, 'ana@example.test');
    bo = await newStaffMember(t, 'bo@example.test');
    await newStaffMember(t, 'cy@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Sam Seeker', email: 'sam@example.test', password: 'a long enough password' },
    });
    seeker = (res.json() as { access_token: string }).access_token;
  }, 120_000);
  afterAll(async () => {
    setDashboardClock(undefined);
    await t.close();
  });

  it('a new workspace with no work shows zeros, empty lists and the budget’s categories at 0', async () => {
    const d = await dashboardOf(t, ana);
    expect(d.today).toBe('2026-06-10');
    expect(d.summary).toEqual({ range: 'DT', day: '2026-06-10', due: 0, completed: 0 });
    expect(d.overdue).toEqual({ tasks: 0, fromYesterday: 0 });
    expect(d.issues).toEqual({ open: 0, opened: 0, closed: 0 });
    expect(d.features).toEqual({ proposed: 0, implemented: 0 });
    expect(d.issueWeek).toEqual({
      range: 'this-week',
      days: WEEK(8).map((day) => ({ day, new: 0, closed: 0 })),
      overview: { new: 0, closed: 0, open: 0, overdue: 0, urgent: 0 },
    });
    expect(d.taskDistribution).toEqual({ range: 'this-week', tags: [], due: 0, newTasks: 0, completedTasks: 0 });
    expect(d.schedule).toEqual({ range: 'today', day: '2026-06-10', events: [] });
    expect(d.budget.map((b) => [b.type, b.total, b.expensesAmount, b.expensesPercentage, b.updatedAt])).toEqual(
      ['Concept', 'Design', 'Development', 'Extras', 'Marketing'].map((type) => [type, 0, 0, 0, null]),
    );
    expect(d.teamMembers.map((m) => m.email).sort()).toEqual([
      'ana@example.test',
      'bo@example.test',
      'cy@example.test',
    ]);
  });

  it('counts the tasks and cards of the staff and lists the viewer’s own events', async () => {
    const [anaId, boId, cyId, samId] = await Promise.all(
      ['ana', 'bo', 'cy', 'sam'].map((n) => idOf(`${n}@example.test`)),
    );
    // Cy leaves: a disabled account's work no longer counts, and Cy leaves the team.
    await db().update(users).set({ disabled: true }).where(eq(users.id, cyId!));
    let order = 0;
    const task = (
      ownerId: string,
      due: string | null,
      done: boolean,
      tags: string[],
      created: string,
      updated = created,
      more: Partial<InferInsertModel<typeof taskItems>> = {},
    ): InferInsertModel<typeof taskItems> => ({
      ownerId,
      title: `task ${order}`,
      order: order++,
      dueDate: due && `2026-${due}`,
      completed: done,
      tags,
      createdAt: at(created),
      updatedAt: at(updated),
      ...more,
    });
    await db()
      .insert(taskItems)
      .values([
        task(anaId!, '06-10', false, ['Bug', 'Frontend'], '06-10T09:00', undefined, { priority: 2 }), // T1
        task(anaId!, '06-10', true, ['Backend'], '06-03T09:00', '06-10T08:00'), // T2: closed today
        task(anaId!, '06-09', false, ['Api'], '06-01T09:00'), // T3: overdue since today
        task(anaId!, '06-05', false, ['Bug'], '06-02T09:00'), // T4: overdue since before yesterday
        task(anaId!, '06-02', true, ['Bug'], '05-20T09:00', '06-03T12:00'), // T6: closed last week
        task(anaId!, '06-10', false, ['Bug'], '06-10T09:00', undefined, { type: 'section' }), // a heading, never counted
        task(boId!, '06-11', false, ['Discuss'], '06-09T09:00'), // T7
        task(boId!, '06-11', true, ['Frontend'], '06-01T09:00', '06-08T09:00'), // T8: closed on Monday
        task(boId!, null, false, ['Bug', 'Urgent'], '06-08T09:00'), // T9
        task(boId!, '05-10', true, ['Bug'], '05-01T09:00', '05-11T09:00'), // long done: counts nowhere
        task(cyId!, '06-10', false, ['Bug'], '06-10T09:00'), // a disabled account's
        task(samId!, '06-10', false, ['Bug'], '06-10T09:00'), // not a staff member's
      ]);
    const board = async (lists: string[], labels: string[]) => {
      const [b] = await db().insert(scrumboardBoards).values({ title: 'Board', createdBy: anaId }).returning();
      const ls = await db()
        .insert(scrumboardLists)
        .values(lists.map((title, position) => ({ boardId: b!.id, title, position })))
        .returning();
      const lbs = await db()
        .insert(scrumboardLabels)
        .values(labels.map((title) => ({ boardId: b!.id, title })))
        .returning();
      const listId = (title: string) => ls.find((l) => l.title === title)!.id;
      const labelId = (title: string) => lbs.find((l) => l.title === title)!.id;
      return (list: string, tags: string[], due: string | null, created: string, updated = created) => ({
        boardId: b!.id,
        listId: listId(list),
        position: order++,
        title: `card ${order}`,
        labels: tags.map(labelId),
        dueDate: due ? at(due) : null,
        createdAt: at(created),
        updatedAt: at(updated),
        memberIds: [anaId!],
      });
    };
    // The last list is the done one, whatever its name, wherever it was added.
    const first = await board(['Done', 'To do', 'Doing'], ['Bug', 'Development', 'Research']);
    await db().update(scrumboardLists).set({ position: 9 }).where(eq(scrumboardLists.title, 'Done'));
    const second = await board(['Backlog', 'Shipped'], ['bug']);
    await db()
      .insert(scrumboardCards)
      .values([
        first('To do', ['Bug'], '06-10T15:00', '06-10T08:00'), // C1
        first('Done', ['Development'], '06-09T12:00', '06-04T09:00', '06-09T16:00'), // C2
        first('Doing', ['Research'], '06-07T23:59:59', '05-30T09:00'), // C3
        second('Shipped', ['bug'], '06-06T10:00', '06-01T09:00', '06-02T09:00'), // C4
        first('Done', ['Bug'], null, '06-08T09:00', '06-10T09:30'), // C5: closed today
      ]);

    const labelOf = async (ownerId: string) =>
      (
        await db().insert(calendarLabels).values({ ownerId, title: 'Work', color: '#1976d2', key: 'work' }).returning()
      )[0]!.id;
    const [anaLabel, boLabel] = [await labelOf(anaId!), await labelOf(boId!)];
    const event = (ownerId: string, labelId: string, title: string, start: string, end: string, allDay = false) => ({
      ownerId,
      labelId,
      title,
      start: at(start),
      end: at(end),
      allDay,
    });
    await db()
      .insert(calendarEvents)
      .values([
        event(anaId!, anaLabel, 'Design review', '06-10T14:00', '06-10T15:00'),
        event(anaId!, anaLabel, 'Conference', '06-10T00:00', '06-11T00:00', true),
        event(anaId!, anaLabel, 'Stand-up', '06-11T09:00', '06-11T09:15'),
        event(anaId!, anaLabel, 'Night release', '06-09T23:00', '06-10T01:00'),
        event(anaId!, anaLabel, 'Last week', '06-03T09:00', '06-03T10:00'),
        event(boId!, boLabel, 'Dentist', '06-10T11:00', '06-10T12:00'),
      ]);

    const d = await dashboardOf(t, ana);
    expect(d.summary).toEqual({ range: 'DT', day: '2026-06-10', due: 3, completed: 1 });
    expect((await dashboardOf(t, ana, { summary: 'DY' })).summary).toEqual({
      range: 'DY',
      day: '2026-06-09',
      due: 2,
      completed: 1,
    });
    expect((await dashboardOf(t, ana, { summary: 'DTM' })).summary).toEqual({
      range: 'DTM',
      day: '2026-06-11',
      due: 2,
      completed: 1,
    });
    expect(d.overdue).toEqual({ tasks: 3, fromYesterday: 2 });
    expect(d.issues).toEqual({ open: 4, opened: 2, closed: 1 });
    expect(d.features).toEqual({ proposed: 1, implemented: 3 });
    expect(d.issueWeek).toEqual({
      range: 'this-week',
      days: WEEK(8).map((day) => ({
        day,
        new: { '2026-06-08': 2, '2026-06-10': 2 }[day] ?? 0,
        closed: day === '2026-06-10' ? 1 : 0,
      })),
      overview: { new: 4, closed: 1, open: 4, overdue: 1, urgent: 2 },
    });
    expect(d.taskDistribution).toEqual({
      range: 'this-week',
      tags: [
        { tag: 'Bug', count: 2 },
        { tag: 'Frontend', count: 2 },
        { tag: 'Api', count: 1 },
        { tag: 'Backend', count: 1 },
        { tag: 'Development', count: 1 },
        { tag: 'Discuss', count: 1 },
      ],
      due: 7,
      newTasks: 5,
      completedTasks: 4,
    });
    const last = await dashboardOf(t, ana, { issues: 'last-week', taskDistribution: 'last-week' });
    expect(last.issueWeek.days.filter((x) => x.new || x.closed)).toEqual([
      { day: '2026-06-01', new: 1, closed: 0 },
      { day: '2026-06-02', new: 1, closed: 1 },
      { day: '2026-06-03', new: 0, closed: 1 },
    ]);
    expect(last.issueWeek.overview).toEqual({ new: 2, closed: 2, open: 4, overdue: 1, urgent: 2 });
    expect(last.taskDistribution).toEqual({
      range: 'last-week',
      // A board's "bug" and the tasks' "Bug" are one slice.
      tags: [
        { tag: 'Bug', count: 3 },
        { tag: 'Research', count: 1 },
      ],
      due: 4,
      newTasks: 6,
      completedTasks: 2,
    });

    // Ana's own calendar only: all-day first, then by start; an event across midnight shows on both days.
    expect(d.schedule.events.map((e) => [e.title, e.allDay, e.startsAt, e.endsAt])).toEqual([
      ['Conference', true, '2026-06-10T00:00:00.000Z', '2026-06-11T00:00:00.000Z'],
      ['Night release', false, '2026-06-09T23:00:00.000Z', '2026-06-10T01:00:00.000Z'],
      ['Design review', false, '2026-06-10T14:00:00.000Z', '2026-06-10T15:00:00.000Z'],
    ]);
    expect(d.schedule.events[0]).toMatchObject({ label: 'Work', labelKey: 'work', color: '#1976d2' });
    const tomorrow = (await dashboardOf(t, ana, { schedule: 'tomorrow' })).schedule;
    expect(tomorrow.day).toBe('2026-06-11');
    expect(tomorrow.events.map((e) => e.title)).toEqual(['Stand-up']);
    expect((await dashboardOf(t, bo)).schedule.events.map((e) => e.title)).toEqual(['Dentist']);
    // The same team figures for Bo.
    expect((await dashboardOf(t, bo)).overdue).toEqual(d.overdue);
    expect(d.teamMembers.map((m) => m.email).sort()).toEqual(['ana@example.test', 'bo@example.test']);
  });

  it('a day just before midnight UTC is still that day', async () => {
    setDashboardClock(() => new Date('2026-06-10T23:59:59Z'));
    try {
      expect((await dashboardOf(t, ana, { summary: 'DTM' })).summary).toMatchObject({ day: '2026-06-11', due: 2 });
    } finally {
      setDashboardClock(() => NOW);
    }
  });

  it('shows the dashboard to staff and admins only and refuses an unknown range', async () => {
    expect((await gql(t, DASHBOARD, {}, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t, DASHBOARD, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const ranges of [{ summary: 'DX' }, { issues: 'next-week' }, { monthlyExpenses: 'this-year' }]) {
      const res = await gql(t, DASHBOARD, { ranges }, { token: ana });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe.each(testDatabaseKinds())('project dashboard of the demo and its budget on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;
  const dashboard = (ranges: Record<string, string> = {}, token = staff) => dashboardOf(t, token, ranges);

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The demo as it is loaded: around the day the seed runs, which the dashboard's clock is.
    await seedIfEmpty(db(), new Date());
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('the demo’s tasks, boards and calendar fill every widget', async () => {
    const d = await dashboard();
    expect(d.summary.due).toBeGreaterThan(0);
    expect(d.overdue.tasks).toBeGreaterThan(0);
    expect(d.issues.open).toBeGreaterThan(0);
    expect(d.features.proposed).toBeGreaterThan(0);
    expect(d.issueWeek.overview.new).toBeGreaterThan(0);
    expect(d.taskDistribution.tags.map((x) => x.tag)).toEqual(expect.arrayContaining(['Bug', 'Frontend']));
    expect(d.schedule.events.length).toBeGreaterThan(0);
    expect((await dashboard({ schedule: 'tomorrow' })).schedule.events.length).toBeGreaterThan(0);
    expect((await dashboard({}, admin)).schedule.events.length).toBeGreaterThan(0);
  });

  it('derives the budget percentages from the amounts', async () => {
    const budget = (await dashboard()).budget;
    expect(budget.map((b) => b.type)).toEqual(['Concept', 'Design', 'Development', 'Extras', 'Marketing']);
    const { updatedAt, ...design } = budget.find((b) => b.type === 'Design')!;
    expect(updatedAt).not.toBeNull();
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
    const res = await gql<{ updateProjectBudget: Omit<Dashboard['budget'][number], 'updatedAt'> }>(
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

  it('lists the workspace’s staff and admins as the team', async () => {
    const team = (await dashboard()).teamMembers;
    const emails = team.map((m) => m.email);
    expect(emails).toContain('admin@cpa-careers.test');
    expect(emails).toContain('staff@cpa-careers.test');
    expect(emails).not.toContain('seeker@cpa-careers.test');
    expect(team.find((m) => m.email === 'admin@cpa-careers.test')?.role).toBe('admin');
  });
});
