import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { defaultRateLimits } from '../../src/server/config.ts';
import { clientDir, templateFiles } from './template.ts';
import { setServer } from './server.ts';

// A setup file (vitest.e2e.config.ts): its hooks run around every test file, so each file has a
// server of its own, on its own copy of the demo data.
let app: FastifyInstance | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  const template = templateFiles(inject('templateDir'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-e2e-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    inMemoryDatabase: true,
    databaseSnapshot: new Blob([readFileSync(template.database)]),
    jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    mailFrom: 'CPA Careers <no-reply@e2e.local>',
    publicUrl: 'http://127.0.0.1',
    apiKeys: [],
    logLevel: 'silent',
    seed: 'never',
    clientDir: clientDir(),
    trustProxy: false,
    // A note's reminder arrives within a second, so the notes test need not wait a minute for it.
    noteReminderIntervalMs: 1000,
    // A file's tests are many people at once from one address; the GraphQL limit is per address.
    rateLimits: {
      ...defaultRateLimits,
      graphql: { ...defaultRateLimits.graphql, max: 10 * defaultRateLimits.graphql.max },
    },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  setServer({ baseUrl, dataDir });
});

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
