import { spawn } from 'node:child_process';

/**
 * The server as its own process, as production runs it (so a bench's load generator does not share
 * its event loop), from the checkout `dir`; resolves once /api/health answers. `entry` is the
 * script to run (src/server/main.ts unless a bench has its own); `pid` lets a bench read the
 * process's CPU time from /proc.
 */
export async function startServerProcess(
  dir: string,
  port: number,
  env: Record<string, string>,
  entry = 'src/server/main.ts',
): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that dies without stopping it (an uncaught error, a closed pipe) must not leave it serving.
  const orphanGuard = () => server.kill();
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.removeListener('exit', orphanGuard);
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: server.pid!, stop };
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before answering`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the server did not start within two minutes');
}
