/**
 * npm run bench:abuse — how the server holds up against abusive GraphQL requests.
 *
 * Starts the server as its own process (so the load generator here does not share its event
 * loop), with the demo data on a fresh PGlite (or BENCH_DATABASE_URL's server), then:
 *   1. measures GET /api/health alone;
 *   2. sends abusive requests from several clients at once while measuring health again,
 *      and reports how long each abusive request took to be answered and with what status.
 *
 * Options: --dir <checkout> (the server to start; default: this one, so an older checkout can be
 * measured for a before/after), --seconds <n> (per phase, default 15), --concurrency <n>
 * (abusive clients, default 4).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServerProcess } from './server-process.ts';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const dir = path.resolve(option('dir', '.'));
const seconds = Number(option('seconds', '15'));
const concurrency = Number(option('concurrency', '4'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** The abusive requests of the hardening issue, each a GraphQL body. */
const ABUSE: { name: string; body: () => string }[] = [
  {
    name: '1,000 aliases of searchJobs',
    body: () =>
      JSON.stringify({ query: aliases(1000, 'searchJobs(query: "accountant") { total items { id position } }') }),
  },
  {
    name: '1,000 aliases of listJobs(limit: 1000)',
    body: () => JSON.stringify({ query: aliases(1000, 'listJobs(limit: 1000) { items { description } }') }),
  },
  // Each differs by a random alias, as an attacker's would, so no cache of parsed documents helps.
  {
    name: '~1 MB: 300,000 duplicate selections',
    body: () =>
      JSON.stringify({
        query: `{ r${Math.random().toString(36).slice(2)}: __typename searchJobs { items { ${'id '.repeat(300_000)}} } }`,
      }),
  },
  {
    name: '~1 MB: 30,000 fields with 50,000 directives',
    body: () =>
      JSON.stringify({
        query: `{ r${Math.random().toString(36).slice(2)}: __typename searchJobs { items { ${Array.from({ length: 30_000 }, (_, i) => `f${i}: id${i % 5 < 3 ? ' @include(if: true) @skip(if: false)' : ''}`).join(' ')} } } }`,
      }),
  },
];

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Health pings one after another for `ms`, returning each round trip. */
async function pingHealth(ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times.sort((a, b) => a - b);
}

async function abuse(ms: number, kind: (typeof ABUSE)[number]) {
  const times: number[] = [];
  const statuses = new Map<string, number>();
  const end = performance.now() + ms;
  async function client() {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: kind.body(),
          signal: AbortSignal.timeout(180_000),
        });
        const text = await res.text();
        const code = /"code":"([A-Z_]+)"/.exec(text)?.[1];
        const key = `${res.status}${code ? ` ${code}` : ''}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      } catch (error) {
        statuses.set(String((error as Error).name), (statuses.get((error as Error).name) ?? 0) + 1);
      }
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  return { times: times.sort((a, b) => a - b), statuses };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-abuse-'));
const server = await startServerProcess(dir, port, {
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  CLIENT_DIR: path.join(dataDir, 'no-client'),
});
try {
  const quiet = await pingHealth(seconds * 1000);
  console.log(
    `server: ${dir}\nhealth alone: p50 ${round(percentile(quiet, 50))} ms, p99 ${round(percentile(quiet, 99))} ms (${quiet.length} requests)\n`,
  );
  console.log(
    '| abusive request | answered | abusive p50 ms | abusive max ms | health p50 ms | health p99 ms | health max ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const kind of ABUSE) {
    const [health, result] = await Promise.all([pingHealth(seconds * 1000), abuse(seconds * 1000, kind)]);
    const answered = [...result.statuses].map(([k, v]) => `${v}× ${k}`).join(', ');
    console.log(
      `| ${kind.name} | ${answered} | ${round(percentile(result.times, 50))} | ${round(result.times.at(-1) ?? 0)} | ${round(percentile(health, 50))} | ${round(percentile(health, 99))} | ${round(health.at(-1) ?? 0)} |`,
    );
  }
  console.log(
    `\n${concurrency} abusive clients, ${seconds} s a kind, ${os.loadavg()[0]!.toFixed(1)} load average at the end.`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
