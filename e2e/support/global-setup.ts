import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { createFileStore } from '../../src/server/files/index.ts';
import { seedIfEmpty } from '../../src/server/seed/seed.ts';
import { findChromium } from './chromium-path.ts';
import { clientDir, templateFiles } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded database and data folder each test file's server starts from. */
    templateDir: string;
  }
}

let templateDir: string | undefined;

/**
 * Migrates and seeds the demo data once, into a PGlite dump and a data folder (the seed's files);
 * each test file then runs a server of its own from a copy (support/file-server.ts), so files
 * run in parallel without seeing one another's changes.
 */
export async function setup(project: TestProject) {
  findChromium(); // fail early and clearly when no browser is installed
  if (!existsSync(path.join(clientDir(), 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` before the browser tests (npm test does this).');
  }
  templateDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-e2e-template-'));
  const { database, dataDir } = templateFiles(templateDir);
  mkdirSync(dataDir, { recursive: true });
  const opened = await openDatabase({ dataDir, inMemory: true });
  try {
    await seedIfEmpty(opened.db, new Date(), createFileStore({ dataDir }));
    const dump = await opened.dump!();
    writeFileSync(database, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await opened.close();
  }
  project.provide('templateDir', templateDir);
}

export function teardown() {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
