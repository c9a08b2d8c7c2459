import { randomUUID } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { MQEmitter } from 'mqemitter';
import mq from 'mqemitter';
import type { RedisConnections } from '../../lib/redis.ts';

// Live updates (DESIGN section 11): events for one person travel on a topic of theirs through one
// emitter, which mercurius's GraphQL subscriptions read. The emitter always delivers in this
// process's memory first; with REDIS_URL it also publishes each event on Redis's pub/sub, so an
// event published by one server process reaches the browsers connected to any other. Redis is
// optional at run time: while it is down, events still reach the subscribers of the process that
// published them (and subscribing never waits for it); once it is back, each process subscribes
// again to the topics its browsers follow and events cross between processes again.

/** The topic of one kind of event for one person. */
export const userTopic = (userId: string, event: string): string => `user/${userId}/${event}`;

/** What services use to tell an open browser of a change. */
export interface LivePublisher {
  /** Sends `payload` (the subscription field's value, e.g. `{ notificationAdded: … }`) to their open browsers. */
  publish(userId: string, event: string, payload: Record<string, unknown>): Promise<void>;
}

export interface Live extends LivePublisher {
  emitter: MQEmitter;
  close(): Promise<void>;
}

type Message = Parameters<MQEmitter['emit']>[0];
type Listener = Parameters<MQEmitter['on']>[1];

/** What travels on Redis: the event and who sent it (a process skips its own, delivered already). */
interface Packet {
  id: string;
  from: string;
  msg: Message;
}

// mqemitter's wildcards ('+' one level, '#' the rest) as a Redis pattern; Redis's own pattern
// characters in a topic are escaped.
const WILDCARD = /[+#]/;
const redisPattern = (topic: string) =>
  topic
    .split('/')
    .map((level) => (level === '+' || level === '#' ? '*' : level.replace(/[*?[\]\\]/g, '\\$&')))
    .join('/');

/** An mqemitter that delivers in this process and, while Redis is up, through Redis to the others. */
function sharedEmitter(redis: RedisConnections): MQEmitter {
  const publisher = redis.commands;
  if (!publisher) return mq();
  const local = mq();
  const subscriber: Redis = redis.connection({ autoResubscribe: false });
  const instance = randomUUID();
  // Redis channels (or patterns) this process follows, with how many local listeners want each.
  const followed = new Map<string, { count: number; pattern: boolean }>();
  // One event can match a channel and a pattern both: it is delivered once.
  const seen = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });

  const channelOf = (topic: string) =>
    WILDCARD.test(topic) ? { name: redisPattern(topic), pattern: true } : { name: topic, pattern: false };
  const follow = (name: string, pattern: boolean) => {
    // While Redis is down this fails at once; the 'ready' below subscribes to all of them.
    if (subscriber.status !== 'ready') return;
    void (pattern ? subscriber.psubscribe(name) : subscriber.subscribe(name)).catch(() => {});
  };
  const unfollow = (name: string, pattern: boolean) => {
    if (subscriber.status !== 'ready') return;
    void (pattern ? subscriber.punsubscribe(name) : subscriber.unsubscribe(name)).catch(() => {});
  };
  subscriber.on('ready', () => {
    for (const [name, { pattern }] of followed) follow(name, pattern);
  });

  const received = (message: Buffer) => {
    let packet: Packet;
    try {
      packet = deserialize(message) as Packet;
    } catch {
      return;
    }
    if (!packet || packet.from === instance || typeof packet.msg?.topic !== 'string' || seen.has(packet.id)) return;
    seen.set(packet.id, true);
    local.emit(packet.msg);
  };
  subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => received(message));
  subscriber.on('pmessageBuffer', (_pattern: Buffer, _channel: Buffer, message: Buffer) => received(message));

  const emitter = {
    get current() {
      return local.current;
    },
    get concurrent() {
      return local.concurrent;
    },
    on(topic: string, listener: Listener, done?: () => void) {
      // Subscribing is immediate (local): a browser's subscription never waits for Redis.
      local.on(topic, listener, done);
      const { name, pattern } = channelOf(topic);
      const known = followed.get(name);
      if (known) known.count++;
      else {
        followed.set(name, { count: 1, pattern });
        follow(name, pattern);
      }
      return emitter;
    },
    removeListener(topic: string, listener: Listener, done?: () => void) {
      local.removeListener(topic, listener, done);
      const { name, pattern } = channelOf(topic);
      const known = followed.get(name);
      if (!known || --known.count > 0) return;
      followed.delete(name);
      unfollow(name, pattern);
    },
    emit(msg: Message, done?: (error?: Error) => void) {
      local.emit(msg, done);
      if (!redis.commandsUp()) return;
      let packet: Buffer;
      try {
        packet = serialize({ id: randomUUID(), from: instance, msg } satisfies Packet);
      } catch {
        return; // Not serializable: it reached this process's subscribers only.
      }
      void publisher.publish(msg.topic, packet).catch(() => {});
    },
    close(done: () => void) {
      // The Redis connections belong to the server (lib/redis.ts), which closes them.
      subscriber.removeAllListeners('messageBuffer');
      subscriber.removeAllListeners('pmessageBuffer');
      local.close(done);
    },
  };
  return emitter as unknown as MQEmitter;
}

export function createLive(redis?: RedisConnections): Live {
  const emitter: MQEmitter = redis?.commands ? sharedEmitter(redis) : mq();
  let closed = false;
  return {
    emitter,
    publish: (userId, event, payload) =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        // A lost live event is not worth failing the change it reports: the page refetches anyway.
        emitter.emit({ topic: userTopic(userId, event), payload }, () => resolve());
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        emitter.close(() => resolve());
      }),
  };
}

/** For code that runs outside a request (the seed): nobody is listening. */
export const noLive: LivePublisher = { publish: async () => undefined };
