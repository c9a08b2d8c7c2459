import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(url: string, deadline: number): Promise<unknown> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return await res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not come up');
}

describe('main.ts', () => {
  it('starts on an embedded database under DATA_DIR, loads demo data, and exits cleanly on SIGTERM', async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      expect(
        await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 45_000).catch((e: Error) => {
          throw new Error(`${e.message}: ${output}`);
        }),
      ).toEqual({ status: 'ok', database: 'pglite' });
      const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seeker@cpa-careers.test', password: 'Seeker12345!' }),
      });
      expect(signIn.status).toBe(200);
      // A request in flight when the signal arrives still gets its answer.
      const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seeker@cpa-careers.test', password: 'Seeker12345!' }),
      });
      await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect({ code: await exited, output }).toMatchObject({ code: 0 });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output).not.toMatch(/unhandled|Error:/);
  }, 90_000);
});
