import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The real server (`node --import tsx src/server/main.ts`) as a child process on a random port of
 * 127.0.0.1, for the tests of what only a whole process shows: start-up messages, signals, exit codes.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once `path` answers 200; throws with the output when it exits or `ms` pass first. */
  waitFor(path?: string, ms?: number): Promise<Response>;
  /** SIGTERM, then SIGKILL if it still runs after `ms`; resolves when it has exited. */
  stop(ms?: number): Promise<void>;
}

/**
 * `env` is laid over this process's environment, after the defaults: a quiet log, no PostgreSQL
 * (the embedded database in the `DATA_DIR` the caller passes) unless `DATABASE_URL` says otherwise.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): ServerProcess {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    exited,
    output: () => output,
    async waitFor(path = '/api/health', ms = 60_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const res = await fetch(`${url}${path}`).catch(() => undefined);
        if (res?.ok) return res;
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
          throw new Error(`${url}${path} never answered 200 (last: ${res?.status ?? 'none'}): ${output}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop(ms = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      await exited;
      clearTimeout(timer);
    },
  };
}
