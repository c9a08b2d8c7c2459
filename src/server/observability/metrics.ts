import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolCounts, Db } from '../db/client.ts';
import type { RedisStatus } from '../health/index.ts';
import type { ErrorObserver } from '../lib/error-observer.ts';
import { graphqlOperationLabel } from './graphql-operations.ts';

/** What the gauges read when Prometheus scrapes. */
export interface MetricSources {
  db: Db;
  /** PostgreSQL's pool; PGlite is one connection in this process, so it has no pool gauges. */
  pool?: PoolCounts;
  /** Given only when REDIS_URL is set: a server without Redis has no `redis_up`. */
  redisStatus?: () => RedisStatus;
  /** Open live-update WebSockets (GraphQL subscriptions). */
  liveConnections: () => number;
}

const INTERNAL = 'INTERNAL_SERVER_ERROR';
/** Labels for requests no route matched (the SPA's pages, 404s): never the raw URL. */
const UNMATCHED = 'unmatched';

export interface Metrics extends ErrorObserver {
  /** One registry per app: tests build several apps in one process. */
  registry: Registry;
  /** Counts a finished request (Fastify's onResponse). */
  observeResponse(request: FastifyRequest, reply: FastifyReply): void;
  /** The gauges' sources, known once the database is open. */
  watch(sources: MetricSources): void;
  /** A transaction failed with this SQLSTATE and runs again (db/retry.ts). */
  dbRetry(sqlstate: string | undefined): void;
}

/** Prometheus metrics of one server: HTTP, GraphQL, database pool, Redis, live connections, mail outbox. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, heap and RSS, GC, handles: what tells a leak or a blocked loop.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const graphqlOperations = new Counter({
    name: 'graphql_operations_total',
    help: "GraphQL operations over HTTP, by operation name (the client's operations; others are 'other', unnamed 'anonymous') and outcome",
    labelNames: ['operation', 'outcome'] as const,
    registers,
  });
  const graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name and outcome',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers, by code (extensions.code)',
    labelNames: ['code'] as const,
    registers,
  });
  const unexpectedErrors = new Counter({
    name: 'unexpected_errors_total',
    help: 'Faults of ours: REST answers of 500 and GraphQL INTERNAL_SERVER_ERROR errors (each is logged with its request id)',
    labelNames: ['where'] as const,
    registers,
  });
  for (const where of ['http', 'graphql'] as const) unexpectedErrors.inc({ where }, 0);
  const dbRetries = new Counter({
    name: 'db_retries_total',
    help: 'Transactions run again after a deadlock (40P01) or serialization failure (40001), in this process',
    labelNames: ['sqlstate'] as const,
    registers,
  });

  /** The error codes of each GraphQL request's answer, read when it completes. */
  const graphqlCodes = new WeakMap<FastifyRequest, string[]>();

  let sources: MetricSources | undefined;
  const watchOnce = () => {
    if (!sources) return;
    const { pool, redisStatus, db, liveConnections } = sources;
    new Gauge({
      name: 'live_connections',
      help: 'Open live-update connections (GraphQL subscriptions over WebSocket) to this process',
      registers,
      collect() {
        this.set(liveConnections());
      },
    });
    // Read on each scrape: the counts are a partial-index count (pending) and a small scan
    // (failed), cheap next to a scrape every 15 s or more; a database that is down skips them.
    new Gauge({
      name: 'mail_outbox_messages',
      help: "Mails in the outbox by status: 'pending' (to send or retry) and 'failed' (given up)",
      labelNames: ['status'] as const,
      registers,
      async collect() {
        try {
          const result = await db.execute<{ pending: number; failed: number }>(
            sql`select count(*) filter (where status = 'pending')::int as pending,
                       count(*) filter (where status = 'failed')::int as failed
                from mail_outbox where status in ('pending', 'failed')`,
          );
          const row = result.rows[0];
          this.set({ status: 'pending' }, Number(row?.pending ?? 0));
          this.set({ status: 'failed' }, Number(row?.failed ?? 0));
        } catch {
          this.reset();
        }
      },
    });
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: "PostgreSQL pool connections of this process: 'in_use' (running a query or transaction) and 'idle'",
        labelNames: ['state'] as const,
        registers,
        collect() {
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL pool connection',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    if (redisStatus) {
      new Gauge({
        name: 'redis_up',
        help: "1 while this process's Redis connection is up, 0 while it is down (the server then runs degraded)",
        registers,
        collect() {
          this.set(redisStatus() === 'up' ? 1 : 0);
        },
      });
    }
  };

  const countUnexpected = (where: 'http' | 'graphql') => unexpectedErrors.inc({ where });

  return {
    registry,
    watch(given) {
      if (sources) throw new Error('metrics sources are already set');
      sources = given;
      watchOnce();
    },
    unexpected: countUnexpected,
    dbRetry: (sqlstate) => dbRetries.inc({ sqlstate: sqlstate ?? 'unknown' }),
    graphqlErrors(request, codes) {
      for (const code of codes) {
        graphqlErrors.inc({ code });
        if (code === INTERNAL) countUnexpected('graphql');
      }
      if (request) graphqlCodes.set(request, [...(graphqlCodes.get(request) ?? []), ...codes]);
    },
    observeResponse(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      const seconds = reply.elapsedTime / 1000;
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      const operation = graphqlOperationOf(request);
      if (operation) {
        const codes = graphqlCodes.get(request) ?? [];
        const outcome = codes.includes(INTERNAL)
          ? 'internal_error'
          : codes.length > 0 || reply.statusCode >= 400
            ? 'error'
            : 'ok';
        graphqlOperations.inc({ operation, outcome });
        graphqlDuration.observe({ operation, outcome }, seconds);
      }
    },
  };
}

/** The metric label of a GraphQL request over HTTP (the WebSocket's GET is not an operation). */
export function graphqlOperationOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST' || request.routeOptions.url !== '/api/graphql') return undefined;
  const body = (request.body ?? {}) as { operationName?: unknown; query?: unknown };
  return graphqlOperationLabel(body.operationName, body.query);
}
