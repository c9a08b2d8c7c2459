import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { ZodError } from 'zod';
import { applicantsModule } from '../applicants/applicants.graphql.ts';
import { applicationsModule } from '../applications/applications.graphql.ts';
import { companiesModule } from '../companies/companies.graphql.ts';
import { contentModule } from '../content/content.graphql.ts';
import { employerAccountModule } from '../employer-account/employer-account.graphql.ts';
import { employerJobsModule } from '../employer-jobs/employer-jobs.graphql.ts';
import { employersModule } from '../employers/employers.graphql.ts';
import { jobsModule } from '../jobs/jobs.graphql.ts';
import { moderationModule } from '../moderation/moderation.graphql.ts';
import { usersModule } from '../users/users.graphql.ts';
import { baseModule } from './base-schema.ts';
import { buildContext, type ContextDeps, type GraphqlContext } from './context.ts';
import { userInputDbMessage } from '../lib/db-input-errors.ts';
import { GraphqlError } from './errors.ts';
import type { GraphqlModule } from './module.ts';

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GraphqlContext {}
}

const modules: GraphqlModule[] = [
  baseModule,
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
];

function mergeResolvers(list: GraphqlModule[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of list) {
    for (const [type, fields] of Object.entries(m.resolvers)) merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
  }
  return merged as IResolvers;
}

function mergeLoaders(list: GraphqlModule[]): MercuriusLoaders {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of list) {
    for (const [type, fields] of Object.entries(m.loaders ?? {})) merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
  }
  return merged as MercuriusLoaders;
}

/** POST /api/graphql: the data operations of SPEC section 7, AppSync style. */
export async function registerGraphql(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await app.register(mercurius, {
    schema: modules.map((m) => m.typeDefs).filter((typeDefs) => typeDefs.trim() !== ''),
    resolvers: mergeResolvers(modules),
    loaders: mergeLoaders(modules),
    path: '/api/graphql',
    graphiql: false,
    // No graphql-jit: it loops on self-referencing input types (graphql-jit issue #81).
    queryDepth: 8,
    context: (request) => buildContext(deps, request),
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      // Mercurius wraps schema validation failures in one error carrying an `errors` list.
      const validation = execution.errors.some((e) => Array.isArray((e.originalError as { errors?: unknown } | undefined)?.errors));
      const errors = (formatted.response.errors ?? []).map((error, index) => {
        const original = execution.errors[index]?.originalError;
        if (original instanceof GraphqlError) return error;
        if (original instanceof ZodError) {
          return {
            ...error,
            message: original.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('. '),
            extensions: { code: 'BAD_USER_INPUT' },
          };
        }
        const inputMessage = userInputDbMessage(original);
        if (inputMessage) return { ...error, message: inputMessage, extensions: { code: 'BAD_USER_INPUT' } };
        // Schema validation errors (unknown field, wrong type) have no original error.
        if (validation || !original) return { ...error, extensions: { code: 'BAD_USER_INPUT' } };
        app.log.error({ err: original }, 'graphql resolver failed');
        return { ...error, message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      });
      // GraphQL answers 200 with errors in the body, except for a request that is not valid GraphQL.
      const statusCode = formatted.statusCode >= 500 && execution.data !== undefined ? 200 : formatted.statusCode === 500 ? 200 : formatted.statusCode;
      return { statusCode, response: { data: formatted.response.data ?? null, errors } };
    },
  });
}
