/**
 * npm run bench: measures the running server as a client would, over loopback.
 * PGlite by default; PostgreSQL when BENCH_DATABASE_URL is set. Prints a Markdown table
 * whose figures go in docs/benchmarks.md. Bounded in requests and time; talks only to 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { defaultRateLimits } from '../src/server/config.ts';
import { seedIfEmpty } from '../src/server/seed/seed.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, total: number, concurrency: number, once: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const res = await once();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    requests: total,
    concurrency,
    rps: Math.round(total / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

const t0 = performance.now();
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl,
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
  mailFrom: 'bench@localhost',
  publicUrl: 'http://127.0.0.1',
  apiKeys: [],
  logLevel: 'silent',
  seed: 'never',
  clientDir: path.resolve('dist/client'),
  trustProxy: false,
  // The bench signs in repeatedly from one address; lift the limits for it alone.
  rateLimits: {
    ...defaultRateLimits,
    signIn: { max: 1e9, windowMs: 60_000 },
    sensitive: { max: 1e9, windowMs: 60_000 },
    graphql: { max: 1e12, windowMs: 60_000 },
  },
});
const startMs = performance.now() - t0;
const s0 = performance.now();
await seedIfEmpty(app.services.database.db);
const seedMs = performance.now() - s0;
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = () =>
  fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seeker@cpa-careers.test', password: 'Seeker12345!' }),
  });
const { access_token } = (await (await signIn()).json()) as { access_token: string };

const results = [
  await measure('GET /api/health', 3000, 16, () => fetch(`${base}/api/health`)),
  await measure('GET /api/auth/user', 3000, 16, () =>
    fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${access_token}` } }),
  ),
  await measure('GET / (SPA index.html)', 2000, 16, () => fetch(`${base}/`)),
  await measure('POST /api/auth/sign-in (argon2id)', 40, 2, signIn),
];
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
await app.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nDatabase: ${databaseUrl ? 'postgresql' : 'pglite'} · node ${process.version} · ${os.cpus().length} cores\n`,
);
console.log(
  `Start-up (migrations applied): ${startMs.toFixed(0)} ms · demo data load: ${seedMs.toFixed(0)} ms · RSS after the run: ${rssMb} MB\n`,
);
console.log('| endpoint | requests | concurrency | req/s | p50 ms | p95 ms |');
console.log('|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.name} | ${r.requests} | ${r.concurrency} | ${r.rps} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`,
  );
