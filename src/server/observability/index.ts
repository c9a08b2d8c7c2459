import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { onDbRetry, sqlStateOf } from '../db/retry.ts';
import { createReadiness, type Readiness, type RedisStatus } from '../health/index.ts';
import { noErrorObserver, type ErrorObserver } from '../lib/error-observer.ts';
import { createMetrics, graphqlOperationOf, type Metrics } from './metrics.ts';

export { observeGraphqlErrors } from './graphql-errors.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a balancer or client may choose: short, and nothing a log line or header could be broken by. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is well-formed, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The server's metrics, when METRICS_PORT or METRICS_TOKEN turns them on. */
export interface MetricsHandle {
  registry: Metrics['registry'];
  /** The port of the METRICS_PORT listener once it listens (its own port when METRICS_PORT=0). */
  listenerPort(): number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** starting → ready → draining: what /api/health/ready answers (main.ts drains on SIGTERM). */
    readiness: Readiness;
    metrics: MetricsHandle | undefined;
  }
}

export interface Observability {
  /** Fastify's options for logging and request ids (the constructor's, so before any hook). */
  fastifyOptions: Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'>;
  readiness: Readiness;
  /** Given to the error handler and the GraphQL error formatter. */
  errors: ErrorObserver;
  /** Every request's hooks (its id returned, readiness, metrics, the access line), before any route. */
  install(app: FastifyInstance): void;
  /** The gauges' sources, once the database (and Redis) are open. */
  watch(sources: { database: Database; redisStatus?: () => RedisStatus }): void;
}

type ObservabilityConfig = Pick<
  AppConfig,
  'host' | 'logLevel' | 'logStream' | 'metricsPort' | 'metricsToken' | 'redisUrl'
>;

/** The same length whatever the inputs, so comparing them takes the same time. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function createObservability(config: ObservabilityConfig): Observability {
  const metrics = config.metricsPort !== undefined || config.metricsToken ? createMetrics() : undefined;
  const readiness = createReadiness();
  let openSockets = 0;
  return {
    fastifyOptions: {
      logger:
        config.logLevel === 'silent'
          ? false
          : { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
      // The header is read by genReqId rather than taken as it comes (requestIdHeader), so a
      // malformed or oversized id is replaced instead of reaching every log line.
      requestIdHeader: false,
      genReqId: (raw: IncomingMessage) => requestIdOf(raw.headers[REQUEST_ID_HEADER]),
      logController: new AccessLog({ requestIdLogLabel: 'requestId' }),
    },
    readiness,
    errors: metrics ?? noErrorObserver,
    install(app) {
      installHooks(app, readiness, metrics, config);
      if (!metrics) return;
      // The live updates' WebSockets (GraphQL subscriptions, the server's only upgrade), counted on
      // the HTTP server itself: mercurius keeps its WebSocket server in a scope of its own.
      app.server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
        openSockets += 1;
        socket.once('close', () => (openSockets -= 1));
      });
      // Retries are told process-wide; each app counts them while it runs.
      const stopRetries = onDbRetry((error) => metrics.dbRetry(sqlStateOf(error)));
      app.addHook('onClose', async () => void stopRetries());
    },
    watch({ database, redisStatus }) {
      metrics?.watch({
        db: database.db,
        pool: database.pool,
        redisStatus: config.redisUrl ? redisStatus : undefined,
        liveConnections: () => openSockets,
      });
    },
  };
}

function installHooks(
  app: FastifyInstance,
  readiness: Readiness,
  metrics: Metrics | undefined,
  config: ObservabilityConfig,
): void {
  let listener: http.Server | undefined;
  app.decorate('readiness', readiness);
  app.decorate(
    'metrics',
    metrics && {
      registry: metrics.registry,
      listenerPort: () => (listener?.address() as AddressInfo | null)?.port,
    },
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onReady', async () => readiness.markReady());
  app.addHook('preClose', async () => readiness.markDraining());
  if (metrics) app.addHook('onResponse', async (request, reply) => metrics.observeResponse(request, reply));

  const token = metrics && config.metricsToken ? digest(config.metricsToken) : undefined;
  // Always a route, so the page fallback never answers for it: without a token, not found.
  app.get('/metrics', { config: { access: 'secret' } }, async (request, reply) => {
    if (!metrics || !token) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !timingSafeEqual(digest(given), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  if (!metrics || config.metricsPort === undefined) return;
  const port = config.metricsPort;
  // A listener of its own: reachable by Prometheus on the private network, never through the
  // public balancer, so it needs no token.
  app.addHook('onReady', async () => {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics');
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    listener = server;
  });
  app.addHook('onClose', async () => {
    const server = listener;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/**
 * One line per answered request, with what was asked of which route, by whom, how it ended and how
 * long it took, instead of Fastify's two ("incoming request", "request completed") without method,
 * route or user. Fastify's other lines (stream errors, …) stay as they are.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url;
    const operation = graphqlOperationOf(request);
    const line = {
      method: request.method,
      route: route ?? 'unmatched',
      // Unmatched (the SPA's pages, 404s): the path, without a query that may carry a token.
      ...(route ? {} : { path: request.url.split('?')[0]?.slice(0, 200) }),
      ...(operation ? { operation } : {}),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.userId ? { userId: request.userId } : {}),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
