import type { FastifyInstance, FastifyReply } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { applicantsModule } from './applicants/applicants.graphql.ts';
import { applicationsModule } from './applications/applications.graphql.ts';
import { companiesModule } from './companies/companies.graphql.ts';
import { contentModule } from './content/content.graphql.ts';
import { employerAccountModule } from './employer-account/employer-account.graphql.ts';
import { employerJobsModule } from './employer-jobs/employer-jobs.graphql.ts';
import { employersModule } from './employers/employers.graphql.ts';
import { jobsModule } from './jobs/jobs.graphql.ts';
import { jobAlertsModule } from './job-alerts/index.ts';
import { moderationModule } from './moderation/moderation.graphql.ts';
import { currencyRatesModule } from './currency-rates/currency-rates.graphql.ts';
import { usersModule } from './users/users.graphql.ts';
import { loaderResolvers } from './graphql/loader-resolvers.ts';
import {
  analyticsModule,
  announceChatPresence,
  cryptoModule,
  helpCenterModule,
  liveModule,
  liveSubscriptionOptions,
  notificationsModule,
  projectDashboardModule,
  type Live,
  type Presence,
} from './apps/index.ts';
import { mailboxModule } from './apps/index.ts';
import { academyModule } from './apps/index.ts';
import { chatModule } from './apps/index.ts';
import { calendarModule } from './apps/index.ts';
import { notesModule } from './apps/index.ts';
import { profileModule } from './apps/index.ts';
import { contactsModule } from './apps/index.ts';
import { ecommerceModule } from './apps/index.ts';
import { fileManagerModule } from './apps/index.ts';
import { tasksModule } from './apps/index.ts';
import { scrumboardModule } from './apps/index.ts';
import { baseModule } from './graphql/base-schema.ts';
import { valueSetsModule } from './graphql/value-sets.ts';
import { buildContext, type ContextDeps, type RequestContext } from './graphql/context.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import { createErrorFormatter } from './graphql/error-formatter.ts';
import { installOperationGuard, type OperationLimits } from './graphql/operation-guard.ts';
import { checkGraphqlRequestShape } from './graphql/request-shape.ts';
import { labelGraphqlAnswer, normalizeGraphqlBody } from './graphql/http-media.ts';
import { GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_TOKENS, limitRules } from './graphql/parse-limits.ts';
import type { GraphqlModule } from './graphql/module.ts';
import { createSearchResponses } from './jobs/search-responses.ts';
import type { ErrorObserver } from './lib/error-observer.ts';
import { gateResolvers } from './policies/operation-gate.ts';
import { observeGraphqlErrors } from './observability/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs an operation as a guest, in-process, on behalf of the page request `reply` answers
     * (its address pays the rate limit): the server-rendered pages' queries (src/server/ssr).
     */
    guestGraphql(query: string, variables: Record<string, unknown> | undefined, reply: FastifyReply): Promise<unknown>;
  }
}

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends RequestContext {}
}

/** Every feature's part of the one schema; the schema file and the generated types come from these. */
export const graphqlModules: GraphqlModule[] = [
  baseModule,
  valueSetsModule,
  jobsModule,
  companiesModule,
  contentModule,
  usersModule,
  applicationsModule,
  employersModule,
  employerAccountModule,
  employerJobsModule,
  applicantsModule,
  moderationModule,
  jobAlertsModule,
  currencyRatesModule,
  helpCenterModule,
  analyticsModule,
  projectDashboardModule,
  cryptoModule,
  liveModule,
  notificationsModule,
  mailboxModule,
  academyModule,
  chatModule,
  calendarModule,
  notesModule,
  profileModule,
  contactsModule,
  ecommerceModule,
  fileManagerModule,
  tasksModule,
  scrumboardModule,
];

/** The type definitions of the whole schema, in the modules' order. */
export const graphqlTypeDefs = (list: GraphqlModule[]): string[] =>
  list.map((m) => m.typeDefs).filter((typeDefs) => typeDefs.trim() !== '');

/** Every feature's resolvers, and its loaders as batched resolvers (see loader-resolvers.ts). */
function mergeResolvers(list: GraphqlModule[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  const add = (resolvers: object) => {
    for (const [type, fields] of Object.entries(resolvers))
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
  };
  for (const m of list) add(m.resolvers);
  for (const m of list) add(loaderResolvers((m.loaders ?? {}) as Parameters<typeof loaderResolvers>[0]));
  return merged as IResolvers;
}

export interface GraphqlOptions extends Omit<ContextDeps, 'live' | 'presence'> {
  /** The live updates' emitter and publisher (Redis or memory). */
  live: Live;
  /** Who has a live connection open (Redis or memory). */
  presence: Presence;
  limiter: RateLimiter;
  limits: OperationLimits;
  /** Told of each answer's error codes (the metrics). */
  errors?: ErrorObserver;
}

/** POST /api/graphql: the data operations of SPEC section 7, AppSync style. */
export async function registerGraphql(
  app: FastifyInstance,
  { limiter, limits, live, presence, errors, ...deps }: GraphqlOptions,
): Promise<void> {
  const searchResponses = createSearchResponses({
    db: deps.db,
    limiter,
    rate: limits.rate,
    // Kept whole for as long as the search cache keeps the answer (not at all when it is off).
    ttlSeconds: deps.searchCache.ttlSeconds,
  });
  // A GET would run a query from a link or an image tag; the product's client only POSTs.
  app.addHook('onRequest', async (request, reply) => {
    // The one GET it takes is the live updates' WebSocket (subscriptions only, see apps/live).
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (request.method === 'GET' && !upgrade && request.url.split('?')[0] === '/api/graphql') {
      return reply
        .code(405)
        .header('allow', 'POST')
        .send({
          data: null,
          errors: [{ message: 'Send GraphQL operations with POST.', extensions: { code: 'BAD_USER_INPUT' } }],
        });
    }
    return undefined;
  });
  await app.register(mercurius, {
    schema: graphqlTypeDefs(graphqlModules),
    // Issue 35, one gate: the access table decides who may call each root field before its resolver.
    resolvers: gateResolvers(mergeResolvers(graphqlModules)),
    path: '/api/graphql',
    graphiql: false,
    // No graphql-jit: it loops on self-referencing input types (graphql-jit issue #81).
    queryDepth: GRAPHQL_MAX_DEPTH,
    graphql: { parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS } },
    validationRules: limitRules,
    additionalRouteOptions: {
      // GraphQL over HTTP conformance (graphql/http-media.ts): null parameters, the response media type.
      preValidation: normalizeGraphqlBody,
      // The REST gate lets every request in; the operation's own rule decides (policies/operation-access.ts).
      config: { access: 'public' },
      preHandler: [checkGraphqlRequestShape, searchResponses.serve],
      onSend: [searchResponses.keep, labelGraphqlAnswer],
    },
    context: (request) => buildContext({ ...deps, live, presence }, request),
    subscription: liveSubscriptionOptions({
      live,
      presence,
      // A person's first connection opened or last one closed: their chat contacts see it live.
      onPresenceChange: (userId) => announceChatPresence(deps.db, live, presence, userId),
      guard: deps.guard,
      context: {
        db: deps.db,
        mailer: deps.mailer,
        files: deps.files,
        publicUrl: deps.publicUrl,
        attempts: deps.attempts,
        live,
        presence,
        searchCache: deps.searchCache,
      },
    }),
    errorFormatter: errors
      ? observeGraphqlErrors(createErrorFormatter({ suggestions: limits.introspection }), errors)
      : createErrorFormatter({ suggestions: limits.introspection }),
  });
  installOperationGuard(app, limiter, limits);
  searchResponses.install(app);
  // reply.graphql (not app.graphql): the search reads the reply from the context, as in an HTTP request.
  app.decorate('guestGraphql', (query: string, variables: Record<string, unknown> | undefined, reply: FastifyReply) =>
    reply.graphql(
      query,
      {
        db: deps.db,
        mailer: deps.mailer,
        files: deps.files,
        publicUrl: deps.publicUrl,
        user: undefined,
        apiKey: false,
        ip: reply.request.ip,
        attempts: deps.attempts,
        live,
        presence,
        searchCache: deps.searchCache,
      },
      variables,
    ),
  );
}
