/**
 * npm run bench:analytics: the analytics dashboard at scale. Loads --views (1,000,000 by default)
 * consented page views over 90 days into a FRESH database (random visitors, a share of them
 * returning, some signed in), rolls them up as the server's periodic task does, then times the
 * dashboard's query (`analyticsDashboard`, read from the daily roll-ups) for each range.
 *
 * PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set: that URL is only the admin
 * connection that creates a throwaway database `bench_analytics_*`, dropped at the end. Otherwise
 * an in-memory PGlite.
 *
 *   npm run bench:analytics -- --views 1000000 --runs 50
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, isoDayOf } from '../src/domain/analytics-schemas.ts';
import { analyticsDashboard } from '../src/server/apps/analytics/analytics-dashboard.ts';
import { rollUpAnalytics } from '../src/server/apps/analytics/analytics-rollup.ts';
import { openDatabase } from '../src/server/db/client.ts';

const { values: args } = parseArgs({
  options: { views: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '50' } },
});
const VIEWS = Number(args.views);
const RUNS = Number(args.runs);
const DAYS = 90;

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const name = `bench_analytics_${randomBytes(4).toString('hex')}`;
  let url: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
  const database = await openDatabase({ databaseUrl: url, dataDir, inMemory: !url });
  const { db } = database;
  try {
    const now = new Date();
    const first = addDays(isoDayOf(now.getTime()), 1 - DAYS);
    console.log(`Loading ${VIEWS.toLocaleString('en')} page views over ${DAYS} days (${database.kind})…`);
    let t = performance.now();
    // Generated in SQL: ~VIEWS/3.2 visits of ~3 views each; 40 % of visits by a returning visitor.
    await db.execute(sql`
      insert into analytics_page_views (visitor_id, occurred_at, path, language)
      select
        md5('v' || (case when random() < 0.4 then (random() * ${Math.round(VIEWS / 8)})::int else g / 3 end))::uuid,
        ${first}::timestamptz + (random() * ${DAYS} * interval '1 day') + ((g % 3) * interval '4 minutes'),
        (array['/', '/job/search/all', '/job/info/x', '/about-us', '/job/apply'])[1 + (g % 5)],
        (array['en', 'en', 'tr', 'tr', 'ar'])[1 + ((g / 3) % 5)]
      from generate_series(1, ${VIEWS}) as g`);
    await db.execute(sql`analyze analytics_page_views`);
    console.log(`  loaded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    const rolled = await rollUpAnalytics(db, now, first);
    console.log(`Rolled up ${rolled.days.length} days in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    for (const preset of ['last7', 'last30', 'last90'] as const) {
      const times: number[] = [];
      let figures = '';
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const d = await analyticsDashboard(db, { preset }, now);
        times.push(performance.now() - start);
        figures = `${d.totals.pageViews.toLocaleString('en')} views, ${d.totals.visits.toLocaleString('en')} visits`;
      }
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      console.log(`analyticsDashboard ${preset}: median ${p(0.5)} ms, p95 ${p(0.95)} ms (${figures})`);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

await main();
