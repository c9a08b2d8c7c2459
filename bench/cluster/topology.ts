/**
 * The deployment of deploy/compose.yaml, on this machine: a fresh PostgreSQL database, a Redis of
 * its own, N server processes started with `npm run start:prod` (the image's CMD) after
 * `npm run db:migrate` (the compose file's one-shot `migrate` service), and HAProxy in front
 * health-checking /api/health/ready. Shared by the cluster test (scripts/cluster-test.ts) and the
 * soak benchmark (bench/soak-bench.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TCP port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs an npm script to its end; its output goes to `log`. Rejects with the log's tail on failure. */
export async function npmRun(script: string, env: Record<string, string>, log: string, args: string[] = []) {
  const fd = openSync(log, 'a');
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  closeSync(fd);
  if (code !== 0) throw new Error(`npm run ${script} failed (${code}):\n${tail(log)}`);
}

export function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// ---------------------------------------------------------------- PostgreSQL

/** The server to create the scratch database on: TEST_DATABASE_URL's, else the local one. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export interface ScratchDatabase {
  url: string;
  name: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `adminUrl`; `drop()` removes it. */
export async function createScratchDatabase(prefix: string, adminUrl = adminDatabaseUrl()): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // An idle connection ended by the server (a restart, pg_terminate_backend) is replaced on the next
  // query; without a listener its 'error' would end the runner.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    name,
    pool,
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

// ---------------------------------------------------------------- processes

/**
 * Kills every started process if the runner itself exits without stopping them: the children, and
 * the servers npm started (npm killed outright leaves its script running).
 */
const started = new Set<ChildProcess>();
const servers = new Set<number>();
process.once('exit', () => {
  for (const pid of servers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** The pid of the node process under `pid` that runs the script `needle` (npm runs the script in a shell). */
function findDescendant(pid: number, needle: string): number | undefined {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the parent pid is 2 fields after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended meanwhile
    }
  }
  const isDescendant = (candidate: number): boolean => {
    for (let p = parents.get(candidate); p !== undefined && p > 1; p = parents.get(p)) if (p === pid) return true;
    return false;
  };
  for (const candidate of parents.keys()) {
    if (!isDescendant(candidate)) continue;
    try {
      // The node process itself, not the shell npm ran it with (whose command line holds the same words).
      const argv = readFileSync(`/proc/${candidate}/cmdline`, 'utf8').split('\0');
      if (path.basename(argv[0] ?? '') === 'node' && argv.includes(needle)) return candidate;
    } catch {
      // ended meanwhile
    }
  }
  return undefined;
}

/** Resident memory of a process in MB (VmRSS), or undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export class RedisProcess {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = track(
      spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      }),
    );
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(this.port)) return;
      await sleep(100);
    }
    throw new Error(`redis-server did not answer on port ${this.port}`);
  }

  /** Stops it as an operator's restart or a failover would (the data is lost: no persistence). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * The readiness path HAProxy checks. /api/health/ready is the agreed one; a checkout from before it
 * existed answers 404 there, and then /api/health stands in (said once on the console).
 */
let readinessPath: string | undefined;
async function readiness(base: string): Promise<string> {
  if (readinessPath) return readinessPath;
  const res = await fetch(`${base}/api/health/ready`);
  readinessPath = res.status === 404 ? '/api/health' : '/api/health/ready';
  if (readinessPath === '/api/health') console.warn('(no /api/health/ready in this checkout: checking /api/health)');
  return readinessPath;
}

/** Whether this checkout has /api/health/live and /ready (known once a server was started). */
export const hasHealthEndpoints = () => readinessPath === '/api/health/ready';

export class AppProcess {
  private npm?: ChildProcess;
  /** The node process of the server (npm's grandchild): what kill -9 and the memory readings aim at. */
  pid = 0;
  /** Set when the process ended without the runner asking. */
  unexpectedExit?: string;
  private expectingExit = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly log: string,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.npm !== undefined && this.npm.exitCode === null && this.npm.signalCode === null;
  }

  /** `npm run start:prod`, as the image's CMD; resolves once it is ready (or after 2 minutes, fails). */
  async start(): Promise<void> {
    const fd = openSync(this.log, 'a');
    this.expectingExit = false;
    this.unexpectedExit = undefined;
    const npm = track(
      spawn('npm', ['run', '--silent', 'start:prod'], {
        cwd: ROOT,
        env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
        stdio: ['ignore', fd, fd],
      }),
    );
    closeSync(fd);
    this.npm = npm;
    npm.once('exit', (code, signal) => {
      if (!this.expectingExit) this.unexpectedExit = `exited (${signal ?? code}) unasked`;
    });
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      if (!this.running) throw new Error(`${this.name} exited before it was ready:\n${tail(this.log)}`);
      this.pid ||= findDescendant(npm.pid!, 'src/server/main.ts') ?? 0;
      if (this.pid) servers.add(this.pid);
      try {
        const res = await fetch(`${this.base}${await readiness(this.base)}`);
        if (res.ok && this.pid) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready within 2 minutes:\n${tail(this.log)}`);
  }

  /** kill -9 of the server itself: no drain, connections cut. */
  async kill9(): Promise<void> {
    this.expectingExit = true;
    const npm = this.npm;
    process.kill(this.pid, 'SIGKILL');
    servers.delete(this.pid);
    this.pid = 0;
    if (npm && npm.exitCode === null && npm.signalCode === null) await new Promise((r) => npm.once('exit', r));
  }

  /** SIGTERM, as an orchestrator stops a container: the server drains and exits. */
  async stop(): Promise<void> {
    this.expectingExit = true;
    const npm = this.npm;
    if (!npm || npm.exitCode !== null || npm.signalCode !== null) return;
    if (this.pid) process.kill(this.pid, 'SIGTERM');
    else npm.kill('SIGTERM');
    const exited = new Promise((r) => npm.once('exit', r));
    const force = setTimeout(() => npm.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
    servers.delete(this.pid);
    this.pid = 0;
  }
}

/** Debian puts it in /usr/sbin, which is not on every user's PATH. */
const HAPROXY = process.env.HAPROXY_PATH ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

export class HaproxyProcess {
  private child?: ChildProcess;
  constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly log: string,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(backends: AppProcess[], checkPath: string): Promise<void> {
    const cfg = path.join(this.dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(this.port, backends, checkPath));
    const fd = openSync(this.log, 'a');
    this.child = track(spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', fd, fd] }));
    closeSync(fd);
    for (let i = 0; i < 100; i++) {
      if (this.child.exitCode !== null) throw new Error(`haproxy exited:\n${tail(this.log)}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await sleep(200);
    }
    throw new Error(`haproxy did not pass requests:\n${tail(this.log)}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** The balancer of deploy/haproxy.cfg with this run's ports (kept in step with that file). */
export function haproxyConfig(port: number, backends: AppProcess[], checkPath: string): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Live (graphql-ws) connections stay open for as long as the page does.
    '  timeout tunnel 1h',
    // A connection refused by a dead process is tried again on the other one.
    '  retries 2',
    '  option redispatch',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk',
    `  http-check send meth GET uri ${checkPath}`,
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- the whole

export interface ClusterOptions {
  processes: number;
  /** Scratch database name prefix. */
  name: string;
  /** Extra environment for the servers. */
  env?: Record<string, string>;
}

export interface Cluster {
  dir: string;
  database: ScratchDatabase;
  redis: RedisProcess;
  apps: AppProcess[];
  haproxy: HaproxyProcess;
  /** Whether the public pages are served (the client is built): the load then opens job pages. */
  clientBuilt: boolean;
  /** Stops everything and drops the database; `keepLogs` leaves the temp folder (for a failed run). */
  stop(keepLogs?: boolean): Promise<void>;
}

/**
 * Starts the whole topology: database created, migrated and seeded with the demo data (the release
 * step, then `npm run db:seed`), Redis, the servers with MIGRATE_ON_START=false, then HAProxy.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  const database = await createScratchDatabase(options.name);
  const redis = new RedisProcess(await freePort());
  const clientBuilt =
    existsSync(path.join(ROOT, 'dist', 'client', 'index.html')) &&
    existsSync(path.join(ROOT, 'dist', 'ssr', 'entry-server.cjs'));
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    // One secret for all processes, as a deployment sets it: a token from one is good on the other.
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Uploads shared by the processes: in PostgreSQL where FILE_STORE is known, else one folder.
    DATA_DIR: path.join(dir, 'data'),
    FILE_STORE: 'auto',
    TRUST_PROXY: 'true',
    SEED: 'never',
    MIGRATE_ON_START: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    SERVER_RENDERING: clientBuilt ? 'on' : 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  };
  const apps: AppProcess[] = [];
  const haproxy = new HaproxyProcess(await freePort(), dir, path.join(dir, 'haproxy.log'));
  const stop = async (keepLogs = false) => {
    await haproxy.stop().catch(() => undefined);
    await Promise.all(apps.map((a) => a.stop().catch(() => undefined)));
    await redis.stop().catch(() => undefined);
    await database.drop().catch((e: unknown) => console.error('could not drop the scratch database:', e));
    if (keepLogs) console.error(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a CI timeout): stop everything and drop the database, then exit (the 'exit'
  // handler above kills whatever did not stop within 10 s).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(130), 10_000).unref();
      void stop(true).finally(() => process.exit(130));
    });
  }
  try {
    const releaseLog = path.join(dir, 'release.log');
    await npmRun('db:migrate', env, releaseLog);
    await npmRun('db:seed', env, releaseLog);
    await redis.start();
    for (let i = 0; i < options.processes; i++) {
      apps.push(new AppProcess(`app${i + 1}`, await freePort(), env, path.join(dir, `app${i + 1}.log`)));
    }
    // One at a time: two cold starts at once on a 2-core machine each take twice as long anyway.
    for (const app of apps) await app.start();
    await haproxy.start(apps, await readiness(apps[0]!.base));
    return { dir, database, redis, apps, haproxy, clientBuilt, stop };
  } catch (error) {
    await stop(true);
    throw error;
  }
}

/** Waits until HAProxy has `app` back in rotation (its check passed `rise` times): a request reaches it. */
export async function waitReady(app: AppProcess, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${app.base}${await readiness(app.base)}`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${app.name} did not become ready again`);
}
