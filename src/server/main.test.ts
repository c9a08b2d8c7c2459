import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test-support/server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('main.ts', () => {
  it('starts on an embedded database under DATA_DIR, loads demo data, and exits cleanly on SIGTERM', async () => {
    const server = startServerProcess({ DATA_DIR: dataDir });
    const signIn = () =>
      fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seeker@cpa-careers.test', password: 'Seeker12345!' }),
      });
    try {
      expect(await (await server.waitFor('/api/health', 45_000)).json()).toEqual({ status: 'ok', database: 'pglite' });
      expect((await signIn()).status).toBe(200);
      // A request in flight when the signal arrives still gets its answer.
      const inFlight = signIn();
      await new Promise((r) => setTimeout(r, 20));
      server.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect({ code: await server.exited, output: server.output() }).toMatchObject({ code: 0 });
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
    expect(server.output()).not.toMatch(/unhandled|Error:/);
  }, 90_000);
});
