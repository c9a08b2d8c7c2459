import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  analyticsCollectRoutes,
  createLive,
  createPresence,
  startAnalyticsRollupTask,
  type Live,
} from './apps/index.ts';
import { createAuthService, type AuthService } from './auth/auth-service.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { createCodeStore } from './auth/codes.ts';
import { createUserGuard } from './auth/guard.ts';
import { createPasswordAttempts } from './auth/password-attempts.ts';
import { createTokenService } from './auth/tokens.ts';
import {
  DEFAULT_GRAPHQL_MAX_COST,
  DEFAULT_SEARCH_CACHE_SECONDS,
  DEFAULT_UPLOAD_QUOTA,
  defaultRateLimits,
  type AppConfig,
} from './config.ts';
import { createSearchCache } from './jobs/index.ts';
import { openDatabase, type Database } from './db/client.ts';
import { assertMigrated } from './db/migration-status.ts';
import { createFileStore, type FileStore } from './files/file-store.ts';
import { filesRoutes } from './files/files-routes.ts';
import { registerGraphql } from './graphql-plugin.ts';
import { healthRoutes } from './health/health-routes.ts';
import { DEFAULT_ALERT_RUN_TIME, jobAlertRoutes, startJobAlertTask } from './job-alerts/index.ts';
import { createBackground, type Background } from './lib/background.ts';
import { installErrorHandler } from './lib/error-handler.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createRedisConnections, type RedisStatus } from './lib/redis.ts';
import { createMailer, startOutboxTask, type Mailer } from './mail/mailer.ts';
import { quickPanelRoutes } from './quick-panel/quick-panel-routes.ts';
import { installRouteAccess } from './policies/route-access.ts';
import { installSecurityHeaders } from './security/security-headers.ts';
import { installSeo } from './seo/seo-routes.ts';
import { installSpa } from './spa/spa-routes.ts';
import { PUBLIC_PAGE_MODULES } from './spa/index.ts';
import { createServerRendering } from './ssr/index.ts';
import type { ClientPathName } from '../domain/client-paths.ts';
import { startJobExpiryTask } from './tasks/job-expiry.ts';
import { startNoteReminderTask } from './tasks/note-reminders.ts';
import { installCompression } from './lib/compression.ts';
import { createObservability } from './observability/index.ts';

export interface AppServices {
  database: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  auth: AuthService;
  background: Background;
  /** Where uploaded files live (the seed stores the demo logos there). */
  files: FileStore;
  /** Live updates to open browsers (through Redis when REDIS_URL is set). */
  live: Live;
  /** Redis's state for health and metrics: 'off' without REDIS_URL, 'down' while unreachable (degraded). */
  redis: { status(): RedisStatus };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const BODY_LIMIT = 1024 * 1024;

/** Composes the whole server. Tests call it in-process; main.ts adds listening and signals. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const observability = createObservability(config);
  const app = Fastify({ ...observability.fastifyOptions, bodyLimit: BODY_LIMIT, trustProxy: config.trustProxy });
  // Issue 35, one gate: first, so every route after it must declare who may call it.
  const routeAccess = installRouteAccess(app);
  observability.install(app);
  installErrorHandler(app, observability.errors);
  await installSecurityHeaders(app, { publicUrl: config.publicUrl });
  await installCompression(app);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
    snapshot: config.databaseSnapshot,
    migrate: config.migrateOnStart !== false,
  });
  // The release ran (or must run) `npm run db:migrate`: a database behind this code is refused.
  if (config.migrateOnStart === false) await assertMigrated(database);
  const background = createBackground(app.log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    db: database.db,
    background,
  });
  // Optional at run time: while it is unreachable everything it shares runs in this process (lib/redis.ts).
  const redis = createRedisConnections(config.redisUrl, app.log);
  await redis.firstAttempt();
  observability.watch({ database, redisStatus: () => redis.status() });
  const limiter = redis.commands ? createRedisRateLimiter(redis) : createMemoryRateLimiter();
  const tokens = createTokenService(config.jwtSecret);
  const codes = createCodeStore(database.db, config.jwtSecret);
  const attempts = createPasswordAttempts(limiter, config.rateLimits.signIn, config.rateLimits.passwordDelay);
  const auth = createAuthService({
    db: database.db,
    tokens,
    codes,
    mailer,
    limiter,
    limits: config.rateLimits,
    attempts,
    background,
  });
  const guard = createUserGuard(tokens, auth.findById);
  routeAccess.useGuard(guard);
  const files = createFileStore(config, database.db, app.log);
  const live = createLive(redis);
  const presence = createPresence({ redis });
  const searchCache = createSearchCache({
    ttlSeconds: config.searchCacheSeconds ?? DEFAULT_SEARCH_CACHE_SECONDS,
    redis,
  });

  app.decorate('services', { database, mailer, limiter, auth, background, files, live, redis });
  // While draining or shutting down, answers close their keep-alive connection, so the balancer's
  // next request opens one to another process and this one can stop as soon as they finish.
  app.addHook('onSend', async (_request, reply) => {
    if (app.readiness.state === 'draining') reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await background.idle();
    mailer.close();
    await limiter.close();
    await live.close();
    await presence.close();
    await searchCache.close();
    await redis.close();
    await database.close();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        readiness: observability.readiness,
        redisStatus: () => redis.status(),
      });
      await api.register(authRoutes, { prefix: '/auth', auth, guard });
      await api.register(filesRoutes, {
        prefix: '/files',
        db: database.db,
        guard,
        store: files,
        quota: config.uploadQuota ?? DEFAULT_UPLOAD_QUOTA,
      });
      await api.register(quickPanelRoutes, { prefix: '/quick-panel', db: database.db, guard });
      await api.register(jobAlertRoutes, { prefix: '/alerts', db: database.db, secret: config.jwtSecret });
      await api.register(analyticsCollectRoutes, { prefix: '/analytics', db: database.db, guard, limiter });
      api.get('/config', { config: { access: 'public' } }, async () => ({ registerUrl: config.registerUrl ?? null }));
    },
    { prefix: '/api' },
  );
  await registerGraphql(app, {
    db: database.db,
    mailer,
    files,
    guard,
    apiKeys: config.apiKeys,
    publicUrl: config.publicUrl,
    attempts,
    live,
    presence,
    limiter,
    searchCache,
    errors: observability.errors,
    limits: {
      maxCost: config.graphqlMaxCost ?? DEFAULT_GRAPHQL_MAX_COST,
      rate: config.rateLimits.graphql ?? defaultRateLimits.graphql,
      introspection: config.graphqlIntrospection ?? false,
    },
  });
  const rendering =
    config.serverRendering === false
      ? undefined
      : await createServerRendering(app, {
          ssrDir: path.join(path.dirname(config.clientDir), 'ssr'),
          pages: Object.keys(PUBLIC_PAGE_MODULES) as ClientPathName[],
        });
  await installSeo(app, { db: database.db, publicUrl: config.publicUrl, clientDir: config.clientDir, rendering });
  await installSpa(app, { clientDir: config.clientDir, db: database.db, rendering });
  if (config.backgroundTasks !== false) {
    const stopExpiry = startJobExpiryTask(database.db, app.log);
    const stopOutbox = startOutboxTask(mailer, app.log);
    const stopAlerts = startJobAlertTask({
      db: database.db,
      mailer,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      runTime: config.alertRunTime ?? DEFAULT_ALERT_RUN_TIME,
      log: app.log,
    });
    const stopAnalytics = startAnalyticsRollupTask(database.db, app.log);
    const stopReminders = startNoteReminderTask(database.db, live, app.log, config.noteReminderIntervalMs);
    app.addHook('onClose', async () => {
      await stopReminders();
      await stopAnalytics();
      await stopExpiry();
      await stopOutbox();
      await stopAlerts();
    });
  }
  return app;
}
