import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { startTestServer } from './test-server.ts';

// Runs before every browser test file (vitest setupFiles): the file gets its own server over its
// own copy of the seeded demo data, so files run side by side without sharing state.
let app: FastifyInstance | undefined;
let dataDir: string | undefined;
let address: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-e2e-'));
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  app = await startTestServer({ dataDir, clientDir: inject('clientDir'), listen: true });
  const bound = app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('The test server is not listening on a port');
  address = `http://127.0.0.1:${bound.port}`;
});

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const ready = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is read before the file's server started (use it inside a test)`);
  return value;
};

/** The address of this file's server. */
export const fileBaseUrl = (): string => ready(address, 'The base URL');
/** This file's data folder (mail as .eml files under mail/, uploads). */
export const fileDataDir = (): string => ready(dataDir, 'The data folder');
