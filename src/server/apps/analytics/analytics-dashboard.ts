import { asc, between, countDistinct, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  MIN_GROUP_SIZE,
  resolveRange,
  type AnalyticsRangeInput,
} from '../../../domain/analytics-schemas.ts';
import type { Db } from '../../db/client.ts';
import { analyticsDaily, analyticsDailyLanguages, analyticsDailyPeople } from '../../db/schema/index.ts';

export interface AnalyticsDay {
  day: string;
  pageViews: number;
  visitors: number;
  newVisitors: number;
  returningVisitors: number;
  visits: number;
  impressions: number;
  applications: number;
  signUps: number;
  conversions: number;
}

export interface AnalyticsTotals extends Omit<AnalyticsDay, 'day'> {
  /** Conversions (applications and sign-ups) per visit, 0..n (0 without visits). */
  conversionRate: number;
}

export interface GroupCount {
  key: string;
  count: number;
}

export interface AnalyticsDashboard {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  /** One entry per day of the range, days without figures as zeros. */
  days: AnalyticsDay[];
  /** The previous period's days, aligned with `days`. */
  previousDays: AnalyticsDay[];
  languages: (GroupCount & { pageViews: number })[];
  /** People per gender / age group; groups under MIN_GROUP_SIZE are left out. */
  genders: GroupCount[];
  ages: GroupCount[];
  /** Days of the range whose figures are the demo traffic of a fresh install. */
  demoDays: number;
  rolledAt: string | null;
}

const zeroDay = (day: string): AnalyticsDay => ({
  day,
  pageViews: 0,
  visitors: 0,
  newVisitors: 0,
  returningVisitors: 0,
  visits: 0,
  impressions: 0,
  applications: 0,
  signUps: 0,
  conversions: 0,
});

function totalsOf(days: AnalyticsDay[]): AnalyticsTotals {
  const { day: _day, ...rest } = zeroDay('');
  for (const d of days) for (const k of Object.keys(rest) as (keyof typeof rest)[]) rest[k] += d[k];
  return { ...rest, conversionRate: rest.visits ? rest.conversions / rest.visits : 0 };
}

/**
 * The dashboard's figures for a range and the period before it, read from the daily roll-ups
 * only (a few hundred rows at most), so it does not depend on how many page views there are.
 */
export async function analyticsDashboard(
  db: Db,
  input: AnalyticsRangeInput,
  now = new Date(),
): Promise<AnalyticsDashboard> {
  const r = resolveRange(input, now);
  const rows = await db
    .select()
    .from(analyticsDaily)
    .where(between(analyticsDaily.day, r.previousFrom, r.to))
    .orderBy(asc(analyticsDaily.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series = (from: string, length: number) =>
    Array.from({ length }, (_, i) => {
      const day = addDays(from, i);
      const row = byDay.get(day);
      if (!row) return zeroDay(day);
      return {
        day,
        pageViews: row.pageViews,
        visitors: row.visitors,
        newVisitors: row.newVisitors,
        returningVisitors: Math.max(0, row.visitors - row.newVisitors),
        visits: row.visits,
        impressions: row.impressions,
        applications: row.applications,
        signUps: row.signUps,
        conversions: row.applications + row.signUps,
      };
    });
  const days = series(r.from, r.days);
  const previousDays = series(r.previousFrom, daysBetween(r.previousFrom, r.previousTo));
  const inRange = rows.filter((row) => row.day >= r.from);

  const [languages, genders, ages] = await Promise.all([
    db
      .select({
        key: analyticsDailyLanguages.language,
        count: sql<number>`sum(${analyticsDailyLanguages.visitors})::int`,
        pageViews: sql<number>`sum(${analyticsDailyLanguages.pageViews})::int`,
      })
      .from(analyticsDailyLanguages)
      .where(between(analyticsDailyLanguages.day, r.from, r.to))
      .groupBy(analyticsDailyLanguages.language),
    peopleBy(db, analyticsDailyPeople.gender, r.from, r.to),
    peopleBy(db, analyticsDailyPeople.ageGroup, r.from, r.to),
  ]);
  const shown = (groups: GroupCount[]) => groups.filter((g) => g.count >= MIN_GROUP_SIZE);
  const rolledAt = inRange.reduce<Date | null>((a, row) => (!a || row.rolledAt > a ? row.rolledAt : a), null);
  return {
    from: r.from,
    to: r.to,
    previousFrom: r.previousFrom,
    previousTo: r.previousTo,
    totals: totalsOf(days),
    previousTotals: totalsOf(previousDays),
    days,
    previousDays,
    languages: languages
      .map((l) => ({ key: l.key, count: Number(l.count), pageViews: Number(l.pageViews) }))
      .sort((a, b) => b.count - a.count),
    genders: shown(genders),
    ages: shown(ages),
    demoDays: inRange.filter((row) => row.demo).length,
    rolledAt: rolledAt ? rolledAt.toISOString() : null,
  };
}

/** Distinct signed-in people of the range per value of a profile field ('unknown' for none). */
async function peopleBy(
  db: Db,
  column: typeof analyticsDailyPeople.gender | typeof analyticsDailyPeople.ageGroup,
  from: string,
  to: string,
): Promise<GroupCount[]> {
  const key = sql<string>`coalesce(${column}, 'unknown')`;
  const rows = await db
    .select({ key, count: countDistinct(analyticsDailyPeople.person) })
    .from(analyticsDailyPeople)
    .where(between(analyticsDailyPeople.day, from, to))
    .groupBy(key);
  return rows.map((row) => ({ key: row.key, count: Number(row.count) })).sort((a, b) => b.count - a.count);
}
