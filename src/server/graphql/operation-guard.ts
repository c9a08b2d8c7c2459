import { BREAK, visit, type DocumentNode } from 'graphql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { RateLimitRule } from '../config.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import { isStaff } from '../policies/roles.ts';
import { AppError } from '../lib/errors.ts';
import { queryCostMemo } from './query-cost.ts';

export interface OperationLimits {
  /** The most an operation may cost (see query-cost.ts). */
  maxCost: number;
  /** Points (operation costs) per window, counted per address and per signed-in user. */
  rate: RateLimitRule;
  /** Introspection for everyone (development); otherwise staff only. */
  introspection: boolean;
}

/** Every answered request costs this much besides its size, so a flood of tiny requests is limited too. */
export const MIN_REQUEST_COST = 10;

// Per parsed document (mercurius keeps those it parsed), so a repeated request is not walked again.
const schemaAsked = new WeakMap<DocumentNode, boolean>();

function asksForSchema(document: DocumentNode): boolean {
  const known = schemaAsked.get(document);
  if (known !== undefined) return known;
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
  schemaAsked.set(document, found);
  return found;
}

const charged = new WeakMap<FastifyRequest, number>();

/** What a request's answer was charged against the rate limit (once it resolved). */
export const chargedFor = (request: FastifyRequest): number | undefined => charged.get(request);

/** The rate-limit key of an address (a signed-in user is counted under their id as well). */
export const guestRateKey = (ip: string): string => `graphql:ip:${ip}`;

/** How much an answer holds: every field value in it, list items included. */
export function answerSize(value: unknown, depth = 0): number {
  if (value === null || typeof value !== 'object' || depth > 20) return 1;
  const children = Array.isArray(value) ? value : Object.values(value);
  let size = Array.isArray(value) ? 0 : 1;
  for (const child of children) size += answerSize(child, depth + 1);
  return size;
}

/**
 * Runs after parsing and validation and before any resolver: refuses introspection to all but
 * staff, refuses an operation whose estimated cost (its limits taken at their word) is over the
 * budget, and refuses a caller whose rate limit is spent. What is charged to the limit (per
 * address, and per user when signed in) is what the answer actually held, so a board of 7
 * applicants asked for 500 at a time costs what 7 cost; a refused, too costly request costs the
 * whole budget, so retrying it quickly runs into the limit.
 */
export function installOperationGuard(app: FastifyInstance, limiter: RateLimiter, limits: OperationLimits): void {
  const keysOf = (context: MercuriusContext) => [
    guestRateKey(context.reply.request.ip),
    ...(context.user ? [`graphql:user:${context.user.id}`] : []),
  ];

  const queryCost = queryCostMemo();
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    if (!limits.introspection && !isStaff(context.user) && asksForSchema(document)) {
      throw new AppError(
        'FORBIDDEN',
        'The schema is not published here. Ask the portal staff for the API documentation.',
      );
    }
    const cost = queryCost(schema, document, variables);
    const keys = keysOf(context);
    if (cost > limits.maxCost) {
      for (const key of keys) await limiter.hit(key, limits.rate, limits.maxCost);
      throw new AppError(
        'BAD_USER_INPUT',
        `This request asks for too much at once (cost ${cost.toLocaleString('en')}, at most ${limits.maxCost.toLocaleString('en')}). Ask for fewer items or fields per request and page with nextToken.`,
        { extensions: { reason: 'QUERY_TOO_COMPLEX', cost, maxCost: limits.maxCost } },
      );
    }
    let retryAfterMs = 0;
    for (const key of keys) {
      const state = await limiter.peek(key);
      if (state.count >= limits.rate.max) retryAfterMs = Math.max(retryAfterMs, state.resetInMs);
    }
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      context.reply.header('Retry-After', String(seconds));
      throw new AppError('TOO_MANY_REQUESTS', `Too many requests. Please wait ${seconds} seconds and try again.`, {
        extensions: { retryAfterSeconds: seconds },
      });
    }
  });

  app.graphql.addHook('onResolution', async (execution, context) => {
    const charge = MIN_REQUEST_COST + answerSize(execution.data ?? null);
    charged.set(context.reply.request, charge);
    for (const key of keysOf(context)) await limiter.hit(key, limits.rate, charge);
  });
}
