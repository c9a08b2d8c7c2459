import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../test-support/applications.ts';
import type { S3Config } from '../config.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { pdfBytes } from '../test-support/file-fixtures.ts';
import { createFileStore } from './file-store.ts';
import { createS3FileStore, S3Error } from './s3-file-store.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../test-support/s3-test-server.ts';

// A real implementation of the S3 REST API over a temporary folder, behind a SigV4 check,
// so these tests send the same requests a deployment sends to AWS S3 or MinIO.
const BUCKET = 'test-bucket';
let server: S3TestServer;
let s3: S3Config;

beforeAll(async () => {
  server = await startS3TestServer([BUCKET]);
  s3 = { endpoint: server.endpoint, bucket: BUCKET, region: 'us-east-1', ...S3_TEST_CREDENTIALS, forcePathStyle: true };
});

afterAll(async () => {
  await server.close();
});

/** Every file s3rver keeps in the bucket's folder, relative to it. */
function bucketFiles(): string[] {
  const root = path.join(server.directory, BUCKET);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

describe('S3 file store', () => {
  it('puts, gets and deletes binary content with its content type', async () => {
    const store = createS3FileStore(s3);
    // Every byte value, plus random bytes, so no text decoding can slip in unnoticed.
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
    await store.put('resume/u1/f1', body, 'application/pdf');
    const back = await store.get('resume/u1/f1');
    expect(back?.equals(body)).toBe(true);

    const raw = await new AwsClient({ ...s3, service: 's3' }).fetch(`${s3.endpoint}/${BUCKET}/resume/u1/f1`);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    await raw.arrayBuffer();

    await store.delete('resume/u1/f1');
    expect(await store.get('resume/u1/f1')).toBeUndefined();
    // Deleting what is already gone is not an error, as with the local store.
    await expect(store.delete('resume/u1/f1')).resolves.toBeUndefined();
  });

  it('answers undefined for a key that was never stored', async () => {
    expect(await createS3FileStore(s3).get('resume/nobody/nothing')).toBeUndefined();
  });

  it('keeps keys with slashes, spaces and other characters that need escaping', async () => {
    const store = createS3FileStore(s3);
    const keys = ['logo/a b/c d/Jane CV.pdf', "photo/x/it's (1) + 50%!*.png", 'banner/ş/çalışma ağı/مرحبا.webp'];
    for (const [i, key] of keys.entries())
      await store.put(key, Buffer.from(`content ${i}`), 'application/octet-stream');
    for (const [i, key] of keys.entries()) expect((await store.get(key))?.toString()).toBe(`content ${i}`);
    // The folders in the bucket follow the key's slashes, so the key reached the store intact.
    expect(bucketFiles().some((f) => f.startsWith(path.join('logo', 'a b', 'c d', 'Jane CV.pdf')))).toBe(true);
    for (const key of keys) await store.delete(key);
    for (const key of keys) expect(await store.get(key)).toBeUndefined();
  });

  it('refuses keys that a URL would resolve to another object', async () => {
    const store = createS3FileStore(s3);
    await expect(store.put('resume/../../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'invalid storage key',
    );
    await expect(store.get('resume//x')).rejects.toThrow('invalid storage key');
  });

  it('throws the store’s own error for a wrong secret, an unknown key id and a missing bucket', async () => {
    const wrongSecret = createS3FileStore({ ...s3, secretAccessKey: 'not-the-secret' });
    const putError = await wrongSecret.put('resume/u1/f2', Buffer.from('x'), 'text/plain').catch((e: unknown) => e);
    expect(putError).toBeInstanceOf(S3Error);
    expect((putError as S3Error).code).toBe('SignatureDoesNotMatch');
    expect((putError as S3Error).status).toBe(403);
    expect((putError as S3Error).message).toMatch(
      /^S3 upload of "resume\/u1\/f2" in bucket "test-bucket" failed: SignatureDoesNotMatch \(.+\)$/,
    );
    // A refused read must not pass for a missing file.
    await expect(wrongSecret.get('resume/u1/f2')).rejects.toThrow('SignatureDoesNotMatch');

    const unknownKey = createS3FileStore({ ...s3, accessKeyId: 'NOBODY' });
    await expect(unknownKey.get('resume/u1/f2')).rejects.toThrow('InvalidAccessKeyId');

    const noBucket = createS3FileStore({ ...s3, bucket: 'no-such-bucket' });
    await expect(noBucket.get('resume/u1/f2')).rejects.toThrow('NoSuchBucket');
    await expect(noBucket.put('resume/u1/f2', Buffer.from('x'), 'text/plain')).rejects.toThrow('NoSuchBucket');
    await expect(noBucket.delete('resume/u1/f2')).rejects.toThrow('NoSuchBucket');
  });

  it('is chosen by createFileStore only when S3 is configured', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-s3-local-'));
    try {
      await createFileStore({ dataDir }).put('logo/u/f', Buffer.from('local'), 'image/png');
      expect(existsSync(path.join(dataDir, 'files', 'logo', 'u', 'f'))).toBe(true);
      await createFileStore({ dataDir, s3 }).put('logo/u/f', Buffer.from('remote'), 'image/png');
      expect((await createS3FileStore(s3).get('logo/u/f'))?.toString()).toBe('remote');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabaseKinds())('files API with S3 storage on %s', (kind) => {
  let t: TestApp;
  let seeker: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { s3 });
    await seedIfEmpty(t.app.services.database.db);
    seeker = await signInAs(t, ...DEMO.seeker);
  });
  afterAll(async () => {
    await t.close();
  });

  it('uploads a PDF into the bucket, serves it back and deletes it there, never touching DATA_DIR/files', async () => {
    const before = new Set(bucketFiles());
    const pdf = pdfBytes('Stored in S3');
    const upload = await uploadFile(t, seeker, { kind: 'resume', bytes: pdf, filename: 'S3 CV.pdf' });
    expect(upload.statusCode).toBe(201);
    const { id } = upload.json() as { id: string };

    const added = bucketFiles().filter((f) => !before.has(f));
    expect(added.some((f) => f.startsWith(path.join('resume', '')) && f.includes(id))).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${seeker}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${seeker}` },
    });
    expect(removed.statusCode).toBe(204);
    expect(bucketFiles().some((f) => f.includes(id))).toBe(false);
  });
});
