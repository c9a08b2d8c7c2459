import { describe, expect, it } from 'vitest';
import { createRedisConnections, redactedRedisUrl, type RedisLog } from './redis.ts';

// Redis is optional at run time. Its connections with a Redis that comes and goes are tested in
// ../redis-outage.test.ts (with a redis-server of the test's own).

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
