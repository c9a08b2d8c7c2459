/**
 * Checks that the bench's bulk load (bulkLoadBenchData) leaves the same data as loading the same
 * generated jobs through the app's ordinary inserts (loadBenchData, every trigger firing): the
 * same jobs with the same search and title documents, salaries in USD and indexes, the same
 * title-word counts, and a bumped search version. Ids and timestamps differ between two runs of
 * the generator (random UUIDs, the clock), so rows are compared without them.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/bulk-load-check.ts [--jobs 3000]
 *
 * Creates two throwaway databases bench_search_check_* and drops them at the end.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { bulkLoadBenchData, loadBenchData } from './generate-jobs.ts';

const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '3000' } } });
const JOBS = Number(args.jobs);
const COMPANIES = Math.max(20, Math.round(JOBS / 50));
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (admin connection)');

const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
const names = [`bench_search_check_app_${suffix}`, `bench_search_check_bulk_${suffix}`] as const;
const urlOf = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
for (const n of names) await admin.query(`CREATE DATABASE ${n}`);

/** One fingerprint per aspect of the data, to compare between the two databases. */
const FINGERPRINTS: Record<string, string> = {
  jobs: `select count(*)::text || ' ' || md5(string_agg(h, ',' order by h)) from (select md5(concat_ws('|', c.name, j.company_name, j.position,
           j.description, j.location, j.address, j.type, j.experience, j.experience_level, j.education,
           j.requirement, j.keyword::text, j.industry, j.subindustry, j.language, j.salary_start, j.salary_end,
           j.salary_currency, j.salary_min_usd, j.salary_max_usd, j.salary_negotiable, j.status, j.deadline,
           j.apply_way, j.apply_url, j.requires_cpa, j.remote, j.review_status, j.published_at,
           j.search_vector::text, j.title_vector::text)) as h
         from jobs j join companies c on c.id = j.company_jobs_id) s`,
  companies: `select count(*)::text || ' ' || md5(string_agg(h, ',' order by h))
              from (select md5(concat_ws('|', name, industry, featured, size, country_code, city, address, email,
                      website, status, license_verified, jobs_trusted)) as h from companies) s`,
  'title words': `select count(*)::text || ' ' || md5(string_agg(word || '=' || jobs, ',' order by word)) from job_title_words`,
  indexes: `select string_agg(indexdef, E'\\n' order by indexname) from pg_indexes where tablename = 'jobs'`,
  'search version bumped': `select (version > 1)::text from job_search_version where id = 1`,
};

let failed = false;
try {
  const results: Record<string, string>[] = [];
  for (const [i, name] of names.entries()) {
    const database = await openDatabase({ databaseUrl: urlOf(name), dataDir: '/nonexistent' });
    const t0 = Date.now();
    if (i === 0) await loadBenchData(database.db, { jobs: JOBS, companies: COMPANIES, batchSize: 500 });
    else await bulkLoadBenchData(urlOf(name), { jobs: JOBS, companies: COMPANIES, batchSize: 500 });
    console.log(
      `${i === 0 ? 'through the app' : 'in bulk'}: ${JOBS} jobs in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    await database.close();
    const c = new pg.Client({ connectionString: urlOf(name) });
    await c.connect();
    const r: Record<string, string> = {};
    for (const [what, q] of Object.entries(FINGERPRINTS))
      r[what] = String(Object.values((await c.query<Record<string, unknown>>(q)).rows[0] ?? {})[0]);
    await c.end();
    results.push(r);
  }
  for (const what of Object.keys(FINGERPRINTS)) {
    const same = results[0]![what] === results[1]![what];
    if (!same || (what === 'search version bumped' && results[1]![what] !== 'true')) failed = true;
    console.log(`${same ? 'same' : 'DIFFERENT'}: ${what} (${results[1]![what]!.split('\n')[0]})`);
  }
} finally {
  if (!process.env.CHECK_KEEP) for (const n of names) await admin.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
