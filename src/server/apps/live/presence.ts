import { randomUUID } from 'node:crypto';
import type { RedisConnections } from '../../lib/redis.ts';

// Who has a live connection open (the GraphQL subscription WebSocket of apps/live): the chat shows
// a person without one as offline, whatever presence they chose. Without Redis each process counts
// its own connections in memory. With REDIS_URL every process shares one sorted set per person,
// `live:presence:<userId>`, of the processes holding a connection of theirs, each scored with its
// last heartbeat: a process re-scores its people every `heartbeatMs`, and a score older than
// `ttlMs` no longer counts, so a process that died takes its connections with it within `ttlMs`.
// While Redis is down each process answers from its own connections (as without Redis), and when
// it is back the process re-scores all its people at once, so the others see them again.

/** What the chat reads: which of these people have a live connection open on any server. */
export interface PresenceReader {
  connected(userIds: readonly string[]): Promise<Set<string>>;
}

/** One open connection of a person; release it when the connection closes (once is enough). */
export interface PresenceHold {
  /** True when this connection brought the person online (they had none open anywhere). */
  cameOnline: boolean;
  /** Closes it; true when the person has no connection left anywhere (they went offline). */
  release(): Promise<boolean>;
}

export interface Presence extends PresenceReader {
  hold(userId: string): Promise<PresenceHold>;
  close(): Promise<void>;
}

export const PRESENCE_HEARTBEAT_MS = 15_000;

export interface PresenceOptions {
  redis?: RedisConnections;
  /** How often a process re-scores its connections in Redis. */
  heartbeatMs?: number;
  /** How long a score counts without a heartbeat (three heartbeats by default). */
  ttlMs?: number;
}

/** One process's open connections per person: add and remove say whether it was the first or the last. */
function localCounts() {
  const counts = new Map<string, number>();
  return {
    counts,
    add(userId: string): boolean {
      const n = counts.get(userId) ?? 0;
      counts.set(userId, n + 1);
      return n === 0;
    },
    remove(userId: string): boolean {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) counts.set(userId, n);
      else counts.delete(userId);
      return n <= 0;
    },
  };
}

function holdOf(cameOnline: boolean, close: () => Promise<boolean>): PresenceHold {
  let released: Promise<boolean> | undefined;
  // mercurius may report one closed connection twice (the socket's close and the protocol's).
  return { cameOnline, release: () => (released ??= close()) };
}

function memoryPresence(): Presence {
  const local = localCounts();
  return {
    async hold(userId) {
      const first = local.add(userId);
      return holdOf(first, async () => local.remove(userId));
    },
    async connected(userIds) {
      return new Set(userIds.filter((id) => local.counts.has(id)));
    },
    async close() {
      local.counts.clear();
    },
  };
}

function redisPresence(link: RedisConnections, heartbeatMs: number, ttlMs: number): Presence {
  const redis = link.commands;
  if (!redis) return memoryPresence();
  const instance = randomUUID();
  const key = (userId: string) => `live:presence:${userId}`;
  const local = localCounts();
  const liveSince = () => `(${Date.now() - ttlMs}`;
  /** What this process alone knows (Redis down or not answering). */
  const ownConnected = (userIds: readonly string[]) => new Set(userIds.filter((id) => local.counts.has(id)));

  const othersOnline = async (userId: string) => (await redis.zcount(key(userId), liveSince(), '+inf')) > 0;
  const beat = async (userIds: readonly string[]) => {
    if (userIds.length === 0 || !link.commandsUp()) return;
    const now = Date.now();
    const batch = redis.multi();
    for (const id of userIds) {
      batch.zadd(key(id), now, instance);
      batch.zremrangebyscore(key(id), '-inf', now - ttlMs);
      batch.pexpire(key(id), ttlMs);
    }
    await batch.exec();
  };
  const beatAll = () => void beat([...local.counts.keys()]).catch(() => {});
  const timer = setInterval(beatAll, heartbeatMs);
  timer.unref();
  // Back after an outage (or a Redis that restarted empty): announce this process's people now.
  redis.on('ready', beatAll);

  return {
    async hold(userId) {
      const first = local.add(userId);
      if (!first) return holdOf(false, async () => local.remove(userId));
      let cameOnline = true;
      if (link.commandsUp()) {
        try {
          cameOnline = !(await othersOnline(userId));
          await beat([userId]);
        } catch {
          // Counted locally; the next heartbeat writes it.
        }
      }
      return holdOf(cameOnline, async () => {
        if (!local.remove(userId)) return false;
        if (!link.commandsUp()) return true;
        try {
          await redis.zrem(key(userId), instance);
          return !(await othersOnline(userId));
        } catch {
          // What this process knows: the person's last connection here closed (the contacts then
          // read presence afresh, so a wrong guess corrects itself).
          return true;
        }
      });
    },
    async connected(userIds) {
      if (userIds.length === 0) return new Set();
      if (!link.commandsUp()) return ownConnected(userIds);
      try {
        const batch = redis.multi();
        for (const id of userIds) batch.zcount(key(id), liveSince(), '+inf');
        const answers = (await batch.exec()) ?? [];
        return new Set(userIds.filter((_, i) => Number(answers[i]?.[1] ?? 0) > 0));
      } catch {
        return ownConnected(userIds);
      }
    },
    async close() {
      clearInterval(timer);
      redis.off('ready', beatAll);
      try {
        // This process's connections end with it.
        const ids = [...local.counts.keys()];
        if (ids.length > 0 && link.commandsUp()) {
          const batch = redis.multi();
          for (const id of ids) batch.zrem(key(id), instance);
          await batch.exec();
        }
      } catch {
        // They expire by themselves.
      }
      local.counts.clear();
      // The connection belongs to the server (lib/redis.ts), which closes it.
    },
  };
}

export function createPresence(options: PresenceOptions = {}): Presence {
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  return options.redis?.commands
    ? redisPresence(options.redis, heartbeatMs, options.ttlMs ?? heartbeatMs * 3)
    : memoryPresence();
}

/** For code that runs outside the server (the seed): nobody is connected. */
export const noPresence: PresenceReader = { connected: async () => new Set() };
