import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/application-schemas.ts';
import { loadConfig } from '../config.ts';
import { fileContents, files, users } from '../db/schema/index.ts';
import { uploadFile } from '../test-support/applications.ts';
import { startServerProcess } from '../test-support/server-process.ts';
import { pngBytes } from '../test-support/file-fixtures.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { createDatabaseFileStore } from './db-file-store.ts';
import { createFileStore, createLocalFileStore, type FileStore } from './file-store.ts';
import { importLocalFiles } from './files-import.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const pngUpload = { kind: 'logo', bytes: pngBytes(), filename: 'logo.png', contentType: 'image/png' } as const;

async function signUp(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { displayName: 'Logo Owner', email, password: 'a long password' },
  });
  return (res.json() as { access_token: string }).access_token;
}

/** A real logger whose lines the test reads. */
function captureLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const { log } = Fastify({ logger: { level: 'info', stream } });
  return { log, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}

/** Every byte value, and an upload at the 5 MB limit: bytea must give back exactly what it took. */
const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const largest = randomBytes(UPLOAD_MAX_BYTES);

describe.each(testDatabaseKinds())('the database file store on %s', (kind) => {
  let t: TestApp;
  let store: FileStore;
  beforeAll(async () => {
    t = await createTestApp(kind, { fileStore: 'database' });
    store = createDatabaseFileStore(t.app.services.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps bytes under a key, replaces them when stored again, and deletes them', async () => {
    await store.put('resume/u1/f1', everyByte, 'application/pdf');
    await store.put('resume/u1/big', largest, 'application/pdf');
    expect(await store.get('resume/u1/f1')).toEqual(everyByte);
    expect((await store.get('resume/u1/big'))?.equals(largest)).toBe(true);
    await store.put('resume/u1/f1', Buffer.from('again'), 'application/pdf');
    expect((await store.get('resume/u1/f1'))?.toString()).toBe('again');
    expect(await store.get('resume/u1/none')).toBeUndefined();

    await store.delete('resume/u1/f1');
    expect(await store.get('resume/u1/f1')).toBeUndefined();
    // Deleting what is not there is not an error, as with a folder or a bucket.
    await store.delete('resume/u1/f1');
    expect((await store.get('resume/u1/big'))?.length).toBe(UPLOAD_MAX_BYTES);
    await store.delete('resume/u1/big');
  });

  it('refuses keys no other store would take', async () => {
    for (const key of ['../etc/passwd', 'resume//f', 'resume/./f', '/resume/f', 'resume/f/'])
      await expect(store.put(key, everyByte, 'application/pdf')).rejects.toThrow(`invalid storage key ${key}`);
  });

  it('is what the app serves from when FILE_STORE=database: the bytes are a row, not a file', async () => {
    const token = await signUp(t, `store-${kind}@example.com`);
    const up = await uploadFile(t, token, pngUpload);
    expect(up.statusCode).toBe(201);
    const id = (up.json() as { id: string }).id;
    const db = t.app.services.database.db;
    const [record] = await db.select().from(files).where(eq(files.id, id));
    const [row] = await db.select().from(fileContents).where(eq(fileContents.storageKey, record!.storageKey));
    expect(row?.body).toEqual(pngBytes());
    const read = await t.app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(pngBytes());
  });

  it('warns at start while DATA_DIR/files still holds uploads of the local store', () => {
    const { log, warnings } = captureLog();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-left-'));
    try {
      const db = t.app.services.database.db;
      createFileStore({ dataDir, fileStore: 'database' }, db, log);
      mkdirSync(path.join(dataDir, 'files', 'logo'), { recursive: true });
      createFileStore({ dataDir, fileStore: 'database' }, db, log);
      expect(warnings()).toEqual([
        `${path.join(dataDir, 'files')} holds uploads stored before FILE_STORE=database; they are not served from there. ` +
          '`npm run files:import` copies them into the database (then move the folder away).',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('imports a local folder once: npm run files:import', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cpa-import-'));
    try {
      const db = t.app.services.database.db;
      // Uploads made while FILE_STORE=local: their records are in the database, their bytes in the folder.
      await signUp(t, `import-${kind}@example.com`);
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `import-${kind}@example.com`));
      await createLocalFileStore(path.join(root, 'files')).put('logo/old/one', pngBytes(), 'image/png');
      mkdirSync(path.join(root, 'files', 'photo', 'old'), { recursive: true });
      writeFileSync(path.join(root, 'files', 'photo', 'old', 'two'), everyByte);
      await db.insert(files).values([
        {
          ownerId: owner!.id,
          kind: 'logo',
          filename: 'one.png',
          mimeType: 'image/png',
          size: 1,
          storageKey: 'logo/old/one',
        },
        {
          ownerId: owner!.id,
          kind: 'logo',
          filename: 'lost.png',
          mimeType: 'image/png',
          size: 1,
          storageKey: 'logo/old/lost',
        },
      ]);

      const first = await importLocalFiles(db, path.join(root, 'files'));
      expect(first).toEqual({ imported: 2, alreadyThere: 0, recordsWithoutBytes: ['logo/old/lost'] });
      expect(await store.get('logo/old/one')).toEqual(pngBytes());
      expect(await store.get('photo/old/two')).toEqual(everyByte);
      // Again: nothing doubled, and what the table holds since is not overwritten by the old folder.
      await store.put('photo/old/two', Buffer.from('newer'), 'image/png');
      const again = await importLocalFiles(db, path.join(root, 'files'));
      expect(again).toEqual({ imported: 0, alreadyThere: 2, recordsWithoutBytes: ['logo/old/lost'] });
      expect((await store.get('photo/old/two'))?.toString()).toBe('newer');
      expect(await importLocalFiles(db, path.join(root, 'no-such-folder'))).toMatchObject({ imported: 0 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!PG_URL)('two server processes on one PostgreSQL', () => {
  /** Two apps with a data folder each, on the first one's database, signing tokens with one secret. */
  async function pair(fileStore: 'database' | 'local'): Promise<[TestApp, TestApp]> {
    const a = await createTestApp('postgresql', { fileStore });
    const b = await createTestApp('pglite', {
      fileStore,
      databaseUrl: a.config.databaseUrl,
      inMemoryDatabase: false,
      jwtSecret: a.config.jwtSecret,
    });
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    return [a, b];
  }

  it('serves an upload made through one from the other, and not after it is deleted (FILE_STORE=database)', async () => {
    const [a, b] = await pair('database');
    try {
      const token = await signUp(a, 'two-apps@example.com');
      const up = await uploadFile(a, token, pngUpload);
      expect(up.statusCode).toBe(201);
      const url = `/api/files/${(up.json() as { id: string }).id}`;
      const fromB = await b.app.inject({ method: 'GET', url });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/png');
      expect(fromB.rawPayload).toEqual(pngBytes());

      const removed = await a.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
      expect(removed.statusCode).toBe(204);
      expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('does not, with FILE_STORE=local: the record is shared, the bytes stay with the process that took them', async () => {
    const [a, b] = await pair('local');
    try {
      const token = await signUp(a, 'two-local@example.com');
      const up = await uploadFile(a, token, pngUpload);
      const url = `/api/files/${(up.json() as { id: string }).id}`;
      expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('warns at start-up when FILE_STORE=local serves a PostgreSQL', async () => {
    const name = `test_files_main_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-files-main-'));
    const server = startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      FILE_STORE: 'local',
      SEED: 'never',
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!server.output().includes('is serving on') && !server.output().includes('FILE_STORE=local')) {
        if (Date.now() > deadline || server.child.exitCode !== null) {
          throw new Error(`no start-up log: ${server.output()}`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(server.output()).toContain(
        `FILE_STORE=local: uploads are kept on this machine only (${path.join(dataDir, 'files')}) and are not shared with other server processes on this PostgreSQL`,
      );
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);
});

describe('choosing the file store', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: os.tmpdir() };
  const db = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app' };
  const s3 = { S3_BUCKET: 'cpa-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('FILE_STORE=auto: S3 when configured, else PostgreSQL when there is one, else the local folder', () => {
    expect(loadConfig(base).fileStore).toBe('local');
    expect(loadConfig({ ...base, ...db }).fileStore).toBe('database');
    expect(loadConfig({ ...base, ...db, ...s3 }).fileStore).toBe('s3');
    expect(loadConfig({ ...base, ...s3, FILE_STORE: 'auto' }).fileStore).toBe('s3');
    expect(loadConfig({ ...base, ...db, FILE_STORE: '' }).fileStore).toBe('database');
  });

  it('takes an explicit choice, and refuses one that cannot work', () => {
    expect(loadConfig({ ...base, ...db, FILE_STORE: 'local' }).fileStore).toBe('local');
    expect(loadConfig({ ...base, ...db, ...s3, FILE_STORE: 's3' }).fileStore).toBe('s3');
    expect(() => loadConfig({ ...base, FILE_STORE: 'disk' })).toThrow(
      'FILE_STORE: FILE_STORE must be auto, local, database or s3',
    );
    expect(() => loadConfig({ ...base, FILE_STORE: 'database' })).toThrow(
      'FILE_STORE=database keeps uploads in PostgreSQL and needs DATABASE_URL',
    );
    expect(() => loadConfig({ ...base, ...db, FILE_STORE: 's3' })).toThrow(
      'FILE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...base, ...db, ...s3, FILE_STORE: 'database' })).toThrow(
      'S3_* is set but FILE_STORE=database keeps uploads elsewhere',
    );
  });

  it('warns when a local folder serves a PostgreSQL, and only then', async () => {
    const { log, warnings } = captureLog();
    const dataDir = os.tmpdir();
    createFileStore({ dataDir, databaseUrl: db.DATABASE_URL, fileStore: 'local' }, undefined, log);
    createFileStore({ dataDir, fileStore: 'local' }, undefined, log);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^FILE_STORE=local: uploads are kept on this machine only .* not shared/);
    expect(() => createFileStore({ dataDir, fileStore: 'database' })).toThrow('FILE_STORE=database needs the database');
  });
});
