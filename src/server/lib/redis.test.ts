import { afterAll, describe, expect, it } from 'vitest';
import { freePort, hasRedisServer, startOwnRedis, type OwnRedis } from '../test-support/own-redis.ts';
import { createRedisConnections, redactedRedisUrl, type RedisLog } from './redis.ts';

// Redis is optional at run time: the connections start without it, say so once, fail commands at
// once while it is away, and are up again by themselves when it is back.

function recordingLog() {
  const lines: { level: 'warn' | 'info'; obj: object; msg: string }[] = [];
  const log: RedisLog = {
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  };
  return { log, lines, levels: () => lines.map((l) => l.level) };
}

describe('Redis connections without REDIS_URL', () => {
  it('are off', async () => {
    const { log, lines } = recordingLog();
    const redis = createRedisConnections(undefined, log);
    expect(redis.status()).toBe('off');
    expect(redis.commands).toBeUndefined();
    expect(redis.commandsUp()).toBe(false);
    await redis.close();
    expect(lines).toEqual([]);
  });
});

describe('redacting a Redis address for the log', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactedRedisUrl('redis://:s3cret@cache.internal:6380/2')).toBe('redis://:***@cache.internal:6380/2');
    expect(redactedRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactedRedisUrl('not a url')).toBe('an unparsable URL');
  });
});

describe.runIf(hasRedisServer)('Redis connections to a Redis that comes and goes', () => {
  let own: OwnRedis | undefined;
  afterAll(async () => {
    await own?.stop();
  });

  it('start without it (one warning), fail commands at once, and are up by themselves once it runs', async () => {
    const port = await freePort();
    const url = `redis://:secret-word@127.0.0.1:${port}`;
    const { log, lines, levels } = recordingLog();
    const redis = createRedisConnections(url, log);
    const second = redis.connection();
    let attempts = 0;
    redis.commands!.on('reconnecting', () => attempts++);
    try {
      // Several reconnection attempts, and still the one warning, naming REDIS_URL (no password).
      await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(levels()).toEqual(['warn']);
      expect(lines[0]!.msg).toContain(`REDIS_URL redis://:***@127.0.0.1:${port}`);
      expect(lines[0]!.msg).not.toContain('secret-word');
      expect(redis.status()).toBe('down');
      expect(redis.commandsUp()).toBe(false);
      // A command is refused, not queued until Redis is back.
      await expect(redis.commands!.get('anything')).rejects.toThrow(/enableOfflineQueue|Connection is closed/);

      // Redis starts (requiring the password the URL gives): both connections come up, one line says so.
      own = await startOwnRedisWithPassword(port, 'secret-word');
      await expect.poll(() => redis.status(), { timeout: 10_000 }).toBe('up');
      expect(second.status).toBe('ready');
      expect(await redis.commands!.set('k', 'v')).toBe('OK');
      expect(levels()).toEqual(['warn', 'info']);

      // It stops under the running connections: one more warning, and down until it is back.
      await own.stop();
      await expect.poll(() => redis.status(), { timeout: 10_000 }).toBe('down');
      await expect(redis.commands!.get('k')).rejects.toThrow();
      await own.start();
      await redis.ready();
      expect(await redis.commands!.get('k')).toBeNull(); // a Redis that restarted empty
      expect(levels()).toEqual(['warn', 'info', 'warn', 'info']);
    } finally {
      await redis.close();
    }
    // Closing is not an outage.
    expect(levels()).toEqual(['warn', 'info', 'warn', 'info']);
  });
});

async function startOwnRedisWithPassword(port: number, password: string): Promise<OwnRedis> {
  return startOwnRedis({ port, args: ['--requirepass', password] });
}
