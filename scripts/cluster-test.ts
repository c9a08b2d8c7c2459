/**
 * `npm run test:cluster`: the deployment of deploy/compose.yaml on this machine (two server processes
 * behind HAProxy, one PostgreSQL database, a Redis of the test's own) under a minute of mixed traffic
 * with six live subscribers, two faults: kill -9 of one server (restarted 4 s later, as an
 * orchestrator would) and a stop and restart of Redis, and a rolling restart of the other server
 * (SIGTERM, drain, start; no request may fail for it). Then it checks that every acknowledged write
 * is in PostgreSQL, that every subscriber receives a live event caused after the faults, and that no
 * request failed outside the fault windows (from a fault until some seconds after its recovery).
 *
 * Options: --seconds <load, default 75>, --rate <operations a second, default 8>,
 * --no-redis-fault (the Redis phase left out).
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
  type Outcome,
} from '../bench/cluster/load.ts';
import { hasHealthEndpoints, npmRun, startCluster, waitReady } from '../bench/cluster/topology.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '75' },
    rate: { type: 'string', default: '8' },
    'no-redis-fault': { type: 'boolean', default: false },
  },
});
const options = z
  .object({
    seconds: z.coerce.number().int().min(60, '--seconds must be at least 60 (the faults need the time)').max(600),
    rate: z.coerce.number().min(1).max(200),
  })
  .parse(values);

/** A fault's window: requests that overlap it may fail; none other may. */
interface Window {
  name: string;
  start: number;
  end: number;
}
/** How long after a recovery failures still count as the fault's: HAProxy's checks (inter 1s, rise 2), reconnects. */
const KILL_GRACE_MS = 5_000;
const REDIS_GRACE_MS = 10_000;

const began = Date.now();
const cluster = await startCluster({ processes: 2, name: 'cluster' });
let failed = true;
try {
  const ready = Date.now();
  console.log(
    `cluster up in ${((ready - began) / 1000).toFixed(1)} s: HAProxy ${cluster.haproxy.base} → ${cluster.apps
      .map((a) => a.port)
      .join(', ')}; Redis ${cluster.redis.port}; database ${cluster.database.name}; ` +
      `job pages ${cluster.clientBuilt ? 'server-rendered' : 'as GraphQL (client not built)'}`,
  );
  // The image's HEALTHCHECK (npm run health:live) against each process.
  if (hasHealthEndpoints()) {
    for (const app of cluster.apps) await npmRun('health:live', { PORT: String(app.port) }, app.log);
  } else {
    console.warn('(no /api/health/live in this checkout: npm run health:live not tried)');
  }
  const world = await prepareWorld(cluster.haproxy.base, cluster.database.pool, cluster.clientBuilt);
  const subscribers = await startSubscribers(world);
  const traffic = new Traffic(world);
  const windows: Window[] = [];
  const faults: Promise<void>[] = [];
  const victim = cluster.apps[1]!;
  const killAt = Math.round(options.seconds * 0.2);
  const redisAt = Math.round(options.seconds * 0.55);
  const rollAt = Math.round(options.seconds * 0.8);

  const killFault = async () => {
    const w: Window = { name: `kill -9 ${victim.name}`, start: Date.now(), end: Number.POSITIVE_INFINITY };
    windows.push(w);
    await victim.kill9();
    await sleep(4_000);
    await victim.start();
    await waitReady(victim);
    w.end = Date.now() + KILL_GRACE_MS;
    console.log(`  ${w.name}: back after ${((Date.now() - w.start) / 1000).toFixed(1)} s`);
  };
  const redisFault = async () => {
    const w: Window = { name: 'Redis stopped', start: Date.now(), end: Number.POSITIVE_INFINITY };
    windows.push(w);
    await cluster.redis.stop();
    await sleep(6_000);
    await cluster.redis.start();
    w.end = Date.now() + REDIS_GRACE_MS;
    console.log(`  ${w.name}: restarted after ${((Date.now() - w.start) / 1000).toFixed(1)} s`);
  };

  // Not a fault: a release replaces a server this way, and no request may fail for it. On SIGTERM the
  // server answers 503 on /api/health/ready for DRAIN_DELAY_MS (3 s) while serving, HAProxy takes it
  // out (two failed checks a second apart), then it finishes its requests and exits.
  const rollingRestart = async () => {
    const app = cluster.apps[0]!;
    const start = Date.now();
    await app.stop();
    await app.start();
    await waitReady(app);
    console.log(
      `  rolling restart of ${app.name} (SIGTERM, drain, start): ${((Date.now() - start) / 1000).toFixed(1)} s`,
    );
  };

  console.log(
    `load: ${options.rate}/s for ${options.seconds} s; kill -9 at ${killAt} s, Redis stop at ${redisAt} s, ` +
      `rolling restart at ${rollAt} s`,
  );
  const loadStart = Date.now();
  const { skipped } = await runLoad(traffic, {
    rate: options.rate,
    durationMs: options.seconds * 1000,
    onSecond: (s) => {
      if (s === killAt) faults.push(killFault());
      if (s === redisAt && !values['no-redis-fault']) faults.push(redisFault());
      if (s === rollAt) faults.push(rollingRestart());
    },
  });
  await Promise.all(faults);
  // The probe of the live connections comes once every fault is over.
  const lastWindowEnd = Math.max(0, ...windows.map((w) => w.end));
  if (lastWindowEnd > Date.now()) await sleep(lastWindowEnd - Date.now());
  const probeProblems = await probeSubscribers(traffic, subscribers);

  const problems: string[] = [...probeProblems];
  const inWindow = (o: Outcome) => windows.some((w) => o.start < w.end && o.end > w.start);
  const outside = traffic.outcomes.filter((o) => !o.ok && !inWindow(o));
  const inside = traffic.outcomes.filter((o) => !o.ok && inWindow(o));
  if (outside.length) {
    problems.push(`${outside.length} requests failed outside the fault windows`);
    const byError = new Map<string, number>();
    for (const o of outside) byError.set(`${o.kind}: ${o.error}`, (byError.get(`${o.kind}: ${o.error}`) ?? 0) + 1);
    for (const [error, n] of [...byError].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${n} × ${error}`);
  }
  for (const app of cluster.apps) if (app.unexpectedExit) problems.push(`${app.name} ${app.unexpectedExit}`);
  if (!subscribers.some((s) => s.connects > 1)) problems.push('no live subscriber was cut and reconnected by the kill');
  for (const s of subscribers) if (s.errors.length) problems.push(`${s.name}'s subscription failed: ${s.errors[0]}`);
  const writes = await verifyWrites(cluster.database.pool, traffic.ledger);
  problems.push(...writes.problems);
  await Promise.all(subscribers.map((s) => s.close()));

  console.log(
    `\n${traffic.outcomes.length} requests in ${((Date.now() - loadStart) / 1000).toFixed(0)} s (${skipped} not sent: too many in flight)`,
  );
  console.log(figuresTable(figures(traffic.outcomes)));
  console.log(
    `fault windows: ${windows
      .map((w) => `${w.name} ${((w.end - w.start) / 1000).toFixed(1)} s`)
      .join('; ')}; ${inside.length} requests failed inside them`,
  );
  console.log(
    `acknowledged writes, all found in PostgreSQL unless said below: ${Object.entries(writes.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  console.log(
    `live subscribers: ${subscribers.map((s) => `${s.name.split('@')[0]} ${s.connects} connection(s), ${s.events.length} events`).join('; ')}`,
  );
  console.log(`whole test: ${((Date.now() - began) / 1000).toFixed(0)} s`);
  if (problems.length) {
    console.log(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } else {
    console.log('\nPASSED: no lost write, no failure outside the fault windows, every subscriber back live.');
    failed = false;
  }
} finally {
  await cluster.stop(failed);
}
process.exit(failed ? 1 : 0);
