import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { defaultRateLimits } from '../../src/server/config.ts';

/** The real server on PGlite in `dataDir`, serving the built client, as the browser tests use it. */
export async function startTestServer(options: {
  dataDir: string;
  clientDir: string;
  listen: boolean;
}): Promise<FastifyInstance> {
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir: options.dataDir,
    jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    mailFrom: 'CPA Careers <no-reply@e2e.local>',
    publicUrl: 'http://127.0.0.1',
    apiKeys: [],
    logLevel: 'silent',
    seed: 'never',
    clientDir: options.clientDir,
    trustProxy: false,
    // A file is dozens of people at once from one address; the GraphQL limit is per address.
    rateLimits: {
      ...defaultRateLimits,
      graphql: { ...defaultRateLimits.graphql, max: 10 * defaultRateLimits.graphql.max },
    },
  });
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
