import { specifiedRules, validate, type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserGuard } from '../../auth/index.ts';
import type { UserRow } from '../../db/rows.ts';
import { unauthenticated } from '../../lib/errors.ts';
import type { Live, LivePublisher } from './live.ts';
import { userTopic } from './live.ts';

// A live connection is signed in once, when it opens, but a session can end while it stays open
// (sign out everywhere, a new password, a disabled account, other roles). Whatever ends a session
// publishes SESSION_ENDED on the live bus; every server process closes that person's sockets,
// and each event is delivered only after the socket's session was confirmed recently (so a bus
// event lost while Redis was down still ends the session within RECHECK_MS).

const SESSION_ENDED = 'sessionEnded';
/** A confirmed session is trusted this long before the next event re-reads the account. */
const RECHECK_MS = 30_000;
/** graphql-ws's code for a refused connection: the client does not retry it with the same token. */
const FORBIDDEN_CLOSE = 4403;

/** Tells every server process to close the live connections of this person (their sessions ended). */
export const endLiveSessions = (live: LivePublisher, userId: string): Promise<void> =>
  live.publish(userId, SESSION_ENDED, {});

interface Closable {
  close(code?: number, reason?: string): void;
}

/** One open socket and what it was signed in with (set once its connection init is accepted). */
export interface LiveConnection {
  socket: Closable;
  user?: UserRow;
  token?: string;
  ended: boolean;
  checkedAt: number;
}

/** What the subscription context carries for the session checks (see live-subscriptions.ts). */
export interface LiveSocketContext {
  liveConnection?: LiveConnection;
  liveToken?: string;
  user?: UserRow;
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function createLiveSessions(live: Live, guard: UserGuard) {
  const byUser = new Map<string, Set<LiveConnection>>();

  const end = (connection: LiveConnection) => {
    connection.ended = true;
    if (connection.user) byUser.get(connection.user.id)?.delete(connection);
    connection.socket.close(FORBIDDEN_CLOSE, 'Session ended');
  };

  live.emitter.on(userTopic('+', SESSION_ENDED), (message, done) => {
    const userId = String(message.topic).split('/')[1] ?? '';
    for (const connection of [...(byUser.get(userId) ?? [])]) end(connection);
    byUser.delete(userId);
    done();
  });

  return {
    /** A new socket, before its person is known. */
    open: (socket: Closable): LiveConnection => ({ socket, ended: false, checkedAt: 0 }),
    /** The socket's connection init was accepted for `user` with `token`. */
    signedIn(connection: LiveConnection, user: UserRow, token: string) {
      connection.user = user;
      connection.token = token;
      connection.checkedAt = Date.now();
      const set = byUser.get(user.id) ?? new Set<LiveConnection>();
      set.add(connection);
      byUser.set(user.id, set);
    },
    closed(connection: LiveConnection) {
      if (!connection.user) return;
      const set = byUser.get(connection.user.id);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(connection.user.id);
    },
    /**
     * Whether the socket's session still holds: the same token still valid for the same roles.
     * `fresh` re-reads the account now (a subscription starting); otherwise a recent check counts.
     */
    async valid(connection: LiveConnection, fresh: boolean): Promise<boolean> {
      if (connection.ended || !connection.user || !connection.token) return false;
      if (!fresh && Date.now() - connection.checkedAt < RECHECK_MS) return true;
      const row = await guard.optionalUser({
        headers: { authorization: `Bearer ${connection.token}` },
      } as FastifyRequest);
      if (!row || !sameRoles(row.role, connection.user.role)) {
        end(connection);
        return false;
      }
      connection.checkedAt = Date.now();
      return true;
    },
  };
}
export type LiveSessions = ReturnType<typeof createLiveSessions>;

/**
 * The request limits of HTTP for operations over the socket: mercurius neither validates a
 * subscription's document nor runs the preExecution hook for it, so the same validation rules
 * (graphql-armor's alias and directive limits among them) and the cost budget run here; and a
 * subscription starts only while its socket's session holds, each event is sent only while it
 * still does.
 */
export function installSubscriptionGuard(
  app: FastifyInstance,
  sessions: LiveSessions,
  {
    rules,
    refuseInvalid,
    costOf,
    checkCost,
  }: {
    rules: Parameters<typeof validate>[2];
    /** The refusal of a document that fails validation, worded as over HTTP. */
    refuseInvalid: (error: GraphQLError) => Error;
    costOf: (schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined) => number;
    /** Throws the same refusal as over HTTP when `cost` is over the budget. */
    checkCost: (cost: number) => void;
  },
): void {
  const allRules = [...specifiedRules, ...(rules ?? [])];
  app.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
    let errors: readonly GraphQLError[];
    try {
      errors = validate(schema, document, allRules);
    } catch (error) {
      // graphql-armor's limits throw their error rather than report it.
      if (error instanceof GraphQLError) throw refuseInvalid(error);
      throw error;
    }
    if (errors[0]) throw refuseInvalid(errors[0]);
    checkCost(costOf(schema, document, undefined));
    const { liveConnection, user, liveToken } = context as unknown as LiveSocketContext;
    // mercurius hands onConnect no socket: the connection learns whose it is at its first subscription.
    if (liveConnection && !liveConnection.user && user && liveToken) sessions.signedIn(liveConnection, user, liveToken);
    if (!liveConnection || !(await sessions.valid(liveConnection, true))) {
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
  });
  app.graphql.addHook('onSubscriptionResolution', async (_execution, context) => {
    const { liveConnection } = context as unknown as LiveSocketContext;
    // Throwing here makes mercurius close the socket without sending the event.
    if (!liveConnection || !(await sessions.valid(liveConnection, false))) {
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
  });
}
