import { BREAK, visit, type DocumentNode } from 'graphql';
import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../config.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { isStaff } from './context.ts';
import { GraphqlError } from './errors.ts';
import { queryCost } from './query-cost.ts';

export interface OperationLimits {
  /** The most an operation may cost (see query-cost.ts). */
  maxCost: number;
  /** Points (operation costs) per window, counted per address and per signed-in user. */
  rate: RateLimitRule;
  /** Introspection for everyone (development); otherwise staff only. */
  introspection: boolean;
}

/** A request costs at least this much, so a flood of tiny requests is limited too. */
export const MIN_REQUEST_COST = 10;

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Runs after parsing and validation and before any resolver: refuses introspection to all but
 * staff, refuses an operation that would cost more than the budget, and counts the cost against
 * the caller's rate limit (per address, and per user when signed in). A refusal costs the
 * caller the whole budget, so retrying a refused request quickly runs into the limit.
 */
export function installOperationGuard(app: FastifyInstance, limiter: RateLimiter, limits: OperationLimits): void {
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    if (!limits.introspection && !isStaff(context) && asksForSchema(document)) {
      throw new GraphqlError('FORBIDDEN', 'The schema is not published here. Ask the portal staff for the API documentation.');
    }
    const cost = queryCost(schema, document, variables);
    const keys = [`graphql:ip:${context.reply.request.ip}`, ...(context.user ? [`graphql:user:${context.user.id}`] : [])];
    if (cost > limits.maxCost) {
      for (const key of keys) await limiter.hit(key, limits.rate, limits.maxCost);
      throw new GraphqlError(
        'BAD_USER_INPUT',
        `This request asks for too much at once (cost ${cost.toLocaleString('en')}, at most ${limits.maxCost.toLocaleString('en')}). Ask for fewer items or fields per request and page with nextToken.`,
        undefined,
        { reason: 'QUERY_TOO_COMPLEX', cost, maxCost: limits.maxCost },
      );
    }
    let retryAfterMs = 0;
    for (const key of keys) {
      const state = await limiter.hit(key, limits.rate, Math.max(MIN_REQUEST_COST, cost));
      if (state.count > limits.rate.max) retryAfterMs = Math.max(retryAfterMs, state.resetInMs);
    }
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      context.reply.header('Retry-After', String(seconds));
      throw new GraphqlError('TOO_MANY_REQUESTS', `Too many requests. Please wait ${seconds} seconds and try again.`, undefined, { retryAfterSeconds: seconds });
    }
  });
}
