import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test-support/server-process.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The real server on an embedded database in a new DATA_DIR, with no demo data. */
function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-main-health-'));
  dirs.push(dataDir);
  return startServerProcess({ DATA_DIR: dataDir, SEED: 'never', ...env });
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
