import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.ts';
import { defaultRateLimits } from '../../src/server/config.ts';
import { seedIfEmpty } from '../../src/server/seed/seed.ts';
import { findChromium } from './chromium-path.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let app: FastifyInstance | undefined;
let dataDir: string | undefined;

/** Serves the built client with the real server, on PGlite with the demo data, for Chromium. */
export async function setup(project: TestProject) {
  findChromium(); // fail early and clearly when no browser is installed
  // E2E_CLIENT_DIR lets several builds be tested side by side.
  const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` before the browser tests (npm test does this).');
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-e2e-'));
  app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    inMemoryDatabase: true,
    jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    mailFrom: 'CPA Careers <no-reply@e2e.local>',
    publicUrl: 'http://127.0.0.1',
    apiKeys: [],
    logLevel: 'silent',
    seed: 'never',
    clientDir,
    trustProxy: false,
    // A note's reminder arrives within a second, so the notes test need not wait a minute for it.
    noteReminderIntervalMs: 1000,
    // The suite is dozens of people at once from one address; the GraphQL limit is per address.
    rateLimits: {
      ...defaultRateLimits,
      graphql: { ...defaultRateLimits.graphql, max: 10 * defaultRateLimits.graphql.max },
    },
  });
  await seedIfEmpty(app.services.database.db, new Date(), app.services.files);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
