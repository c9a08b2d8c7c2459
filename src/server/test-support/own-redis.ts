import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect } from 'node:net';

/**
 * A redis-server of the test's own, on a free port, that the test can stop and start again on the
 * same port (a Redis outage and its return). Never the shared Redis: stopping that would break
 * every other test and server using it.
 */
export interface OwnRedis {
  port: number;
  url: string;
  /** Starts it (again) and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and waits until the port is closed. */
  stop(): Promise<void>;
}

/** Whether this machine has redis-server (the tests that stop and start a Redis need it). */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A port nothing listens on now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!port) throw new Error('no free port');
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface OwnRedisOptions {
  /** The port (a free one by default). */
  port?: number;
  /** More redis-server arguments, e.g. `['--requirepass', 'secret']`. */
  args?: string[];
}

export async function startOwnRedis(options: OwnRedisOptions = {}): Promise<OwnRedis> {
  const port = options.port ?? (await freePort());
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    ...(options.args ?? []),
  ];
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child) return;
      // No persistence: a restart comes back empty, as a Redis that lost its memory would.
      child = spawn('redis-server', args, { stdio: 'ignore' });
      const started = child;
      started.once('exit', () => {
        if (child === started) child = undefined;
      });
      await until(() => accepts(port), `redis-server on port ${port}`);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = undefined;
      const exited = running.exitCode === null ? once(running, 'exit') : Promise.resolve();
      running.kill('SIGTERM');
      await exited;
      await until(async () => !(await accepts(port)), `port ${port} to close`);
    },
  };
  await own.start();
  return own;
}
