import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '../../domain/application-schemas.ts';
import { fileContents, files } from '../db/schema/index.ts';
import { apply, pickJob, uploadFile, uploadResume } from '../test-support/applications.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { docxBytes, pdfBytes, pngBytes, xlsxBytes } from '../test-support/file-fixtures.ts';

/** Every database with the folder store, and with the database store (FILE_STORE=auto on PostgreSQL). */
const storeCases = testDatabaseKinds().flatMap((kind) =>
  (['local', 'database'] as const).map((fileStore) => ({ kind, fileStore })),
);

/** The keys the app's store holds: the files under DATA_DIR/files, or the rows of file_contents. */
async function storedKeys(t: TestApp): Promise<string[]> {
  if (t.config.fileStore === 'database') {
    const rows = await t.app.services.database.db.select({ key: fileContents.storageKey }).from(fileContents);
    return rows.map((r) => r.key).sort();
  }
  const root = path.join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

const recordedKeys = async (t: TestApp) =>
  (await t.app.services.database.db.select({ key: files.storageKey }).from(files)).map((r) => r.key).sort();

describe.each(storeCases)('files API on $kind, files in $fileStore', ({ kind, fileStore }) => {
  let t: TestApp;
  let seeker: string;
  let ayse: string;
  let employer: string;
  let isveren: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { fileStore });
    await seedIfEmpty(t.app.services.database.db);
    [seeker, ayse, employer, isveren, staff] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.isveren),
      signInAs(t, ...DEMO.staff),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (id: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('stores a PDF résumé and a DOCX one, judged by content, and lists my files', async () => {
    const pdf = await uploadFile(t, seeker, { kind: 'resume', bytes: pdfBytes(), filename: '../../etc/Jane CV.pdf' });
    expect(pdf.statusCode).toBe(201);
    const info = pdf.json();
    expect(info).toMatchObject({
      filename: 'Jane CV.pdf',
      mimeType: 'application/pdf',
      kind: 'resume',
      size: pdfBytes().length,
    });
    expect(Object.keys(info).sort()).toEqual(['createdAt', 'filename', 'id', 'kind', 'mimeType', 'size']);
    // A DOCX sent with a misleading name and type is still recognised by its content.
    const docx = await uploadFile(t, seeker, {
      kind: 'resume',
      bytes: docxBytes(),
      filename: 'cv.bin',
      contentType: 'application/octet-stream',
    });
    expect(docx.statusCode).toBe(201);
    expect(docx.json().mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const photo = await uploadFile(t, seeker, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(photo.statusCode).toBe(201);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/files?kind=resume',
      headers: { authorization: `Bearer ${seeker}` },
    });
    expect(mine.statusCode).toBe(200);
    const items = mine.json().items as { id: string; kind: string }[];
    expect(items.map((i) => i.id)).toEqual([docx.json().id, info.id]);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/files',
      headers: { authorization: `Bearer ${seeker}` },
    });
    expect(all.json().items).toHaveLength(3);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/files',
      headers: { authorization: `Bearer ${ayse}` },
    });
    expect(others.json().items).toEqual([]);
    const badKind = await t.app.inject({
      method: 'GET',
      url: '/api/files?kind=secret',
      headers: { authorization: `Bearer ${seeker}` },
    });
    expect(badKind.statusCode).toBe(400);
    const guestList = await t.app.inject({ method: 'GET', url: '/api/files' });
    expect(guestList.statusCode).toBe(401);

    const download = await get(info.id, seeker);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Jane CV.pdf"/);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('refuses a wrong type, a renamed file, an empty, a missing or a too large file, and a guest', async () => {
    const text = await uploadFile(t, seeker, {
      kind: 'resume',
      bytes: Buffer.from('just text, not a PDF'),
      filename: 'cv.pdf',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('A résumé must be a PDF or a Word (DOCX) document.');
    const xlsx = await uploadFile(t, seeker, { kind: 'resume', bytes: xlsxBytes(), filename: 'cv.docx' });
    expect(xlsx.statusCode).toBe(415);
    const pngAsResume = await uploadFile(t, seeker, { kind: 'resume', bytes: pngBytes(), filename: 'cv.pdf' });
    expect(pngAsResume.statusCode).toBe(415);
    const pdfAsPhoto = await uploadFile(t, seeker, { kind: 'photo', bytes: pdfBytes(), filename: 'me.png' });
    expect(pdfAsPhoto.statusCode).toBe(415);
    expect(pdfAsPhoto.json().message).toBe('An image must be a PNG, JPEG or WebP file.');
    const empty = await uploadFile(t, seeker, { kind: 'resume', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');
    const missing = await uploadFile(t, seeker, { kind: 'resume' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a file to upload.');
    const noKind = await uploadFile(t, seeker, { bytes: pdfBytes() });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toMatch(/kind must be resume, photo or logo/);
    // Banners are the home page's picture: the portal staff's to upload.
    const banner = await uploadFile(t, seeker, { kind: 'banner', bytes: pngBytes() });
    expect(banner.statusCode).toBe(403);

    const big = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_MAX_BYTES, 0x20)]);
    const tooLarge = await uploadFile(t, seeker, { kind: 'resume', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file is too large: the limit is 5 MB.');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization: `Bearer ${seeker}` },
      payload: { kind: 'resume' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data.');
    const guest = await uploadFile(t, undefined, { kind: 'resume', bytes: pdfBytes() });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Sign in to upload files.');
  });

  it('lets the owner, staff and the employer it was sent to read a résumé, and nobody else', async () => {
    const resumeId = await uploadResume(t, seeker);
    // Before it is sent anywhere, only its owner and staff may read it.
    expect((await get(resumeId, employer)).statusCode).toBe(403);
    expect((await get(resumeId, staff)).statusCode).toBe(200);

    const job = await pickJob(t, { open: true, applyWay: 'internal', ownerEmail: DEMO.employer[0] });
    const applied = await apply(t, seeker, { jobApplicationsId: job.id, resumeFileId: resumeId });
    expect(applied.errors).toBeUndefined();

    expect((await get(resumeId, seeker)).statusCode).toBe(200);
    expect((await get(resumeId, employer)).statusCode).toBe(200);
    const otherEmployer = await get(resumeId, isveren);
    expect(otherEmployer.statusCode).toBe(403);
    expect(otherEmployer.json().message).toBe('You are not allowed to read this file.');
    expect((await get(resumeId, ayse)).statusCode).toBe(403);
    const guest = await get(resumeId);
    expect(guest.statusCode).toBe(401);
    expect((await get('not-a-uuid', seeker)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', seeker)).statusCode).toBe(404);

    // While the application is in play the résumé cannot be deleted from under the employer.
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/files/${resumeId}`,
      headers: { authorization: `Bearer ${seeker}` },
    });
    expect(inUse.statusCode).toBe(409);
    const withdrawn = await gql(
      t,
      `mutation($id: ID!) { withdrawJobApplication(id: $id) { status } }`,
      { id: applied.data!.createJobApplication.id },
      { token: seeker },
    );
    expect(withdrawn.errors).toBeUndefined();
    // A withdrawn application no longer opens the résumé to the employer.
    expect((await get(resumeId, employer)).statusCode).toBe(403);
  });

  it('serves photos publicly, and lets only the owner delete a file', async () => {
    const photo = await uploadFile(t, ayse, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'ayşe.png',
      contentType: 'image/png',
    });
    const id = photo.json().id as string;
    const publicRead = await get(id);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['content-type']).toBe('image/png');
    expect(publicRead.headers['content-disposition']).toContain("filename*=UTF-8''ay%C5%9Fe.png");

    const del = (token?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/files/${id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await del()).statusCode).toBe(401);
    expect((await del(seeker)).statusCode).toBe(403);
    expect((await del(staff)).statusCode).toBe(403);
    const [record] = await t.app.services.database.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.id, id));
    const storageKey = record!.storageKey;
    expect(await t.app.services.files.get(storageKey)).toEqual(pngBytes());
    expect((await del(ayse)).statusCode).toBe(204);
    // Its bytes go with it, from whichever store holds them.
    expect(await t.app.services.files.get(storageKey)).toBeUndefined();
    expect(await storedKeys(t)).not.toContain(storageKey);
    expect((await get(id)).statusCode).toBe(404);
    expect((await del(ayse)).statusCode).toBe(404);
  });
});

describe.each(storeCases)('upload quota and file names on $kind, files in $fileStore', ({ kind, fileStore }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { fileStore, uploadQuota: { files: 3, bytes: 2 * pdfBytes().length + 10 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Quota Person', email: 'quota@example.com', password: 'a long password' },
    });
    token = (res.json() as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an upload past the bytes a person may keep, and takes it again after a delete', async () => {
    const first = await uploadFile(t, token, { kind: 'resume', bytes: pdfBytes(), filename: 'one.pdf' });
    expect(first.statusCode).toBe(201);
    expect((await uploadFile(t, token, { kind: 'resume', bytes: pdfBytes(), filename: 'two.pdf' })).statusCode).toBe(
      201,
    );
    const third = await uploadFile(t, token, { kind: 'resume', bytes: pdfBytes(), filename: 'three.pdf' });
    expect(third.statusCode).toBe(413);
    expect(third.json().message).toBe(
      'You have reached your upload limit. Delete files you no longer need (on your profile) and try again.',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/files',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((list.json() as { items: unknown[] }).items).toHaveLength(2);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/files/${(first.json() as { id: string }).id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await uploadFile(t, token, { kind: 'resume', bytes: pdfBytes(), filename: 'three.pdf' })).statusCode).toBe(
      201,
    );
  });

  it('refuses an upload past the number of files, even when they arrive at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Many Files', email: 'many@example.com', password: 'a long password' },
    });
    const many = (res.json() as { access_token: string }).access_token;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        uploadFile(t, many, { kind: 'photo', bytes: pngBytes(), filename: `p${i}.png`, contentType: 'image/png' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 413)).toHaveLength(3);
    // The refused uploads, stored before their records were refused, left no bytes behind.
    expect(await storedKeys(t)).toEqual(await recordedKeys(t));
  });

  it('strips bidirectional controls from a stored file name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Bidi Person', email: 'bidi@example.com', password: 'a long password' },
    });
    const bidi = (res.json() as { access_token: string }).access_token;
    const up = await uploadFile(t, bidi, {
      kind: 'resume',
      bytes: pdfBytes(),
      filename: 'cv\u202Egpj.exe\u2066\u200F.pdf',
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().filename).toBe('cvgpj.exe.pdf');
  });
});
