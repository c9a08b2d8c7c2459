/**
 * npm run bench: the job search at scale. Generates --jobs (100,000 by default) job ads into a
 * FRESH database, runs ANALYZE, starts the real server in-process on 127.0.0.1 and drives
 * `searchJobs` over HTTP with a mix of keyword, filter, sort and second-page queries at several
 * concurrency levels; next to each figure, the same search called directly on the database
 * (`searchJobs(db, params)`), so the HTTP and GraphQL overhead can be told apart from the SQL.
 *
 * PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set: that URL is only used as the admin
 * connection that creates a throwaway database `bench_search_*`, dropped again at the end (even
 * on Ctrl-C); no other database is read or written. Otherwise an in-memory PGlite.
 * Bounded: at most --requests requests and --seconds seconds per concurrency level.
 *
 *   npm run bench -- --jobs 100000 --requests 600 --seconds 30 --concurrency 1,4,16 [--explain] [--keep]
 *
 * To iterate on the SQL without loading 100,000 jobs each time: run once with --keep, then
 * `--reuse <that database's name>` runs the same measurements on it (pending migrations are
 * applied, the data is left as it is and the database is kept); --only <text> limits the
 * queries to those whose name contains the text.
 *
 * The fixed kinds are asked with `Cache-Control: no-cache`, so they measure the search, not the
 * response cache. Then, for --stream-seconds (20; 0 skips it), a realistic stream with the cache
 * on: --distinct (3,000) different searches drawn with a Zipf-like popularity at
 * --stream-concurrency (16), while --arrivals (1) new jobs a second are posted; it prints the
 * searches a second, the latencies and the share answered from the cache.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { defaultRateLimits } from '../src/server/config.ts';
import * as schema from '../src/server/db/schema/index.ts';
import type { JobSort } from '../src/domain/enums.ts';
import { jobSearchFilterSchema, searchJobs, type JobSearchFilter } from '../src/server/jobs/job-search.ts';
import { bulkLoadBenchData, loadBenchData } from './generate-jobs.ts';
import { postJson } from './post-json.ts';
import { startServerProcess } from './server-process.ts';
import { distinctSearches, zipfSampler, type StreamQuery } from './query-stream.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    companies: { type: 'string' },
    batch: { type: 'string' },
    requests: { type: 'string', default: '600' },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '1,4,16' },
    repeat: { type: 'string', default: '15' },
    explain: { type: 'boolean', default: false },
    // Leave the PostgreSQL database in place (its name is printed) to study plans by hand;
    // drop it yourself afterwards.
    keep: { type: 'boolean', default: false },
    // Measure on a database kept by an earlier --keep run (no load; kept again afterwards).
    reuse: { type: 'string' },
    only: { type: 'string' },
    'stream-seconds': { type: 'string', default: '20' },
    'stream-concurrency': { type: 'string', default: '16' },
    distinct: { type: 'string', default: '3000' },
    arrivals: { type: 'string', default: '1' },
    // Ask every distinct search once before the stream (not measured), as a live board's cache
    // holds its searches: the stream then measures the steady state rather than a cold start.
    'stream-warm': { type: 'boolean', default: false },
  },
});
const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};
const JOBS = positive('jobs', args.jobs);
const COMPANIES = args.companies ? positive('companies', args.companies) : Math.max(20, Math.round(JOBS / 50));
const BATCH_ARG = args.batch ? positive('batch', args.batch) : undefined;
const MAX_REQUESTS = positive('requests', args.requests);
const MAX_SECONDS = positive('seconds', args.seconds);
const REPEAT = positive('repeat', args.repeat);
const LEVELS = (args.concurrency ?? '1').split(',').map((c) => positive('concurrency', c));
const PAGE = 20;
const STREAM_SECONDS = Number(args['stream-seconds']);
const STREAM_CONCURRENCY = positive('stream-concurrency', args['stream-concurrency']);
const DISTINCT = positive('distinct', args.distinct);
const ARRIVALS = Number(args.arrivals);

// ---------------------------------------------------------------------------------------------
// The query mix: what people type and click on the search page.

interface BenchQuery {
  name: string;
  query?: string;
  filter?: JobSearchFilter;
  sort?: JobSort;
  /** Ask for the second page, with the nextToken the first page returned. */
  page2?: boolean;
}

const ALL_QUERIES: BenchQuery[] = [
  { name: 'keyword: accountant', query: 'accountant' },
  { name: 'keyword: muhasebeci (tr)', query: 'muhasebeci' },
  { name: 'keyword: محاسب (ar)', query: 'محاسب' },
  { name: 'keyword typo: acountant', query: 'acountant' },
  { name: 'two words: senior auditor', query: 'senior auditor' },
  { name: 'two words: tax manager', query: 'tax manager' },
  {
    name: 'keyword + type + level',
    query: 'accountant',
    filter: { type: ['full-time'], experienceLevel: ['senior', 'mid'] },
  },
  { name: 'keyword + industry + CPA', query: 'auditor', filter: { industry: ['Audit', 'Banking'], requiresCPA: true } },
  { name: 'keyword + salary min', query: 'finance', filter: { salaryMin: 60000 } },
  { name: 'keyword + location', query: 'accountant', filter: { location: 'London' } },
  { name: 'filters: type + level', filter: { type: ['part-time', 'contract'], experienceLevel: ['entry'] } },
  { name: 'filters: industry + CPA', filter: { industry: ['Banking'], requiresCPA: true } },
  { name: 'filters: location', filter: { location: 'Istanbul' } },
  { name: 'browse (no query), newest', sort: 'newest' },
  { name: 'keyword, sort newest', query: 'accountant', sort: 'newest' },
  { name: 'keyword, sort salary', query: 'accountant', sort: 'salary' },
  { name: 'filters, sort salary', filter: { type: ['full-time'] }, sort: 'salary' },
  { name: 'keyword, page 2', query: 'accountant', page2: true },
  { name: 'browse, page 2', sort: 'newest', page2: true },
];
const QUERIES = ALL_QUERIES.filter((q) => !args.only || q.name.includes(args.only));
if (!QUERIES.length) throw new Error(`--only ${args.only}: no query name contains that`);

const SEARCH = /* GraphQL */ `
  query Search($query: String, $filter: JobSearchFilter, $sort: JobSort, $limit: Int, $nextToken: String) {
    searchJobs(query: $query, filter: $filter, sort: $sort, limit: $limit, nextToken: $nextToken) {
      total
      totalIsLowerBound
      totalIsEstimate
      nextToken
      items {
        id
        position
        location
        type
        experienceLevel
        salaryStart
        salaryEnd
        salaryNegotiable
        requiresCPA
        remote
        createdAt
        deadline
        company {
          id
          name
          logo
        }
      }
      facets {
        type {
          value
          count
        }
        experienceLevel {
          value
          count
        }
        industry {
          value
          count
        }
      }
    }
  }
`;

// ---------------------------------------------------------------------------------------------
// Statistics.

interface Stats {
  count: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `once(i)` from `concurrency` workers until `maxRequests` or `maxSeconds` is reached. */
async function drive(
  concurrency: number,
  maxRequests: number,
  maxSeconds: number,
  once: (i: number) => Promise<void>,
): Promise<Stats> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  async function worker() {
    while (next < maxRequests && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      await once(i);
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

const ms = (n: number) => n.toFixed(1);

// ---------------------------------------------------------------------------------------------
// A fresh database.

interface Target {
  kind: 'postgresql' | 'pglite';
  url?: string;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<Target> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) return { kind: 'pglite', drop: async () => {} };
  if (args.reuse) {
    if (!/^bench_search_\w+$/.test(args.reuse))
      throw new Error('--reuse takes the name of a database an earlier --keep run left (bench_search_...)');
    const url = new URL(adminUrl);
    url.pathname = `/${args.reuse}`;
    return { kind: 'postgresql', url: url.toString(), drop: async () => {} };
  }
  const name = `bench_search_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    kind: 'postgresql',
    url: url.toString(),
    async drop() {
      if (args.keep) {
        process.stderr.write(`Kept the database ${name}: DROP DATABASE ${name} WITH (FORCE) when done.\n`);
        return;
      }
      if (dropped) return;
      dropped = true;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Only ever the database this run created.
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-search-bench-'));
const target = await freshDatabase();
let stopServer = async () => {};
const cleanup = async () => {
  await stopServer().catch(() => {});
  await target.drop().catch((e: unknown) => console.error('could not drop the bench database:', e));
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

try {
  const t0 = performance.now();
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: target.url,
    inMemoryDatabase: !target.url,
    backgroundTasks: false,
    jwtSecret: randomBytes(32).toString('hex'),
    mailFrom: 'bench@localhost',
    publicUrl: 'http://127.0.0.1',
    apiKeys: [],
    logLevel: 'silent',
    seed: 'never',
    clientDir: path.join(dataDir, 'no-client'),
    trustProxy: false,
    // The bench is one address asking thousands of times a minute; lift the GraphQL limit for it alone.
    rateLimits: { ...defaultRateLimits, graphql: { max: 1e12, windowMs: 60_000 } },
  });
  const db = app.services.database.db;
  // PGlite parses each statement in one WebAssembly buffer: a 2000-row INSERT of long
  // descriptions is too big for it, so it gets smaller batches.
  const BATCH = BATCH_ARG ?? (target.kind === 'postgresql' ? 2000 : 200);
  const startMs = performance.now() - t0;

  const l0 = performance.now();
  if (args.reuse) process.stderr.write(`Reusing ${args.reuse} as it is (--jobs and --companies do not apply).\n`);
  else
    process.stderr.write(
      `Loading ${JOBS} jobs from ${COMPANIES} companies into ${target.kind}${target.url ? ` (${new URL(target.url).pathname.slice(1)})` : ''}...\n`,
    );
  if (!args.reuse && target.url)
    await bulkLoadBenchData(target.url, {
      jobs: JOBS,
      companies: COMPANIES,
      batchSize: BATCH_ARG ?? 5000,
      onProgress: (stage) => process.stderr.write(`  ${stage} (${((performance.now() - l0) / 1000).toFixed(0)} s)\n`),
    });
  else if (!args.reuse)
    await loadBenchData(db, {
      jobs: JOBS,
      companies: COMPANIES,
      batchSize: BATCH,
      onProgress: (done) => {
        if (done % (BATCH * 10) === 0 || done === JOBS)
          process.stderr.write(`  ${done} jobs (${((performance.now() - l0) / 1000).toFixed(0)} s)\n`);
      },
    });
  const loadMs = performance.now() - l0;
  const a0 = performance.now();
  // As autovacuum leaves a live table: statistics, and the visibility map that lets counting
  // by filters read only an index.
  await db.execute(sql`VACUUM ANALYZE`);
  const analyzeMs = performance.now() - a0;
  const counts = await db.execute<{
    total: string;
    open: string;
    companies: string;
    size: string | null;
    heap: string | null;
    toast: string | null;
    indexes: string | null;
    settings: string;
  }>(sql`
    select count(*) as total,
           count(*) filter (where status = 'open' and (deadline is null or deadline >= current_date)) as open,
           (select count(*) from companies) as companies,
           pg_size_pretty(pg_total_relation_size('jobs')) as size,
           pg_size_pretty(pg_relation_size('jobs')) as heap,
           pg_size_pretty(pg_total_relation_size('jobs') - pg_relation_size('jobs') - pg_indexes_size('jobs')) as toast,
           pg_size_pretty(pg_indexes_size('jobs')) as indexes,
           (select string_agg(name || ' ' || current_setting(name), ', ' order by name) from unnest(
              array['shared_buffers', 'work_mem', 'effective_cache_size']) name) as settings
    from jobs`);
  const info = counts.rows[0];

  // On PostgreSQL the server runs in its own process (as in production), so the load generated
  // here does not share its event loop and the HTTP figures are the server's own. An in-memory
  // PGlite cannot be shared between processes: there the server listens in this process.
  let server: { base: string; pid?: number; stop(): Promise<void> };
  if (target.url) {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    server = await startServerProcess(
      process.cwd(),
      port,
      {
        DATABASE_URL: target.url,
        DATA_DIR: dataDir,
        CLIENT_DIR: path.join(dataDir, 'no-client'),
        JWT_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: 'http://127.0.0.1',
        LOG_LEVEL: 'silent',
      },
      'bench/search-server.ts',
    );
    stopServer = server.stop;
  } else {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    server = { base, stop: async () => {} };
  }
  const endpoint = `${server.base}/api/graphql`;

  // CPU time (ms) of the server process and of this database's PostgreSQL backends, read from
  // /proc (Linux), so a figure can be divided by the requests that used it. Backends are found in
  // pg_stat_activity at the start and the end (short-lived parallel workers are missed).
  const HZ = 100;
  const procCpuMs = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / HZ;
    } catch {
      return 0;
    }
  };
  const backendPids = async () =>
    target.url
      ? (
          await db.execute<{ pid: number }>(
            sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => Number(r.pid))
      : [];
  async function cpuSample() {
    const pids = await backendPids();
    return {
      server: server.pid ? procCpuMs(server.pid) : NaN,
      // This process: the load generator (its HTTP client) shares the machine's cores.
      generator: procCpuMs(process.pid),
      backends: new Map(pids.map((p) => [p, procCpuMs(p)])),
    };
  }
  async function cpuPerRequest(before: Awaited<ReturnType<typeof cpuSample>>, requests: number) {
    const after = await cpuSample();
    let pgMs = 0;
    for (const [pid, ms] of after.backends) pgMs += ms - (before.backends.get(pid) ?? 0);
    return {
      nodeMs: (after.server - before.server) / requests,
      pgMs: pgMs / requests,
      generatorMs: (after.generator - before.generator) / requests,
    };
  }
  const canReadCpu = !!server.pid && process.platform === 'linux';

  type SearchBody = {
    data?: {
      searchJobs: { total: number; totalIsLowerBound: boolean; totalIsEstimate: boolean; nextToken: string | null };
    };
    errors?: { message: string }[];
  };
  async function http(q: BenchQuery, nextToken?: string | null): Promise<SearchBody> {
    const res = await postJson<SearchBody>(
      endpoint,
      { query: SEARCH, variables: { query: q.query, filter: q.filter, sort: q.sort, limit: PAGE, nextToken } },
      { 'cache-control': 'no-cache' },
    );
    const body = res.body;
    if (res.status !== 200 || body.errors)
      throw new Error(`${q.name}: HTTP ${res.status} ${JSON.stringify(body.errors)}`);
    return body;
  }

  // Warm up every query once each way, and keep the first page's nextToken for the page-2 ones.
  const tokens = new Map<BenchQuery, string | null>();
  const totals = new Map<BenchQuery, string>();
  for (const q of QUERIES) {
    const first = await http({ ...q, page2: false });
    tokens.set(q, q.page2 ? first.data!.searchJobs.nextToken : null);
    const found = first.data!.searchJobs;
    totals.set(q, `${found.totalIsEstimate ? '≈' : ''}${found.total}${found.totalIsLowerBound ? '+' : ''}`);
    if (q.page2 && !tokens.get(q)) throw new Error(`${q.name}: the first page has no nextToken`);
  }
  const params = (q: BenchQuery) => ({
    query: q.query,
    filter: q.filter ? jobSearchFilterSchema.parse(q.filter) : null,
    sort: q.sort,
    limit: PAGE,
    offset: q.page2 ? PAGE : 0,
  });
  for (const q of QUERIES) await searchJobs(db, params(q));
  const viaHttp = (q: BenchQuery) => http(q, tokens.get(q)).then(() => undefined);
  const direct = (q: BenchQuery) => searchJobs(db, params(q)).then(() => undefined);

  // 1. Each query on its own, one at a time.
  const perQuery: { q: BenchQuery; http: Stats; sql: Stats }[] = [];
  for (const q of QUERIES) {
    process.stderr.write(`  ${q.name}\n`);
    const h = await drive(1, REPEAT, MAX_SECONDS, () => viaHttp(q));
    const d = await drive(1, REPEAT, MAX_SECONDS, () => direct(q));
    perQuery.push({ q, http: h, sql: d });
  }

  // 2. The mix at each concurrency level: the queries in turn, over HTTP, then directly.
  const levels: {
    concurrency: number;
    http: Stats;
    sql: Stats;
    cpu: { nodeMs: number; pgMs: number; generatorMs: number };
  }[] = [];
  for (const c of LEVELS) {
    const before = await cpuSample();
    const h = await drive(c, MAX_REQUESTS, MAX_SECONDS, (i) => viaHttp(QUERIES[i % QUERIES.length]!));
    const cpu = await cpuPerRequest(before, h.count);
    const d = await drive(c, MAX_REQUESTS, MAX_SECONDS, (i) => direct(QUERIES[i % QUERIES.length]!));
    levels.push({ concurrency: c, http: h, sql: d, cpu });
  }

  // 3. A realistic stream with the response cache, new jobs arriving meanwhile.
  let stream:
    | {
        stats: Stats;
        hitRatio: number;
        arrived: number;
        warmSeconds: number | undefined;
        cpu: { nodeMs: number; pgMs: number; generatorMs: number };
      }
    | undefined;
  if (STREAM_SECONDS > 0) {
    const searches = distinctSearches(DISTINCT);
    const draw = zipfSampler(searches.length);
    const outcomes = { hit: 0, other: 0 };
    const ask = async (q: StreamQuery) => {
      const nextToken = q.offset ? Buffer.from(JSON.stringify({ o: q.offset })).toString('base64url') : null;
      const res = await postJson<SearchBody>(endpoint, {
        query: SEARCH,
        variables: { query: q.query, filter: q.filter, sort: q.sort, limit: PAGE, nextToken },
      });
      const body = res.body;
      if (res.status !== 200 || body.errors)
        throw new Error(`stream: HTTP ${res.status} ${JSON.stringify(body.errors)}`);
      if (res.headers['x-search-cache'] === 'hit') outcomes.hit++;
      else outcomes.other++;
    };
    let warmSeconds: number | undefined;
    if (args['stream-warm']) {
      const started = performance.now();
      await drive(STREAM_CONCURRENCY, searches.length, Number.MAX_SAFE_INTEGER, (i) => ask(searches[i]!));
      warmSeconds = (performance.now() - started) / 1000;
      outcomes.hit = outcomes.other = 0;
    }
    // New jobs: a copy of a random open job, published now (each one changes the jobs' version).
    // (Drizzle's execute runs only once awaited: an unawaited one was never sent, and until
    // this was found the stream's figures had no job arriving.)
    let arrived = 0;
    let arrivalError: unknown;
    const arrival =
      ARRIVALS > 0
        ? setInterval(() => {
            db.execute(
              sql`
              insert into jobs (company_jobs_id, position, description, location, type, experience_level, industry,
                                language, salary_start, salary_end, salary_currency, status, requires_cpa, remote, published_at)
              select company_jobs_id, position, description, location, type, experience_level, industry,
                     language, salary_start, salary_end, salary_currency, 'open', requires_cpa, remote, now()
              from jobs where status = 'open' offset floor(random() * 1000) limit 1`,
            ).then(
              () => arrived++,
              (error: unknown) => (arrivalError ??= error),
            );
          }, 1000 / ARRIVALS)
        : undefined;
    const before = await cpuSample();
    const stats = await drive(STREAM_CONCURRENCY, Number.MAX_SAFE_INTEGER, STREAM_SECONDS, () =>
      ask(searches[draw()]!),
    );
    const cpu = await cpuPerRequest(before, stats.count);
    clearInterval(arrival);
    if (arrivalError) throw new Error('stream: a new job could not be posted', { cause: arrivalError });
    stream = { stats, hitRatio: outcomes.hit / Math.max(1, outcomes.hit + outcomes.other), arrived, warmSeconds, cpu };
  }

  // 4. Optionally, the plans PostgreSQL chose for each query (the SQL searchJobs sends, captured
  //    through a logging Drizzle instance on a separate connection to the same database).
  const plans: string[] = [];
  if (args.explain && target.url) {
    // Two connections: searchJobs runs on one while the replay holds the other.
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    const captured: { query: string; params: unknown[] }[] = [];
    const logging = drizzle(pool, { schema, logger: { logQuery: (query, p) => captured.push({ query, params: p }) } });
    const client = await pool.connect();
    for (const q of QUERIES) {
      captured.length = 0;
      await searchJobs(logging, params(q));
      // Replayed in one transaction as searchJobs sent them: its `set local` settings apply to
      // the statements after them, and each select is explained (and so run) in turn.
      await client.query('begin');
      for (const c of captured) {
        // (The estimates are an EXPLAIN already: they plan and run nothing.)
        if (/^\s*(begin|commit|rollback|explain)\b/i.test(c.query)) continue;
        if (/^\s*(set\b|select set_config)/i.test(c.query)) {
          await client.query(c.query, c.params);
          continue;
        }
        const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${c.query}`, c.params);
        const what = /grouping sets/i.test(c.query) ? 'total and facets' : 'rows';
        plans.push(`### ${q.name} — ${what}\n\n\`\`\`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
      }
      await client.query('rollback');
    }
    client.release();
    await pool.end();
  }

  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  await server.stop();
  await app.close();

  const out: string[] = [];
  out.push(`\n## Job search benchmark\n`);
  out.push(
    `Database: ${target.kind}${args.reuse ? ` (${args.reuse}, reused)` : ''} · ${info?.total} jobs (${info?.open} open now) from ${info?.companies} companies · table with indexes ${info?.size ?? 'n/a'} (heap ${info?.heap ?? 'n/a'}, out-of-line ${info?.toast ?? 'n/a'}, indexes ${info?.indexes ?? 'n/a'}) · ${info?.settings ?? ''} · node ${process.version} · ${os.cpus().length} cores · ${os.cpus()[0]?.model ?? ''} · load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  out.push(
    target.url
      ? `The server ran in its own process (bench/search-server.ts); this process generated the load.`
      : `The server listened in this process (PGlite in memory cannot be shared): the HTTP figures include the load generator's own work.`,
  );
  out.push(
    `Start-up with migrations ${(startMs / 1000).toFixed(1)} s · ${args.reuse ? 'data reused' : `data load ${(loadMs / 1000).toFixed(1)} s (${Math.round(JOBS / (loadMs / 1000))} jobs/s${target.url ? ', in bulk' : ''})`} · VACUUM ANALYZE ${(analyzeMs / 1000).toFixed(1)} s · RSS ${rssMb} MB · ${PAGE} results per page, with total and facets\n`,
  );
  out.push(`### The query mix (${QUERIES.length} kinds in turn) by concurrency\n`);
  out.push(
    '| concurrency | requests | HTTP req/s | HTTP p50 ms | HTTP p95 ms | HTTP p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | load generator CPU ms/req | SQL req/s | SQL p50 ms | SQL p95 ms | SQL p99 ms |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const l of levels) {
    const cpu = (n: number) => (canReadCpu ? n.toFixed(1) : 'n/a');
    out.push(
      `| ${l.concurrency} | ${l.http.count} | ${Math.round(l.http.rps)} | ${ms(l.http.p50)} | ${ms(l.http.p95)} | ${ms(l.http.p99)} | ${cpu(l.cpu.nodeMs)} | ${cpu(l.cpu.pgMs)} | ${cpu(l.cpu.generatorMs)} | ${Math.round(l.sql.rps)} | ${ms(l.sql.p50)} | ${ms(l.sql.p95)} | ${ms(l.sql.p99)} |`,
    );
  }
  if (stream) {
    out.push(
      `\n### A realistic stream with the response cache (${DISTINCT} distinct searches, Zipf-like popularity, ${ARRIVALS} new job/s)\n`,
    );
    if (stream.warmSeconds !== undefined)
      out.push(`Warmed first: each distinct search asked once (${stream.warmSeconds.toFixed(0)} s, not measured).\n`);
    out.push(
      '| concurrency | seconds | searches | searches/s | p50 ms | p95 ms | p99 ms | from the cache | new jobs | CPU ms/search: Node / PostgreSQL / client |',
    );
    out.push('|---|---|---|---|---|---|---|---|---|---|');
    const s = stream.stats;
    const c = stream.cpu;
    const cpu = canReadCpu ? `${c.nodeMs.toFixed(2)} / ${c.pgMs.toFixed(2)} / ${c.generatorMs.toFixed(2)}` : 'n/a';
    out.push(
      `| ${STREAM_CONCURRENCY} | ${STREAM_SECONDS} | ${s.count} | ${Math.round(s.rps)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${(stream.hitRatio * 100).toFixed(0)} % | ${stream.arrived} | ${cpu} |`,
    );
  }
  out.push(`\n### Each query alone (concurrency 1, ${REPEAT} runs each)\n`);
  out.push(
    '| query | matches (n+: counting stopped at n; ≈n: estimated) | HTTP p50 ms | HTTP p99 ms | SQL p50 ms | SQL p99 ms |',
  );
  out.push('|---|---|---|---|---|---|');
  for (const r of perQuery) {
    out.push(
      `| ${r.q.name} | ${totals.get(r.q)} | ${ms(r.http.p50)} | ${ms(r.http.p99)} | ${ms(r.sql.p50)} | ${ms(r.sql.p99)} |`,
    );
  }
  out.push(
    "\nHTTP: POST /api/graphql over loopback (parse, auth context, the search cache's version read, resolvers, JSON). " +
      'SQL: searchJobs(db, params) called in-process. A broad search (estimated at 2,000 matches or more) sends two ' +
      'statements outside a transaction: the estimates (one EXPLAIN, kept a minute per search, so repeated kinds skip it) ' +
      'and the page with its companies (one statement; a walk that comes up short adds a second way to the page). ' +
      'A narrower one counts in a transaction: settings, the capped total and facets, the page (and for a typo the ' +
      'title-word lookup, the corrected estimate and count).',
  );
  if (plans.length) out.push(`\n## Query plans\n\n${plans.join('\n')}`);
  console.log(out.join('\n'));
} finally {
  await cleanup();
}
