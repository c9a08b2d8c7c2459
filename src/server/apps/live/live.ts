import type { MQEmitter } from 'mqemitter';
import mq from 'mqemitter';
import MQEmitterRedis from 'mqemitter-redis';

// Live updates (DESIGN section 11): events for one person travel on a topic of theirs through one
// emitter, which mercurius's GraphQL subscriptions read. With REDIS_URL the emitter is Redis's
// pub/sub, so an event published by one server process reaches the browsers connected to any
// other; without it, memory (one process).

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

export function createLive(redisUrl?: string): Live {
  const emitter: MQEmitter = redisUrl ? (MQEmitterRedis({ connectionString: redisUrl }) as unknown as MQEmitter) : mq();
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
