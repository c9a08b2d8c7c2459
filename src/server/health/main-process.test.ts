import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `node --import tsx src/server/main.ts` on a free port, an embedded database in a new DATA_DIR. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-main-health-'));
  dirs.push(dataDir);
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'never',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Asks `url` until `until` holds for its answer (or the deadline passes). */
async function poll(url: string, until: (status: number) => boolean, deadline: number): Promise<Response> {
  for (;;) {
    const res = await fetch(url).catch(() => undefined);
    if (res && until(res.status)) return res;
    if (Date.now() > deadline) throw new Error(`${url} never answered as expected (last: ${res?.status ?? 'none'})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('main.ts health', () => {
  it('on SIGTERM answers 503 to readiness first, stays live while it drains, then exits 0', async () => {
    const server = startServer({ DRAIN_DELAY_MS: '5000' });
    try {
      const ready = await poll(`${server.url}/api/health/ready`, (s) => s === 200, Date.now() + 60_000).catch(
        (e: Error) => {
          throw new Error(`${e.message}: ${server.output()}`);
        },
      );
      expect(await ready.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', redis: 'off' });

      server.child.kill('SIGTERM');
      const draining = await poll(`${server.url}/api/health/ready`, (s) => s !== 200, Date.now() + 4_500);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'draining', redis: 'off' });
      // Still serving while the balancer notices: liveness and ordinary requests answer.
      const live = await fetch(`${server.url}/api/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      expect({ code: await server.exited, output: server.output() }).toMatchObject({ code: 0 });
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    expect(server.output()).not.toMatch(/unhandled|Error:/);
  }, 90_000);

  it('with MIGRATE_ON_START=false refuses a database behind the code: exit 1 and what to run', async () => {
    const server = startServer({ MIGRATE_ON_START: 'false' });
    try {
      expect({ code: await server.exited, output: server.output() }).toMatchObject({ code: 1 });
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    expect(server.output()).toMatch(/The database is behind this release: \d+ committed migrations are not applied/);
    expect(server.output()).toContain('run `npm run db:migrate`');
    // A message for the operator, not a stack trace.
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 90_000);
});
