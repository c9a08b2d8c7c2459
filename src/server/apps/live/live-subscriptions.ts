import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { UserGuard } from '../../auth/index.ts';
import type { GraphqlContext, RequestContext } from '../../graphql/context.ts';
import { requireUser } from '../../policies/roles.ts';
import type { Live } from './live.ts';
import { userTopic } from './live.ts';
import type { Presence, PresenceHold } from './presence.ts';

/** The token a browser sends in its connection_init payload: `{ authorization: "Bearer …" }` (or `{ token }`). */
export function tokenOfConnection(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const p = payload as Record<string, unknown>;
  const headers = (p.headers && typeof p.headers === 'object' ? p.headers : p) as Record<string, unknown>;
  const header = headers.authorization ?? headers.Authorization;
  if (typeof header === 'string') {
    const [scheme, token] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
  }
  return typeof p.token === 'string' && p.token ? p.token : undefined;
}

export interface LiveSubscriptionDeps {
  live: Live;
  /** Who has a connection open: each signed-in connection is held while it lasts. */
  presence: Presence;
  /** Called when a person's first connection opened or their last one closed (on any server). */
  onPresenceChange?: (userId: string) => Promise<void>;
  guard: UserGuard;
  /** The rest of a request's context, for resolvers run by a subscription. */
  context: Omit<RequestContext, 'user' | 'ip' | 'apiKey'>;
}

/**
 * mercurius's `subscription` option: GraphQL subscriptions on /api/graphql over one WebSocket
 * (graphql-transport-ws), signed in by the same bearer token as every request, sent in the
 * connection's init payload. A connection without a valid token is refused.
 */
export function liveSubscriptionOptions({ live, presence, onPresenceChange, guard, context }: LiveSubscriptionDeps) {
  const announce = (userId: string) => void onPresenceChange?.(userId).catch(() => {});
  return {
    emitter: live.emitter,
    // The server pings; a browser that stopped answering is dropped (and its client reconnects).
    keepAlive: 30_000,
    context: (_socket: unknown, request: FastifyRequest) => ({ ...context, ip: request.ip, apiKey: false }),
    onConnect: async ({ payload }: { payload?: unknown }) => {
      const token = tokenOfConnection(payload);
      if (!token) return false;
      const user = await guard.optionalUser({ headers: { authorization: `Bearer ${token}` } } as FastifyRequest);
      if (!user) return false;
      // The person is connected while this socket is open (the chat shows them as present).
      const livePresence = await presence.hold(user.id);
      if (livePresence.cameOnline) announce(user.id);
      return { user, livePresence };
    },
    onDisconnect: async (ctx: { user?: { id: string }; livePresence?: PresenceHold }) => {
      if (!ctx.user || !ctx.livePresence) return;
      if (await ctx.livePresence.release()) announce(ctx.user.id);
    },
  };
}

/**
 * A subscription field that streams the signed-in person's own events of one kind (whatever was
 * published with LivePublisher.publish for them under `event`).
 */
export const ownEvents = <T>(event: string) => ({
  subscribe: async (_root: unknown, _args: unknown, ctx: GraphqlContext): Promise<AsyncIterable<T>> => {
    const user = requireUser(ctx);
    const { pubsub } = ctx as unknown as MercuriusContext;
    return (await pubsub.subscribe(userTopic(user.id, event))) as AsyncIterable<T>;
  },
});
