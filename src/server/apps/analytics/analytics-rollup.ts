import { and, eq, gte, lt, max, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, isoDayOf, VISIT_GAP_MS } from '../../../domain/analytics-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  analyticsDaily,
  analyticsDailyLanguages,
  analyticsDailyPeople,
  analyticsImpressions,
  analyticsPageViews,
  analyticsVisitors,
  jobApplications,
  users,
} from '../../db/schema/index.ts';
import { startPeriodicTask } from '../../lib/periodic-task.ts';

/** Advisory lock key of the roll-up (the seed uses 7_310_022_451, the job expiry …452). */
export const ANALYTICS_ROLLUP_LOCK_KEY = 7_310_022_460;
/** The roll-up runs every 15 minutes, so today's figures are at most that old. */
export const ANALYTICS_ROLLUP_INTERVAL_MS = 15 * 60 * 1000;

export interface RollupResult {
  /** Another process held the lock, so this one did nothing. */
  skipped: boolean;
  /** The days (UTC) written. */
  days: string[];
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const num = (v: unknown) => Number(v ?? 0);

/** Rolls one day (UTC) up from the raw page views; replaces that day's demo rows. */
async function rollDay(tx: Tx, day: string, now: Date): Promise<void> {
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  // A visit starts at a view with no view of the same visitor in the 30 minutes before it (the
  // look-back reaches into the previous day, so a visit over midnight counts once).
  const since = new Date(start.getTime() - VISIT_GAP_MS);
  const gap = `${VISIT_GAP_MS / 1000} seconds`;
  const totals = await tx.execute<{ page_views: string; visitors: string; visits: string }>(sql`
    with v as (
      select visitor_id, occurred_at,
        lag(occurred_at) over (partition by visitor_id order by occurred_at) as prev
      from ${analyticsPageViews}
      where occurred_at >= ${since.toISOString()} and occurred_at < ${end.toISOString()}
    )
    select
      count(*) filter (where occurred_at >= ${start.toISOString()}) as page_views,
      count(distinct visitor_id) filter (where occurred_at >= ${start.toISOString()}) as visitors,
      count(*) filter (where occurred_at >= ${start.toISOString()}
        and (prev is null or occurred_at - prev > ${gap}::interval)) as visits
    from v`);
  const t = totals.rows[0];
  const inDay = and(gte(analyticsPageViews.occurredAt, start), lt(analyticsPageViews.occurredAt, end));

  // First-seen days: a visitor's earliest day wins, whatever order the days are rolled in.
  await tx.execute(sql`
    insert into ${analyticsVisitors} (visitor_id, first_day)
    select distinct visitor_id, ${day}::date from ${analyticsPageViews}
    where occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()}
    on conflict (visitor_id) do update set first_day = least(${analyticsVisitors.firstDay}, excluded.first_day)`);
  const fresh = await tx.execute<{ n: string }>(sql`
    select count(*) as n from ${analyticsVisitors} where first_day = ${day}::date and visitor_id in (
      select visitor_id from ${analyticsPageViews}
      where occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()})`);

  const [impressions] = await tx
    .select({ n: sql<string>`coalesce(sum(${analyticsImpressions.count}), 0)` })
    .from(analyticsImpressions)
    .where(and(gte(analyticsImpressions.occurredAt, start), lt(analyticsImpressions.occurredAt, end)));
  const [applications] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(jobApplications)
    .where(and(gte(jobApplications.appliedAt, start), lt(jobApplications.appliedAt, end)));
  const [signUps] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(users)
    .where(and(gte(users.createdAt, start), lt(users.createdAt, end)));

  const languages = await tx
    .select({
      language: analyticsPageViews.language,
      visitors: sql<string>`count(distinct ${analyticsPageViews.visitorId})`,
      pageViews: sql<string>`count(*)`,
    })
    .from(analyticsPageViews)
    .where(inDay)
    .groupBy(analyticsPageViews.language);

  const people = await tx
    .selectDistinct({ person: users.id, gender: users.gender, ageGroup: users.ageGroup })
    .from(analyticsPageViews)
    .innerJoin(users, eq(users.id, analyticsPageViews.userId))
    .where(inDay);

  await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
  await tx.delete(analyticsDailyLanguages).where(eq(analyticsDailyLanguages.day, day));
  await tx.delete(analyticsDailyPeople).where(eq(analyticsDailyPeople.day, day));
  await tx.insert(analyticsDaily).values({
    day,
    pageViews: num(t?.page_views),
    visitors: num(t?.visitors),
    newVisitors: num(fresh.rows[0]?.n),
    visits: num(t?.visits),
    impressions: num(impressions?.n),
    applications: num(applications?.n),
    signUps: num(signUps?.n),
    demo: false,
    rolledAt: now,
  });
  if (languages.length)
    await tx
      .insert(analyticsDailyLanguages)
      .values(
        languages.map((l) => ({ day, language: l.language, visitors: num(l.visitors), pageViews: num(l.pageViews) })),
      );
  if (people.length) await tx.insert(analyticsDailyPeople).values(people.map((p) => ({ day, ...p })));
}

/**
 * Rolls up every day with page views since the last real roll-up (that day again, since it may
 * have been rolled while still going on) up to `now`'s day. Several server processes may share
 * the database: the transaction-scoped advisory lock lets one of them work and the others
 * return at once. Running it twice is harmless: a day's rows are replaced, not added to.
 * `since` rolls from that day instead (page views are accepted only up to a day old, so the
 * periodic run never needs it; tests and repairs do).
 */
export async function rollUpAnalytics(db: Db, now = new Date(), since?: string): Promise<RollupResult> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${ANALYTICS_ROLLUP_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { skipped: true, days: [] };
    const [last] = await tx
      .select({ day: max(analyticsDaily.day) })
      .from(analyticsDaily)
      .where(eq(analyticsDaily.demo, false));
    let from = since ?? last?.day ?? undefined;
    if (!from) {
      const [first] = await tx.select({ at: min(analyticsPageViews.occurredAt) }).from(analyticsPageViews);
      if (!first?.at) return { skipped: false, days: [] };
      from = isoDayOf(new Date(first.at).getTime());
    }
    const today = isoDayOf(now.getTime());
    const withViews = await tx.execute<{ day: string }>(sql`
      select distinct to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day from ${analyticsPageViews}
      where occurred_at >= ${dayStart(from).toISOString()} and occurred_at < ${dayStart(addDays(today, 1)).toISOString()}
      order by day`);
    const days = withViews.rows.map((r) => r.day);
    for (const day of days) await rollDay(tx, day, now);
    return { skipped: false, days };
  });
}

/** Runs the roll-up now and then every 15 minutes; the returned function stops it. */
export function startAnalyticsRollupTask(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = ANALYTICS_ROLLUP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodicTask(
    'analytics roll-up',
    async () => {
      const result = await rollUpAnalytics(db);
      if (result.days.length) log.debug({ days: result.days }, 'analytics rolled up');
    },
    intervalMs,
    log,
  );
}

/**
 * Erasure: a deleted account leaves no trace in the analytics. Its page views already lose their
 * link to it (the foreign key sets null); the daily rows that counted its gender and age go too.
 */
export async function forgetAnalyticsPerson(db: Db, userId: string): Promise<void> {
  await db.delete(analyticsDailyPeople).where(eq(analyticsDailyPeople.person, userId));
}
