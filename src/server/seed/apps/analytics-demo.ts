import { eq } from 'drizzle-orm';
import { addDays, isoDayOf } from '../../../domain/analytics-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import type { Db, Tx } from '../../db/client.ts';
import { analyticsDaily, analyticsDailyLanguages, analyticsDailyPeople } from '../../db/schema/index.ts';
import { mulberry32 } from '../seed-random.ts';

export const DEMO_DAYS = 90;
const DEMO_PEOPLE = 420;

/** Picks a key by weight. */
function weighted<K extends string | null>(rand: () => number, table: [K, number][]): K {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [k, w] of table) {
    x -= w;
    if (x < 0) return k;
  }
  return table[table.length - 1]![0];
}

/** A stable fake id for demo person n (these name no account). */
const personId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * 90 days (to `now`'s day) of plausible traffic, marked `demo`, so the dashboard is full on a
 * fresh start: weekday peaks, weekend dips, slow growth, a campaign spike; the roll-up of a day
 * with real page views replaces that day's demo rows. Deterministic (a seeded generator).
 */
export function demoAnalytics(now: Date) {
  const rand = mulberry32(20_261_123);
  const today = isoDayOf(now.getTime());
  const people = Array.from({ length: DEMO_PEOPLE }, (_, n) => ({
    person: personId(n + 1),
    gender: weighted<string | null>(rand, [
      ['female', 46],
      ['male', 44],
      ['other', 1.2],
      ['prefer-not-to-say', 4],
      [null, 5],
    ]),
    ageGroup: weighted<string | null>(rand, [
      ['18-24', 22],
      ['25-34', 38],
      ['35-44', 21],
      ['45-54', 11],
      ['55-64', 5],
      ['65+', 0.8],
      [null, 3],
    ]),
  }));
  const daily: (typeof analyticsDaily.$inferInsert)[] = [];
  const languages: (typeof analyticsDailyLanguages.$inferInsert)[] = [];
  const seen: (typeof analyticsDailyPeople.$inferInsert)[] = [];
  for (let i = DEMO_DAYS - 1; i >= 0; i--) {
    const day = addDays(today, -i);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.62 : weekday === 1 || weekday === 2 ? 1.08 : 1;
    const growth = 1 + (DEMO_DAYS - i) / DEMO_DAYS / 2.5;
    const campaign = i >= 38 && i <= 41 ? 1.45 : 1;
    const noise = 0.88 + rand() * 0.24;
    const visitors = Math.round(420 * weekend * growth * campaign * noise);
    const newShare = 0.42 + rand() * 0.12 + (campaign > 1 ? 0.12 : 0);
    const visits = Math.round(visitors * (1.18 + rand() * 0.14));
    const pageViews = Math.round(visits * (2.9 + rand() * 0.8));
    const applications = Math.round(visits * (0.021 + rand() * 0.012));
    const signUps = Math.round(visits * (0.006 + rand() * 0.006));
    daily.push({
      day,
      visitors,
      newVisitors: Math.round(visitors * newShare),
      visits,
      pageViews,
      impressions: Math.round(pageViews * (3.4 + rand() * 1.2)),
      applications,
      signUps,
      demo: true,
      rolledAt: now,
    });
    const shares: [Language, number][] = [
      ['en', 0.5 + rand() * 0.06],
      ['tr', 0.33 + rand() * 0.05],
      ['ar', 0.1 + rand() * 0.04],
    ];
    const sum = shares.reduce((s, [, v]) => s + v, 0);
    for (const [language, share] of shares)
      languages.push({
        day,
        language,
        visitors: Math.round((visitors * share) / sum),
        pageViews: Math.round((pageViews * share) / sum),
        demo: true,
      });
    const signedIn = Math.round(visitors * (0.07 + rand() * 0.03));
    const picked = new Set<number>();
    while (picked.size < Math.min(signedIn, DEMO_PEOPLE)) picked.add(Math.floor(rand() * DEMO_PEOPLE));
    for (const n of picked) seen.push({ day, ...people[n]!, demo: true });
  }
  return { daily, languages, people: seen };
}

/** Writes the demo traffic (replacing earlier demo rows); real days are left alone. */
export async function seedAnalyticsDemo(db: Db | Tx, now = new Date()): Promise<number> {
  const { daily, languages, people } = demoAnalytics(now);
  const real = new Set(
    (await db.select({ day: analyticsDaily.day }).from(analyticsDaily).where(eq(analyticsDaily.demo, false))).map(
      (r) => r.day,
    ),
  );
  await db.delete(analyticsDaily).where(eq(analyticsDaily.demo, true));
  await db.delete(analyticsDailyLanguages).where(eq(analyticsDailyLanguages.demo, true));
  await db.delete(analyticsDailyPeople).where(eq(analyticsDailyPeople.demo, true));
  const keep = <T extends { day: string }>(rows: T[]) => rows.filter((r) => !real.has(r.day));
  const chunks = async <T>(rows: T[], insert: (c: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  await chunks(keep(daily), (c) => db.insert(analyticsDaily).values(c));
  await chunks(keep(languages), (c) => db.insert(analyticsDailyLanguages).values(c));
  await chunks(keep(people), (c) => db.insert(analyticsDailyPeople).values(c));
  return keep(daily).length;
}
