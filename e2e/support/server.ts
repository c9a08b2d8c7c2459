import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { defaultRateLimits } from '../../src/server/config.ts';
import { seedIfEmpty } from '../../src/server/seed/seed.ts';

// One server per test file (its own in-memory PGlite with the demo data), so files run in
// parallel without seeing each other's changes to the shared demo accounts.
let app: FastifyInstance | undefined;
let address: string | undefined;
let dir: string | undefined;

export function clientDir(): string {
  // E2E_CLIENT_DIR lets several builds be tested side by side.
  return path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
}

export async function startServer(): Promise<void> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cpa-e2e-'));
  app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    inMemoryDatabase: true,
    jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    mailFrom: 'CPA Careers <no-reply@e2e.local>',
    publicUrl: 'http://127.0.0.1',
    apiKeys: [],
    logLevel: 'silent',
    seed: 'never',
    clientDir: clientDir(),
    trustProxy: false,
    // A file is many people at once from one address; the GraphQL limit is per address.
    rateLimits: {
      ...defaultRateLimits,
      graphql: { ...defaultRateLimits.graphql, max: 10 * defaultRateLimits.graphql.max },
    },
  });
  await seedIfEmpty(app.services.database.db, new Date(), app.services.files);
  address = await app.listen({ port: 0, host: '127.0.0.1' });
}

export async function stopServer(): Promise<void> {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  app = undefined;
  address = undefined;
  dir = undefined;
}

/** The running server's address, e.g. http://127.0.0.1:40123. */
export function baseUrl(): string {
  if (!address) throw new Error('The test server is not running (e2e/support/per-file-server.ts starts it).');
  return address;
}

/** The server's data folder (mail written as .eml files, uploads). */
export function dataDir(): string {
  if (!dir) throw new Error('The test server is not running (e2e/support/per-file-server.ts starts it).');
  return dir;
}
