import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import type { UserRow } from '../db/rows.ts';
import { isAdmin, isStaff } from './roles.ts';

/**
 * Who may call a REST route, in the words of operation-access.ts where they mean the same:
 * - public: anyone, guests too.
 * - signedIn: any signed-in person (the handler keeps them to their own records).
 * - staff: the portal staff and admins.
 * - admin: the administrators.
 * - secret: no account, but a secret the handler checks itself (the metrics token, an alert's
 *   unsubscribe link): the gate lets the request through and the handler refuses without it.
 */
export type RouteAccess = 'public' | 'signedIn' | 'staff' | 'admin' | 'secret';

export const ROUTE_ACCESS_WORDS: Record<RouteAccess, string> = {
  public: 'anyone (guests too)',
  signedIn: 'any signed-in person, on their own records',
  staff: 'staff and admins',
  admin: 'admins',
  secret: 'whoever holds the route’s own secret (a token the handler checks)',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its rule, one row per method (the docs and the tests read it). */
    gatedRoutes(): readonly GatedRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call this route: every route declares it, and the gate below enforces it. */
    access?: RouteAccess;
    /** The words a guest is refused with on a signedIn/staff/admin route (default: the invalid-token message). */
    signInMessage?: string;
  }
}

export interface GatedRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

type ResolveUser = (request: FastifyRequest) => Promise<UserRow | undefined>;

/**
 * A route of a plugin we do not write, which cannot take our config: the built client's files
 * (@fastify/static marks each of its routes with `config.file`) are public.
 */
function pluginRouteAccess(route: RouteOptions): RouteAccess | undefined {
  return route.config && 'file' in route.config ? 'public' : undefined;
}

/**
 * The one gate of the REST routes. Installed first (before any route), it makes every route
 * declare `config.access` (a route without one stops the server from starting) and refuses a
 * request its rule does not allow before the body is read or the handler runs. The user is
 * resolved by the auth guard, given once it exists (`useGuard`).
 */
export function installRouteAccess(app: FastifyInstance) {
  const routes: GatedRoute[] = [];
  let resolveUser: ResolveUser | undefined;

  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? pluginRouteAccess(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access rule: give it config: { access } (policies/route-access.ts)`,
      );
    }
    route.config = { ...route.config, access };
    for (const method of methods) routes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    // A path with no route is the not-found handler's: it answers 404 and shows nothing.
    if (request.is404) return;
    const { access, signInMessage } = request.routeOptions.config;
    if (access === 'public' || access === 'secret') return;
    if (!resolveUser) throw new Error('route access: the guard was never given (useGuard)');
    const user = await resolveUser(request);
    if (!user) throw unauthenticated(signInMessage ?? MESSAGES.invalidToken);
    if (access === 'staff' && !isStaff(user)) throw forbidden('Only the portal staff can do this.');
    if (access === 'admin' && !isAdmin(user)) throw forbidden('Only an administrator can do this.');
  });

  app.decorate('gatedRoutes', () => routes);
  return {
    useGuard(guard: { optionalUser: ResolveUser }): void {
      resolveUser = guard.optionalUser;
    },
  };
}
export type RouteAccessGate = ReturnType<typeof installRouteAccess>;
