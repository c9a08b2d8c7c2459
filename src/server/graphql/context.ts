import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserGuard } from '../auth/index.ts';
import type { PasswordAttempts } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStore } from '../files/index.ts';
import { unauthenticated } from '../lib/errors.ts';
import type { UserRow } from '../db/rows.ts';
import type { LivePublisher, PresenceReader } from '../apps/index.ts';
import type { SearchCache } from '../jobs/index.ts';

/** What buildContext makes for each request. */
export interface RequestContext {
  db: Db;
  mailer: Mailer;
  files: FileStore;
  publicUrl: string;
  /** The signed-in user, when the request carries a valid bearer token. */
  user: UserRow | undefined;
  /** A server-to-server client that sent a valid x-api-key (public reads only). */
  apiKey: boolean;
  /** The caller's address (behind a trusted proxy, the client's). */
  ip: string;
  /** Throttles guesses at a password (account deletion re-checks it). */
  attempts: PasswordAttempts;
  /** Tells the person's open browsers of a change (GraphQL subscriptions). */
  live: LivePublisher;
  /** Who has a live connection open (the chat shows the others offline). */
  presence: PresenceReader;
  /** Search answers reused while no job changes. */
  searchCache: SearchCache;
}

/** The context every resolver gets: ours, plus the server and reply mercurius adds. */
export interface GraphqlContext extends RequestContext {
  app: FastifyInstance;
  reply: FastifyReply;
}

export interface ContextDeps {
  db: Db;
  mailer: Mailer;
  files: FileStore;
  guard: UserGuard;
  apiKeys: string[];
  publicUrl: string;
  attempts: PasswordAttempts;
  live: LivePublisher;
  presence: PresenceReader;
  searchCache: SearchCache;
}

export async function buildContext(deps: ContextDeps, request: FastifyRequest): Promise<RequestContext> {
  const key = request.headers['x-api-key'];
  const apiKey = typeof key === 'string' && deps.apiKeys.includes(key);
  if (key !== undefined && !apiKey) throw unauthenticated('The API key is not valid.');
  const hasBearer = Boolean(request.headers.authorization);
  const user = await deps.guard.optionalUser(request);
  // A token that was sent but is no good is an error, not a silent downgrade to guest.
  if (hasBearer && !user) throw unauthenticated('Invalid access token detected.');
  return {
    db: deps.db,
    mailer: deps.mailer,
    files: deps.files,
    publicUrl: deps.publicUrl,
    user,
    apiKey,
    ip: request.ip,
    attempts: deps.attempts,
    live: deps.live,
    presence: deps.presence,
    searchCache: deps.searchCache,
  };
}
