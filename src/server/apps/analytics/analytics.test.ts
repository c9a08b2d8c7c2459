import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDayOf } from '../../../domain/analytics-schemas.ts';
import {
  analyticsDaily,
  analyticsImpressions,
  analyticsPageViews,
  jobApplications,
  jobs,
  users,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { ANALYTICS_ROLLUP_LOCK_KEY, rollUpAnalytics } from './analytics-rollup.ts';

const FIGURES = 'pageViews visitors newVisitors returningVisitors visits impressions applications signUps conversions';
const DASHBOARD = `query ($range: AnalyticsRangeInput!) { analyticsDashboard(range: $range) {
  from to previousFrom previousTo conversionRate demoDays
  totals { ${FIGURES} } previousTotals { ${FIGURES} }
  days { day figures { ${FIGURES} } } previousDays { day }
  languages { key visitors pageViews } genders { key count } ages { key count } } }`;
const ROLL_UP = 'mutation { rollUpAnalytics }';
const MIN = 60 * 1000;

interface Figures {
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
interface Dashboard {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  conversionRate: number;
  demoDays: number;
  totals: Figures;
  previousTotals: Figures;
  days: { day: string; figures: Figures }[];
  previousDays: { day: string }[];
  languages: { key: string; visitors: number; pageViews: number }[];
  genders: { key: string; count: number }[];
  ages: { key: string; count: number }[];
}

describe.each(testDatabaseKinds())('analytics on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let employer: string;
  const db = () => t.app.services.database.db;
  const today = isoDayOf(Date.now());
  // Two days well inside the 90 demo days, in the past.
  const dayA = addDays(today, -12);
  const dayB = addDays(today, -11);
  const at = (day: string, hh: number, mm = 0) =>
    new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00Z`);
  const dashboard = async (range: Record<string, unknown>, token = staff) =>
    gql<{ analyticsDashboard: Dashboard }>(t, DASHBOARD, { range }, { token });
  const oneDay = async (day: string) =>
    (await dashboard({ preset: 'custom', from: day, to: day })).data!.analyticsDashboard;
  const collect = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/analytics/collect', payload: payload as object, headers });
  const viewsCount = async () => (await db().select({ n: count() }).from(analyticsPageViews))[0]!.n;
  const view = (visitorId: string, occurredAt: Date, extra: Partial<typeof analyticsPageViews.$inferInsert> = {}) => ({
    visitorId,
    occurredAt,
    path: '/job/search/all',
    language: 'en' as const,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker, employer] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.employer),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the dashboard query', () => {
    it('answers staff and admins from the demo roll-ups of a fresh install, with the previous period', async () => {
      for (const token of [staff, admin]) {
        const r = await dashboard({ preset: 'last7' }, token);
        expect(r.errors).toBeUndefined();
        const d = r.data!.analyticsDashboard;
        expect(d.to).toBe(today);
        expect(d.from).toBe(addDays(today, -6));
        expect(d.previousTo).toBe(addDays(today, -7));
        expect(d.previousFrom).toBe(addDays(today, -13));
        expect(d.days).toHaveLength(7);
        expect(d.previousDays).toHaveLength(7);
        expect(d.demoDays).toBe(7);
        expect(d.totals.visitors).toBeGreaterThan(1000);
        expect(d.totals.visits).toBe(d.days.reduce((s, x) => s + x.figures.visits, 0));
        expect(d.totals.newVisitors + d.totals.returningVisitors).toBe(d.totals.visitors);
        expect(d.languages.map((l) => l.key).sort()).toEqual(['ar', 'en', 'tr']);
        expect(d.conversionRate).toBeCloseTo(d.totals.conversions / d.totals.visits, 6);
        // The demo's small groups ('other' gender, 65+) stay out.
        expect(d.genders.every((g) => g.count >= 10)).toBe(true);
        expect(d.ages.every((g) => g.count >= 10)).toBe(true);
        expect(d.genders.some((g) => g.key === 'other')).toBe(false);
      }
    });

    it('a longer range gives other figures', async () => {
      const week = (await dashboard({ preset: 'last7' })).data!.analyticsDashboard;
      const quarter = (await dashboard({ preset: 'last90' })).data!.analyticsDashboard;
      expect(quarter.days).toHaveLength(90);
      expect(quarter.totals.pageViews).toBeGreaterThan(week.totals.pageViews * 5);
    });

    it('refuses guests, job seekers and employers', async () => {
      const guest = await gql(t, DASHBOARD, { range: { preset: 'last7' } });
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const token of [seeker, employer]) {
        const r = await dashboard({ preset: 'last7' }, token);
        expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(r.data).toBeNull();
        const roll = await gql(t, ROLL_UP, {}, { token });
        expect(roll.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await gql(t, ROLL_UP)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a bad custom range with a clear message', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ preset: 'custom' }, 'A custom range needs a start and an end date.'],
        [{ preset: 'custom', from: '2026-05-10', to: '2026-05-01' }, 'The start date must be before the end date.'],
        [{ preset: 'custom', from: '2024-01-01', to: '2026-01-01' }, 'A range can span at most 366 days.'],
        [{ preset: 'custom', from: '2026-02-31', to: '2026-03-01' }, 'Invalid'],
      ];
      for (const [range, message] of cases) {
        const r = await dashboard(range);
        expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(r.errors?.[0]?.message).toContain(message);
      }
    });
  });

  describe('the collector', () => {
    const batch = (extra: Record<string, unknown> = {}) => ({
      consent: 'analytics',
      visitorId: randomUUID(),
      events: [{ type: 'view', at: Date.now(), path: '/jobs', language: 'tr' }],
      ...extra,
    });

    it('records nothing without the consent marker', async () => {
      const before = await viewsCount();
      for (const consent of [undefined, 'necessary', false]) {
        const res = await collect(batch({ consent }));
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('consent');
      }
      expect(await viewsCount()).toBe(before);
    });

    it('refuses bad input with a clear message and writes nothing', async () => {
      const before = await viewsCount();
      const cases: [unknown, string][] = [
        [batch({ visitorId: 'not-an-id' }), 'visitorId'],
        [batch({ events: [] }), 'events'],
        [batch({ events: Array.from({ length: 21 }, () => batch().events[0]) }), 'events'],
        [batch({ events: [{ type: 'view', at: Date.now(), path: 'no-slash', language: 'en' }] }), 'slash'],
        [batch({ events: [{ type: 'view', at: Date.now(), path: '/x', language: 'de' }] }), 'language'],
        [batch({ events: [{ type: 'impressions', at: Date.now(), count: -3 }] }), 'count'],
        [batch({ events: [{ type: 'click', at: Date.now() }] }), 'type'],
        [batch({ ip: '1.2.3.4' }), 'Unknown field'],
        [[1, 2], 'body'],
      ];
      for (const [payload, word] of cases) {
        const res = await collect(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.body).toContain(word);
      }
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/collect',
        payload: 'not json',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(400);
      expect(await viewsCount()).toBe(before);
    });

    it('accepts a beacon’s text/plain JSON body', async () => {
      const before = await viewsCount();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/collect',
        payload: JSON.stringify(batch()),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(res.statusCode).toBe(204);
      expect(await viewsCount()).toBe(before + 1);
    });

    it('stores a consented batch without address or user agent, links a signed-in person, drops stale events', async () => {
      const visitorId = randomUUID();
      const res = await collect(
        {
          consent: 'analytics',
          visitorId,
          token: seeker,
          events: [
            { type: 'view', at: Date.now() - MIN, path: '/job/search/all', language: 'tr' },
            { type: 'impressions', at: Date.now() - MIN, count: 20 },
            { type: 'view', at: Date.now() - 3 * 24 * 60 * MIN, path: '/old', language: 'tr' },
          ],
        },
        { 'user-agent': 'Secret/1.0' },
      );
      expect(res.statusCode).toBe(204);
      const rows = await db().select().from(analyticsPageViews).where(eq(analyticsPageViews.visitorId, visitorId));
      expect(rows).toHaveLength(1);
      const [jane] = await db().select().from(users).where(eq(users.email, DEMO.seeker[0]));
      expect(rows[0]).toMatchObject({ path: '/job/search/all', language: 'tr', userId: jane!.id });
      expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'language', 'occurredAt', 'path', 'userId', 'visitorId']);
      expect(JSON.stringify(rows)).not.toContain('Secret');
      expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
      const impressions = await db().select().from(analyticsImpressions);
      expect(impressions.map((i) => i.count)).toContain(20);
    });

    it('rate-limits a flood from one address', async () => {
      const limited = await createTestApp('pglite');
      try {
        let last = 0;
        for (let i = 0; i < 61; i++) {
          const res = await limited.app.inject({ method: 'POST', url: '/api/analytics/collect', payload: batch() });
          last = res.statusCode;
          if (i < 60) expect(res.statusCode).toBe(204);
        }
        expect(last).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('the roll-up', () => {
    it('turns page views into visits, new and returning visitors, languages and conversions, replacing the demo day', async () => {
      expect((await oneDay(dayA)).demoDays).toBe(1);
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      await db()
        .insert(analyticsPageViews)
        .values([
          // a: 10:00, 10:10, 10:35 (one visit: gaps under 30 minutes), 11:20 (a second visit).
          view(a, at(dayA, 10, 0)),
          view(a, at(dayA, 10, 10)),
          view(a, at(dayA, 10, 35)),
          view(a, at(dayA, 11, 20)),
          // b: 23:50 on day A and 00:10 on day B: one visit over midnight.
          view(b, at(dayA, 23, 50), { language: 'ar' }),
          view(b, at(dayB, 0, 10), { language: 'ar' }),
          // c: only on day B, twice an hour apart.
          view(c, at(dayB, 9, 0), { language: 'tr' }),
          view(c, at(dayB, 10, 1), { language: 'tr' }),
          // a again on day B: returning.
          view(a, at(dayB, 15, 0)),
        ]);
      await db()
        .insert(analyticsImpressions)
        .values([
          { occurredAt: at(dayA, 10, 1), count: 20 },
          { occurredAt: at(dayA, 10, 11), count: 7 },
        ]);
      const r = await gql<{ rollUpAnalytics: string[] }>(t, ROLL_UP, {}, { token: staff });
      expect(r.errors).toBeUndefined();
      expect(r.data!.rollUpAnalytics).toEqual(expect.arrayContaining([dayA, dayB]));

      const first = await oneDay(dayA);
      expect(first.demoDays).toBe(0);
      expect(first.totals).toMatchObject({
        pageViews: 5,
        visitors: 2,
        newVisitors: 2,
        returningVisitors: 0,
        visits: 3,
        impressions: 27,
      });
      expect(first.languages).toEqual(
        expect.arrayContaining([
          { key: 'en', visitors: 1, pageViews: 4 },
          { key: 'ar', visitors: 1, pageViews: 1 },
        ]),
      );
      const second = await oneDay(dayB);
      // b's 00:10 view continues the visit begun at 23:50; c's views are 61 minutes apart.
      expect(second.totals).toMatchObject({
        pageViews: 4,
        visitors: 3,
        newVisitors: 1,
        returningVisitors: 2,
        visits: 3,
      });

      // Conversions: the day's applications and sign-ups, whatever they are in the demo data.
      const startA = at(dayA, 0);
      const endA = at(dayB, 0);
      const [apps] = await db()
        .select({ n: count() })
        .from(jobApplications)
        .where(and(gte(jobApplications.appliedAt, startA), lt(jobApplications.appliedAt, endA)));
      const [signUps] = await db()
        .select({ n: count() })
        .from(users)
        .where(and(gte(users.createdAt, startA), lt(users.createdAt, endA)));
      expect(first.totals.applications).toBe(apps!.n);
      expect(first.totals.signUps).toBe(signUps!.n);
      expect(first.totals.conversions).toBe(apps!.n + signUps!.n);
      expect(first.conversionRate).toBeCloseTo((apps!.n + signUps!.n) / 3, 6);
    });

    it('counts an application made during the day as a conversion', async () => {
      const day = addDays(today, -20);
      await db()
        .insert(analyticsPageViews)
        .values(view(randomUUID(), at(day, 8)));
      await rollUpAnalytics(db(), new Date(), day);
      const before = (await oneDay(day)).totals;
      const [applicant] = await db()
        .insert(users)
        .values({ email: `applicant-${randomUUID().slice(0, 8)}@analytics.test`, passwordHash: 'x', displayName: 'A' })
        .returning({ id: users.id });
      const [job] = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'open')).limit(1);
      await db()
        .insert(jobApplications)
        .values({ userId: applicant!.id, jobApplicationsId: job!.id, appliedAt: at(day, 8, 5) });
      await rollUpAnalytics(db(), new Date(), day);
      const after = await oneDay(day);
      expect(after.totals.applications).toBe(before.applications + 1);
      expect(after.totals.conversions).toBe(before.conversions + 1);
      expect(after.totals.visits).toBe(1);
    });

    it('shows gender and age totals only for groups of at least 10 people, each person once', async () => {
      const day = addDays(today, -30);
      const make = (n: number, gender: string, ageGroup: string) =>
        Array.from({ length: n }, (_, i) => ({
          email: `${gender}-${ageGroup}-${i}-${randomUUID().slice(0, 6)}@analytics.test`,
          passwordHash: 'x',
          displayName: `${gender} ${i}`,
          gender,
          ageGroup,
        }));
      const people = await db()
        .insert(users)
        .values([...make(10, 'female', '25-34'), ...make(9, 'male', '45-54')])
        .returning({ id: users.id });
      // Each person views twice that day (and some the day after): still counted once each.
      await db()
        .insert(analyticsPageViews)
        .values(
          people.flatMap((p) => [
            view(randomUUID(), at(day, 9), { userId: p.id }),
            view(randomUUID(), at(day, 17), { userId: p.id }),
          ]),
        );
      await rollUpAnalytics(db(), new Date(), day);
      const d = await oneDay(day);
      expect(d.genders).toEqual([{ key: 'female', count: 10 }]);
      expect(d.ages).toEqual([{ key: '25-34', count: 10 }]);
    });

    it('another process holding the lock makes the roll-up do nothing', async () => {
      // One PGlite connection cannot hold a lock against itself: PostgreSQL only.
      if (kind !== 'postgresql' || !t.config.databaseUrl) return;
      const client = new pg.Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      try {
        await client.query(`select pg_advisory_lock(${ANALYTICS_ROLLUP_LOCK_KEY})`);
        expect(await rollUpAnalytics(db())).toEqual({ skipped: true, days: [] });
      } finally {
        await client.end();
      }
    });
  });

  it('the demo rows stay marked as demo until real traffic replaces them', async () => {
    const demo = await db().select({ n: count() }).from(analyticsDaily).where(eq(analyticsDaily.demo, true));
    const real = await db().select({ n: count() }).from(analyticsDaily).where(eq(analyticsDaily.demo, false));
    expect(demo[0]!.n + real[0]!.n).toBe(90);
    expect(real[0]!.n).toBeGreaterThanOrEqual(5);
  });
});
