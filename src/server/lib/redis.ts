import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis is optional at run time (issue 34). Rate limits, search answers, presence and live events
 * are shared through it between server processes, and each has an in-process way to work without
 * it. So a connection here never queues a command while Redis is away and never waits long for an
 * answer: the command fails at once and its caller falls back to this process's own copy. ioredis
 * reconnects by itself (with a growing pause); each user checks `commandsUp()` or listens for
 * 'ready' to share again. One warning says Redis went away, one line says it is back: retries in
 * between are silent, so an outage is not a storm of stack traces.
 */

/** 'off' without REDIS_URL; 'down' while any connection is not ready (including while connecting). */
export type RedisStatus = 'up' | 'down' | 'off';

/** The part of the server's logger (pino) used here. */
export interface RedisLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisConnections {
  status(): RedisStatus;
  /** The shared command connection; undefined without REDIS_URL. */
  readonly commands: Redis | undefined;
  /** Whether commands can be sent now (false while down or off: use this process's copy). */
  commandsUp(): boolean;
  /** Opens another connection with the same settings (pub/sub needs one of its own), closed by close(). */
  connection(options?: RedisOptions): Redis;
  /**
   * Resolves when the first attempt to connect has ended, either way (at most `FIRST_ATTEMPT_MS`):
   * a server starting beside its Redis shares from its first request; one without it starts anyway.
   */
  firstAttempt(): Promise<void>;
  /** Resolves once every connection is ready (for tests: the server itself never waits for Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How long a command may take before its caller falls back: a request never hangs on Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** The longest a server's start waits for its Redis. */
export const FIRST_ATTEMPT_MS = 2000;

const BASE_OPTIONS: RedisOptions = {
  // Fail commands at once while disconnected instead of holding requests until Redis is back.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 5000,
  // Reconnect forever, waiting a little longer each time, at most 2 s (so sharing resumes soon).
  retryStrategy: (times) => Math.min(100 * times, 2000),
};

/** The address without its password, for logs. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}

/** Redis that is never there (no REDIS_URL). */
export const redisOff: RedisConnections = {
  status: () => 'off',
  commands: undefined,
  commandsUp: () => false,
  connection() {
    throw new Error('REDIS_URL is not set');
  },
  async firstAttempt() {},
  async ready() {},
  async close() {},
};

export function createRedisConnections(url: string | undefined, log: RedisLog): RedisConnections {
  if (!url) return redisOff;
  const address = redactedRedisUrl(url);
  const opened: Redis[] = [];
  let closing = false;
  // What the log last said: nothing yet (connecting), down or up.
  let said: 'up' | 'down' | undefined;
  let attempted: () => void = () => {};
  const firstAttempt = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_ATTEMPT_MS);
    timer.unref();
    attempted = () => {
      clearTimeout(timer);
      resolve();
    };
  });

  const status = (): RedisStatus => (opened.every((c) => c.status === 'ready') ? 'up' : 'down');
  const wentDown = (reason: string) => {
    attempted();
    if (closing || said === 'down') return;
    said = 'down';
    log.warn(
      { redisUrl: address, reason },
      `Redis (REDIS_URL ${address}) is unreachable: running degraded (rate limits, search cache, presence and live events are this process's own) and reconnecting in the background`,
    );
  };
  const cameUp = () => {
    if (closing || status() !== 'up') return;
    attempted();
    if (said === 'down') log.info({ redisUrl: address }, `Redis (REDIS_URL ${address}) is back: sharing again`);
    said = 'up';
  };

  const connection = (options: RedisOptions = {}): Redis => {
    if (closing) throw new Error('the Redis connections are closed');
    const c = new Redis(url, { ...BASE_OPTIONS, ...options });
    opened.push(c);
    // Every failed attempt emits 'error'; without a listener each would crash the process.
    c.on('error', (err: Error) => wentDown(err.message || String(err)));
    c.on('close', () => {
      if (said === 'up') wentDown('connection closed');
    });
    c.on('ready', cameUp);
    return c;
  };
  const commands = connection();

  return {
    status,
    commands,
    commandsUp: () => commands.status === 'ready',
    connection,
    firstAttempt: () => firstAttempt,
    async ready() {
      while (status() !== 'up') {
        if (closing) throw new Error('the Redis connections are closed');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      closing = true;
      await Promise.all(
        opened.map(async (c) => {
          // quit() waits for an answer that a dead Redis never gives.
          if (c.status === 'ready') await c.quit().catch(() => c.disconnect());
          else c.disconnect();
        }),
      );
    },
  };
}
