import { spawn } from 'node:child_process';

/**
 * The server as its own process, as production runs it (so a bench's load generator does not share
 * its event loop), from the checkout `dir`; resolves once /api/health answers.
 */
export async function startServerProcess(
  dir: string,
  port: number,
  env: Record<string, string>,
): Promise<{ base: string; stop(): Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the server did not start within two minutes');
}
