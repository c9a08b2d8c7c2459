import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedIfEmpty } from '../../src/server/seed/seed.ts';
import { findChromium } from './chromium-path.ts';
import { startTestServer } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
    templateDir: string;
  }
}

let templateDir: string | undefined;

/**
 * Seeds the demo data once into a template data folder (PGlite on disk, uploaded logos); each
 * test file then serves a copy of it from its own server (test-server.ts), so files can run in
 * parallel without seeing each other's changes, and none pays for seeding.
 */
export async function setup(project: TestProject) {
  findChromium(); // fail early and clearly when no browser is installed
  // E2E_CLIENT_DIR lets several builds be tested side by side.
  const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` before the browser tests (npm test does this).');
  }
  templateDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-e2e-template-'));
  const app = await startTestServer({ dataDir: templateDir, clientDir, listen: false });
  await seedIfEmpty(app.services.database.db, new Date(), app.services.files);
  await app.close();
  project.provide('clientDir', clientDir);
  project.provide('templateDir', templateDir);
}

export async function teardown() {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
