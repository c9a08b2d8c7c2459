// The backup round trip of docs/operations.md, with the npm scripts an operator runs: a database
// migrated and loaded with the demo data, `npm run backup`, `npm run restore` into a fresh database,
// and every table's row count compared. PostgreSQL only (TEST_DATABASE_URL): pg_dump has no PGlite.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, npmRun, tail, type ScratchDatabase } from '../bench/cluster/topology.ts';
import { countAllRows } from './backup.ts';

const enabled = Boolean(process.env.TEST_DATABASE_URL);

/** Every file under `dir` (relative name → content digest). */
function tree(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

async function counts(database: ScratchDatabase): Promise<Record<string, number>> {
  const client = await database.pool.connect();
  try {
    return await countAllRows(client);
  } finally {
    client.release();
  }
}

describe.runIf(enabled)('backup and restore (PostgreSQL)', () => {
  let source: ScratchDatabase;
  let target: ScratchDatabase;
  let dir: string;
  const log = () => path.join(dir, 'npm.log');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    source = await createScratchDatabase('backup_src');
    target = await createScratchDatabase('backup_dst');
    const env = { DATABASE_URL: source.url, DATA_DIR: path.join(dir, 'data'), JWT_SECRET: 'x'.repeat(40) };
    await npmRun('db:migrate', env, log());
    // FILE_STORE=auto with PostgreSQL: the demo companies' logos are stored in the database (file_contents).
    await npmRun('db:seed', env, log());
    // And a folder of uploads, as a server with FILE_STORE=local (or from before the database store) leaves.
    mkdirSync(path.join(dir, 'data', 'files', 'ab'), { recursive: true });
    writeFileSync(path.join(dir, 'data', 'files', 'ab', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'data', 'files', 'cv.pdf'), randomBytes(70_000));
  }, 180_000);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('restores into a fresh database with the row count of every table equal, and the files folder', async () => {
    const out = path.join(dir, 'backup');
    await npmRun('backup', { DATABASE_URL: source.url, DATA_DIR: path.join(dir, 'data') }, log(), ['--out', out]);
    expect(readdirSync(out).sort()).toEqual(expect.arrayContaining(['database.dump', 'manifest.json']));
    await npmRun('restore', { DATABASE_URL: target.url, DATA_DIR: path.join(dir, 'restored') }, log(), ['--from', out]);

    const before = await counts(source);
    const after = await counts(target);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
    // The demo data is really there, not two empty databases agreeing.
    expect(before['public.users']).toBeGreaterThan(10);
    expect(before['public.jobs']).toBeGreaterThan(100);
    expect(before['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(before['public.file_contents']).toBeGreaterThan(0);
    // Uploads kept in the folder come back byte for byte.
    const files = tree(path.join(dir, 'data', 'files'));
    expect(Object.keys(files).sort()).toEqual(['ab/logo.svg', 'cv.pdf']);
    expect(tree(path.join(dir, 'restored', 'files'))).toEqual(files);
  }, 180_000);

  it('refuses to restore over a database that already holds tables', async () => {
    const out = path.join(dir, 'backup');
    const error = await npmRun('restore', { DATABASE_URL: source.url }, log(), ['--from', out]).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain('already holds tables: restore into a new, empty database');
    expect(tail(log(), 5)).toContain('already holds tables');
  }, 60_000);
});
