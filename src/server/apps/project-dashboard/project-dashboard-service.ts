import { and, asc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BUDGET_TYPES,
  DAY_RANGES,
  FEATURE_TAGS,
  ISSUE_TAGS,
  SUMMARY_RANGES,
  URGENT_TAGS,
  WEEK_RANGES,
  budgetShares,
  updateProjectBudgetSchema,
  type DayRange,
  type SummaryRange,
  type WeekRange,
} from '../../../domain/project-dashboard-schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  calendarEvents,
  calendarLabels,
  projectBudgets,
  scrumboardCards,
  taskItems,
  users,
  works,
} from '../../db/schema/index.ts';
import { workspaceMember } from '../../policies/workspace-apps.ts';
import { parseInput } from '../../lib/validate.ts';
import { addDays, dayKey, startOfUtcDay, startOfUtcWeek } from '../../lib/dashboard-clock.ts';

// The project dashboard's figures for one moment ("now"), counted from the work the staff keep in
// their apps. Days are UTC days; weeks start on Monday.
//
// Whose work: the team's. It is a team dashboard, so the counts take every task of the workspace's
// staff and admins (not disabled) and every scrumboard card; only numbers leave the service, never a
// title, so nobody reads a colleague's task or a board they are not on. The schedule is the one list
// of titles, and it is the viewer's own calendar: a calendar is its owner's alone (workspace-apps.ts).
//
// What counts as what (one "work item" is a task, not a section row, or a card):
// - due on a day: a task's due date, a card's due time on that UTC day;
// - done: a completed task; a card in its board's last list (the boards' "Completed", whatever it is
//   called); it was closed on the UTC day of its last change while done (neither app records the
//   moment of completion, and a later edit of a done item moves that day);
// - an issue: tagged or labelled Bug; feature work: Api, Backend, Frontend, Development or Feature
//   and not a bug; urgent: tagged Urgent or, for a task, of high priority (ISSUE_TAGS and the rest);
// - overdue: not done and due before today.

export const projectDashboardRangesSchema = z
  .object({
    summary: z.enum(SUMMARY_RANGES).default('DT'),
    issues: z.enum(WEEK_RANGES).default('this-week'),
    taskDistribution: z.enum(WEEK_RANGES).default('this-week'),
    schedule: z.enum(DAY_RANGES).default('today'),
  })
  .strict();
export type ProjectDashboardRanges = z.infer<typeof projectDashboardRangesSchema>;

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

export interface BudgetLine {
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
  /** When an admin last set it; null for a category never entered. */
  updatedAt: string | null;
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

/**
 * Every category's budget line in the categories' order; one nobody has entered yet is 0 of 0 (so a
 * new deployment shows the categories an admin can fill in, not an empty table).
 */
export async function listBudget(db: Db): Promise<BudgetLine[]> {
  const rows = new Map((await db.select().from(projectBudgets)).map((r) => [r.type, toBudgetLine(r)]));
  return BUDGET_TYPES.map(
    (type) => rows.get(type) ?? { type, total: 0, expensesAmount: 0, ...budgetShares(0, 0), updatedAt: null },
  );
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

/** A task or a card, as the dashboard counts it. */
export interface WorkItem {
  /** The UTC day it is due (YYYY-MM-DD), or null. */
  due: string | null;
  done: boolean;
  /** Its tags (a task) or label titles (a card), as written. */
  tags: string[];
  /** A task of high priority (cards have none). */
  highPriority: boolean;
  /** The UTC day it was written. */
  created: string;
  /** The UTC day it was closed (see the header), or null while open. */
  closed: string | null;
}

const hasTag = (item: WorkItem, tags: readonly string[]) => item.tags.some((t) => tags.includes(t.toLowerCase()));
const isIssue = (item: WorkItem) => hasTag(item, ISSUE_TAGS);
const isFeature = (item: WorkItem) => !isIssue(item) && hasTag(item, FEATURE_TAGS);
const isUrgent = (item: WorkItem) => item.highPriority || hasTag(item, URGENT_TAGS);

/**
 * The work items that can count at `now`: every open one (overdue, open issues) and those written,
 * changed or due since last week's Monday (the oldest day any range reaches); a done item untouched
 * since then counts nowhere.
 */
export async function loadWorkItems(db: Db, now: Date): Promise<WorkItem[]> {
  const since = addDays(startOfUtcWeek(now), -7);
  const tasks = await db
    .select({
      due: taskItems.dueDate,
      done: taskItems.completed,
      tags: taskItems.tags,
      priority: taskItems.priority,
      createdAt: taskItems.createdAt,
      updatedAt: taskItems.updatedAt,
    })
    .from(taskItems)
    .innerJoin(users, eq(users.id, taskItems.ownerId))
    .where(
      and(
        eq(taskItems.type, 'task'),
        workspaceMember(),
        or(
          eq(taskItems.completed, false),
          gte(taskItems.createdAt, since),
          gte(taskItems.updatedAt, since),
          gte(taskItems.dueDate, dayKey(since)),
        ),
      ),
    );
  // A card is done in its board's last list, whatever the board calls it. The card's columns are
  // named with their table: drizzle writes a lone table's columns bare, and inside the subquery a
  // bare board_id would be the list's own.
  const done = sql<boolean>`"scrumboard_cards"."list_id" = (select l.id from scrumboard_lists l
    where l.board_id = "scrumboard_cards"."board_id" order by l.position desc, l.created_at desc limit 1)`;
  const cards = await db
    .select({
      due: scrumboardCards.dueDate,
      done,
      tags: sql<string[]>`array(select lb.title from scrumboard_labels lb
        where lb.id = any("scrumboard_cards"."labels") order by lb.title)`,
      createdAt: scrumboardCards.createdAt,
      updatedAt: scrumboardCards.updatedAt,
    })
    .from(scrumboardCards)
    .where(
      or(
        sql`not (${done})`,
        gte(scrumboardCards.createdAt, since),
        gte(scrumboardCards.updatedAt, since),
        gte(scrumboardCards.dueDate, since),
      ),
    );
  return [
    ...tasks.map((t) => ({
      due: t.due,
      done: t.done,
      tags: t.tags,
      highPriority: t.priority >= 2,
      created: dayKey(t.createdAt),
      closed: t.done ? dayKey(t.updatedAt) : null,
    })),
    ...cards.map((c) => ({
      due: c.due ? dayKey(c.due) : null,
      done: Boolean(c.done),
      tags: c.tags ?? [],
      highPriority: false,
      created: dayKey(new Date(c.createdAt)),
      closed: c.done ? dayKey(new Date(c.updatedAt)) : null,
    })),
  ];
}

/** The work due in a week by tag or label (one item counts under each of its tags), most first. */
function byTag(items: WorkItem[]): { tag: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const item of items) {
    for (const tag of new Set(item.tags.map((t) => t.trim()).filter(Boolean))) {
      // "Bug" on a task and "bug" on a board are one slice, named as first met.
      const entry = counts.get(tag.toLowerCase()) ?? { tag, count: 0 };
      entry.count++;
      counts.set(tag.toLowerCase(), entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The viewer's calendar events that fall on the day (an event across midnight shows on both days). */
async function scheduleOf(db: Db, viewerId: string, day: Date) {
  const rows = await db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      start: calendarEvents.start,
      end: calendarEvents.end,
      allDay: calendarEvents.allDay,
      label: calendarLabels.title,
      labelKey: calendarLabels.key,
      color: calendarLabels.color,
    })
    .from(calendarEvents)
    .innerJoin(calendarLabels, eq(calendarLabels.id, calendarEvents.labelId))
    .where(
      and(
        eq(calendarEvents.ownerId, viewerId),
        lt(calendarEvents.start, addDays(day, 1)),
        // An event of no length (end = start) at midnight still belongs to that day.
        or(gt(calendarEvents.end, day), eq(calendarEvents.start, day)),
      ),
    )
    .orderBy(sql`${calendarEvents.allDay} desc`, asc(calendarEvents.start), asc(calendarEvents.title));
  return rows.map((e) => ({
    id: e.id,
    title: e.title,
    startsAt: e.start.toISOString(),
    endsAt: e.end.toISOString(),
    allDay: e.allDay,
    label: e.label,
    labelKey: e.labelKey,
    color: e.color,
  }));
}

/** Everything the dashboard shows `viewerId` at `now`, each widget in its chosen range. */
export async function projectDashboard(db: Db, viewerId: string, rangesInput: unknown, now: Date) {
  const ranges = parseInput(projectDashboardRangesSchema, rangesInput ?? {});
  const items = await loadWorkItems(db, now);
  const today = startOfUtcDay(now);
  const todayKey = dayKey(today);
  const yesterdayKey = dayKey(addDays(today, -1));
  const count = (pick: (item: WorkItem) => boolean) => items.filter(pick).length;
  const overdue = (item: WorkItem, before: string) => !item.done && item.due !== null && item.due < before;
  const thisWeek = weekDays('this-week', now);

  const sDay = summaryDay(ranges.summary, now);
  const dueThatDay = items.filter((i) => i.due === sDay);

  const issueDays = weekDays(ranges.issues, now);
  const issues = items.filter(isIssue);
  const issueWeek = issueDays.map((day) => ({
    day,
    new: issues.filter((i) => i.created === day).length,
    closed: issues.filter((i) => i.closed === day).length,
  }));

  const distDays = weekDays(ranges.taskDistribution, now);
  const inWeek = (day: string | null) => day !== null && day >= distDays[0]! && day <= distDays[6]!;
  const features = items.filter(isFeature);

  return {
    today: todayKey,
    summary: {
      range: ranges.summary,
      day: sDay,
      due: dueThatDay.length,
      completed: dueThatDay.filter((i) => i.done).length,
    },
    overdue: { tasks: count((i) => overdue(i, todayKey)), fromYesterday: count((i) => overdue(i, yesterdayKey)) },
    issues: {
      open: issues.filter((i) => !i.done).length,
      opened: issues.filter((i) => i.created === todayKey).length,
      closed: issues.filter((i) => i.closed === todayKey).length,
    },
    features: {
      proposed: features.filter((i) => !i.done).length,
      implemented: features.filter((i) => i.closed !== null && thisWeek.includes(i.closed)).length,
    },
    issueWeek: {
      range: ranges.issues,
      days: issueWeek,
      overview: {
        new: issueWeek.reduce((s, d) => s + d.new, 0),
        closed: issueWeek.reduce((s, d) => s + d.closed, 0),
        open: issues.filter((i) => !i.done).length,
        overdue: issues.filter((i) => overdue(i, todayKey)).length,
        urgent: issues.filter((i) => !i.done && isUrgent(i)).length,
      },
    },
    taskDistribution: {
      range: ranges.taskDistribution,
      tags: byTag(items.filter((i) => inWeek(i.due))),
      due: count((i) => inWeek(i.due)),
      newTasks: count((i) => inWeek(i.created)),
      completedTasks: count((i) => inWeek(i.closed)),
    },
    schedule: {
      range: ranges.schedule,
      day: dayKey(scheduleDay(ranges.schedule, now)),
      events: await scheduleOf(db, viewerId, scheduleDay(ranges.schedule, now)),
    },
    budget: await listBudget(db),
    teamMembers: await listTeamMembers(db),
  };
}
