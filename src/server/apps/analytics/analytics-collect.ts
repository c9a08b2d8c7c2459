import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { analyticsBatchSchema, MAX_EVENT_AGE_MS } from '../../../domain/analytics-schemas.ts';
import type { UserGuard } from '../../auth/index.ts';
import type { RateLimitRule } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { analyticsImpressions, analyticsPageViews } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { parseInput } from '../../lib/validate.ts';

export interface AnalyticsCollectOptions {
  db: Db;
  guard: UserGuard;
  limiter: RateLimiter;
  /** Batches per address and per visitor; the default allows a busy reader, not a flood. */
  rule?: RateLimitRule;
}

export const DEFAULT_COLLECT_RULE: RateLimitRule = { max: 60, windowMs: 60 * 1000 };
const COLLECT_BODY_LIMIT = 16 * 1024;
/** A clock a little ahead of the server's is tolerated. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

/**
 * POST /api/analytics/collect: a batch of page views (and search impressions) from a visitor who
 * accepted analytics cookies (the batch carries the consent marker; without it nothing is
 * written). Cheap: one small insert per batch, answered 204. Addresses are only rate-limit keys,
 * never stored; events too old or in the future are dropped.
 */
export const analyticsCollectRoutes: FastifyPluginAsync<AnalyticsCollectOptions> = async (
  app,
  { db, guard, limiter, rule = DEFAULT_COLLECT_RULE },
) => {
  // A beacon sends its JSON as text/plain (no preflight); only this plugin reads such bodies.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, undefined);
    }
  });

  app.post('/collect', { bodyLimit: COLLECT_BODY_LIMIT, config: { access: 'public' } }, async (request, reply) => {
    const address = await limiter.hit(`analytics:ip:${request.ip}`, rule);
    if (address.count > rule.max) throw tooManyRequests(address.resetInMs / 1000);
    const batch = parseInput(analyticsBatchSchema, request.body);
    const visitor = await limiter.hit(`analytics:visitor:${batch.visitorId}`, rule);
    if (visitor.count > rule.max) throw tooManyRequests(visitor.resetInMs / 1000);

    const user = batch.token
      ? await guard.optionalUser({ headers: { authorization: `Bearer ${batch.token}` } } as FastifyRequest)
      : undefined;
    const now = Date.now();
    const fresh = batch.events.filter((e) => e.at <= now + FUTURE_SKEW_MS && e.at >= now - MAX_EVENT_AGE_MS);
    const views = fresh.flatMap((e) =>
      e.type === 'view'
        ? [
            {
              visitorId: batch.visitorId,
              occurredAt: new Date(Math.min(e.at, now)),
              path: e.path,
              language: e.language,
              userId: user?.id ?? null,
            },
          ]
        : [],
    );
    const impressions = fresh.flatMap((e) =>
      e.type === 'impressions' ? [{ occurredAt: new Date(Math.min(e.at, now)), count: e.count }] : [],
    );
    if (views.length) await db.insert(analyticsPageViews).values(views);
    if (impressions.length) await db.insert(analyticsImpressions).values(impressions);
    return reply.code(204).send();
  });
};
