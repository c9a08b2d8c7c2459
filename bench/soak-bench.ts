/**
 * `npm run bench:soak -- --minutes 30`: the cluster test's deployment (two servers started with
 * `npm run start:prod` behind HAProxy, PostgreSQL, a Redis of its own, six live subscribers) under
 * the same mixed traffic at a steady rate, without faults. Reports the errors, p50/p95/p99 per
 * kind in the first and the last third of the run, each server's resident memory every 10 s, and
 * the rule "memory within 10 % between minute 10 and minute 30" (a third of the run and its end,
 * for other lengths). Every acknowledged write is then looked for in PostgreSQL.
 *
 * Options: --minutes (30), --rate (operations a second, 5), --processes (2).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  figures,
  figuresTable,
  prepareWorld,
  probeSubscribers,
  runLoad,
  startSubscribers,
  Traffic,
  verifyWrites,
} from './cluster/load.ts';
import { rssMb, startCluster } from './cluster/topology.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '5' },
    processes: { type: 'string', default: '2' },
  },
});
const options = z
  .object({
    minutes: z.coerce
      .number()
      .min(1, '--minutes must be at least 1')
      .max(24 * 60),
    rate: z.coerce.number().min(1, '--rate must be at least 1 a second').max(200),
    processes: z.coerce.number().int().min(1).max(8),
  })
  .parse(values);

const SAMPLE_MS = 10_000;
const cluster = await startCluster({ processes: options.processes, name: 'soak' });
let failed = true;
try {
  console.log(
    `soak: ${options.processes} servers behind HAProxy, ${options.rate} operations/s for ${options.minutes} min ` +
      `(job pages ${cluster.clientBuilt ? 'server-rendered' : 'as GraphQL: client not built'})`,
  );
  const world = await prepareWorld(cluster.haproxy.base, cluster.database.pool, cluster.clientBuilt);
  const subscribers = await startSubscribers(world);
  const traffic = new Traffic(world);
  const samples: { s: number; rss: (number | undefined)[] }[] = [];
  const start = Date.now();
  const sample = (s = Math.round((Date.now() - start) / 1000)) => {
    samples.push({ s, rss: cluster.apps.map((a) => rssMb(a.pid)) });
    if (s % 60 === 0) {
      const errors = traffic.outcomes.filter((o) => !o.ok).length;
      const rss = samples
        .at(-1)!
        .rss.map((v) => (v === undefined ? 'gone' : `${v.toFixed(0)} MB`))
        .join(', ');
      console.log(
        `  ${(s / 60).toFixed(0).padStart(3)} min: ${traffic.outcomes.length} requests, ${errors} errors; RSS ${rss}`,
      );
    }
  };
  const durationMs = options.minutes * 60_000;
  const { skipped } = await runLoad(traffic, {
    rate: options.rate,
    durationMs,
    onSecond: (s) => {
      if (s % (SAMPLE_MS / 1000) === 0) sample(s);
    },
  });
  sample();
  const probeProblems = await probeSubscribers(traffic, subscribers);
  const writes = await verifyWrites(cluster.database.pool, traffic.ledger);
  await Promise.all(subscribers.map((s) => s.close()));

  const third = durationMs / 3;
  const errors = traffic.outcomes.filter((o) => !o.ok);
  console.log(
    `\n${traffic.outcomes.length} requests, ${errors.length} errors, ${skipped} not sent (too many in flight)`,
  );
  const byError = new Map<string, number>();
  for (const o of errors) byError.set(`${o.kind}: ${o.error}`, (byError.get(`${o.kind}: ${o.error}`) ?? 0) + 1);
  for (const [error, n] of [...byError].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${n} × ${error}`);
  console.log(`\nfirst third (0–${(third / 60_000).toFixed(1)} min):`);
  console.log(figuresTable(figures(traffic.outcomes, start, start + third)));
  console.log(`last third (${((2 * third) / 60_000).toFixed(1)}–${options.minutes} min):`);
  console.log(figuresTable(figures(traffic.outcomes, start + 2 * third)));

  // Memory: minute 10 against minute 30 of the standard run (a third of the run against its end),
  // each the mean of the samples of a minute either side (one sample moves with each collection).
  const halfWindowS = Math.min(60, third / 2000);
  const meanAround = (s: number, i: number) => {
    const values = samples.filter((x) => Math.abs(x.s - s) <= halfWindowS).map((x) => x.rss[i]);
    const known = values.filter((v): v is number => v !== undefined);
    return known.length < values.length ? undefined : known.reduce((a, b) => a + b, 0) / known.length;
  };
  const earlyS = Math.round(third / 1000);
  const lateS = samples.at(-1)!.s;
  console.log(`\nresident memory (MB) every ${SAMPLE_MS / 1000} s, per server:`);
  for (const x of samples)
    console.log(`  ${String(x.s).padStart(5)} s  ${x.rss.map((v) => (v ?? 0).toFixed(0).padStart(5)).join(' ')}`);
  const memoryProblems: string[] = [];
  cluster.apps.forEach((app, i) => {
    const a = meanAround(earlyS, i);
    const b = meanAround(lateS, i);
    if (a === undefined || b === undefined) return memoryProblems.push(`${app.name} was not running throughout`);
    const change = ((b - a) / a) * 100;
    const verdict = Math.abs(change) <= 10 ? 'within 10 %' : 'NOT within 10 %';
    console.log(
      `  ${app.name}: ${a.toFixed(0)} MB around ${earlyS} s → ${b.toFixed(0)} MB around ${lateS} s ` +
        `(means of ±${halfWindowS.toFixed(0)} s; ${change.toFixed(1)} %, ${verdict})`,
    );
    if (Math.abs(change) > 10) memoryProblems.push(`${app.name}'s memory changed ${change.toFixed(1)} %`);
  });

  console.log(
    `\nacknowledged writes: ${Object.entries(writes.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  const problems = [
    ...(errors.length ? [`${errors.length} requests failed`] : []),
    ...writes.problems,
    ...probeProblems,
    ...memoryProblems,
    ...cluster.apps.filter((a) => a.unexpectedExit).map((a) => `${a.name} ${a.unexpectedExit}`),
  ];
  if (problems.length) console.log(`\nSOAK FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  else console.log('\nSOAK PASSED: 0 errors, 0 lost writes, memory within 10 %, every subscriber live at the end.');
  failed = problems.length > 0;
} finally {
  await cluster.stop(failed);
}
process.exit(failed ? 1 : 0);
