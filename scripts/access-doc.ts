/**
 * npm run docs:access — writes docs/access.md from the access tables the gates enforce (the GraphQL
 * operations' and each REST route's declared rule, read from a server built in memory).
 * `npm run docs:access -- --check` writes nothing and fails when the file is stale.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { defaultRateLimits } from '../src/server/config.ts';
import { renderAccessDoc } from '../src/server/policies/access-doc.ts';

const root = path.resolve(import.meta.dirname, '..');
const FILE = path.join(root, 'docs/access.md');
const check = process.argv.includes('--check');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-access-doc-'));
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  inMemoryDatabase: true,
  backgroundTasks: false,
  serverRendering: false,
  jwtSecret: randomBytes(32).toString('hex'),
  mailFrom: 'CPA Careers <no-reply@docs.local>',
  publicUrl: 'http://localhost:3000',
  apiKeys: [],
  logLevel: 'silent',
  seed: 'never',
  // No built client, so its files' routes (public, one per file) do not fill the table.
  clientDir: path.join(dataDir, 'no-client'),
  trustProxy: false,
  rateLimits: defaultRateLimits,
});
const text = renderAccessDoc(app.gatedRoutes());
await app.close();
rmSync(dataDir, { recursive: true, force: true });

let current = '';
try {
  current = readFileSync(FILE, 'utf8');
} catch {
  // No file yet: stale.
}
if (check) {
  if (current !== text) {
    console.error('docs/access.md is stale: run `npm run docs:access`.');
    process.exit(1);
  }
  console.log('docs/access.md is up to date.');
} else {
  writeFileSync(FILE, text);
  console.log('Wrote docs/access.md.');
}
