import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/errors.ts';
import type { TokenService } from './tokens.ts';
import type { UserRow } from '../db/rows.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id once the guard has resolved it (the access log line carries it). */
    userId?: string;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Resolves the signed-in user of a request. A token counts only while its account is enabled
 * and its version is the account's current one (a password reset or "sign out everywhere"
 * raises the version, so every older token stops working on every route at once).
 */
export function createUserGuard(tokens: TokenService, findById: (id: string) => Promise<UserRow | undefined>) {
  // The route gate and the handler behind it both ask; one request verifies and reads once.
  const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();
  function optionalUser(request: FastifyRequest): Promise<UserRow | undefined> {
    let user = resolved.get(request);
    if (!user) {
      user = resolve(request);
      resolved.set(request, user);
    }
    return user;
  }
  async function resolve(request: FastifyRequest): Promise<UserRow | undefined> {
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const row = await findById(claims.userId);
    if (!row || row.disabled || row.tokenVersion !== claims.version) return undefined;
    request.userId = row.id;
    return row;
  }
  return {
    optionalUser,
    async requireUser(request: FastifyRequest, message: string): Promise<UserRow> {
      const row = await optionalUser(request);
      if (!row) throw unauthenticated(message);
      return row;
    },
  };
}
export type UserGuard = ReturnType<typeof createUserGuard>;
