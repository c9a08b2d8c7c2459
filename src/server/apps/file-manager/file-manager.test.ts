import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { compoundFileNames, sniffDocumentType } from '../../../domain/document-sniff.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { uploadFile } from '../../test-support/applications.ts';
import { docxBytes, pdfBytes, pngBytes } from '../../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { newStaffMember } from '../../test-support/starters.ts';
import { landscapeJpeg, sampleDocx, samplePdf, sampleXlsx } from '../../seed/apps/sample-files.ts';

const ITEM = 'id folderId name type createdBy createdAt modifiedAt size contents description url';
const FOLDER = `query ($folderId: ID) { fileManagerFolder(folderId: $folderId) { folder { ${ITEM} } path { id name } items { ${ITEM} } } }`;
const FOLDERS = `query { fileManagerFolders { ${ITEM} } }`;
const CREATE = `mutation ($input: CreateFileManagerFolderInput!) { createFileManagerFolder(input: $input) { ${ITEM} } }`;
const ADD = `mutation ($input: AddFileManagerFileInput!) { addFileManagerFile(input: $input) { ${ITEM} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateFileManagerItemInput!) { updateFileManagerItem(id: $id, input: $input) { ${ITEM} } }`;
const MOVE = `mutation ($id: ID!, $folderId: ID) { moveFileManagerItem(id: $id, folderId: $folderId) { ${ITEM} } }`;
const DELETE = `mutation ($id: ID!, $withContents: Boolean) { deleteFileManagerItem(id: $id, withContents: $withContents) }`;

interface Item {
  id: string;
  folderId: string | null;
  name: string;
  type: string;
  createdBy: string;
  size: number;
  contents: number | null;
  description: string;
  url: string | null;
}
interface FolderView {
  folder: Item | null;
  path: { id: string; name: string }[];
  items: Item[];
}

/** A minimal OLE2 compound file whose directory names one stream (what tells a DOC from an XLS). */
function compoundFile(stream: string): Buffer {
  const sector = 512;
  const bytes = Buffer.alloc(sector * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  bytes.writeUInt16LE(0x3e, 0x18);
  bytes.writeUInt16LE(3, 0x1a);
  bytes.writeUInt16LE(0xfffe, 0x1c);
  bytes.writeUInt16LE(9, 0x1e);
  bytes.writeUInt32LE(1, 0x2c); // one FAT sector
  bytes.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  for (let i = 0; i < 109; i++) bytes.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  bytes.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const fat = sector; // sector 0's bytes
  bytes.fill(0xff, fat, fat + sector);
  bytes.writeUInt32LE(0xfffffffd, fat); // sector 0: FAT
  bytes.writeUInt32LE(0xfffffffe, fat + 4); // sector 1: the directory, one sector long
  const dir = sector * 2;
  for (const [i, name] of ['Root Entry', stream].entries()) {
    const at = dir + i * 128;
    bytes.write(name, at, 'utf16le');
    bytes.writeUInt16LE((name.length + 1) * 2, at + 0x40);
  }
  return bytes;
}

describe('file manager uploads are judged by content', () => {
  it('tells each kept type from its bytes, and refuses the rest', () => {
    expect(sniffDocumentType(samplePdf('T', ['a']))).toBe('pdf');
    expect(sniffDocumentType(sampleDocx('T', ['a']))).toBe('docx');
    expect(sniffDocumentType(sampleXlsx('S', [['a', 1]]))).toBe('xlsx');
    expect(sniffDocumentType(landscapeJpeg([1, 2, 3], [4, 5, 6]))).toBe('jpeg');
    expect(sniffDocumentType(Buffer.from('Plain text, ünïcode – fine.\r\n\tTabbed.'))).toBe('txt');
    expect(compoundFileNames(compoundFile('WordDocument'))).toContain('WordDocument');
    expect(sniffDocumentType(compoundFile('WordDocument'))).toBe('doc');
    expect(sniffDocumentType(compoundFile('Workbook'))).toBe('xls');
    expect(sniffDocumentType(compoundFile('PowerPoint Document'))).toBeUndefined();
    expect(sniffDocumentType(pngBytes())).toBeUndefined();
    expect(sniffDocumentType(Buffer.from([0x00, 0x01, 0x02, 0x41]))).toBeUndefined();
    expect(sniffDocumentType(Buffer.from([0xc3, 0x28]))).toBeUndefined(); // not UTF-8
    expect(sniffDocumentType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('file manager on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let seeker: string;

  const folder = async (folderId: string | null = null, token = staff) => {
    const r = await gql<{ fileManagerFolder: FolderView }>(t, FOLDER, { folderId }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.fileManagerFolder;
  };
  const createFolder = (input: Record<string, unknown>, token = staff) =>
    gql<{ createFileManagerFolder: Item }>(t, CREATE, { input }, { token });
  const add = (input: Record<string, unknown>, token = staff) =>
    gql<{ addFileManagerFile: Item }>(t, ADD, { input }, { token });
  const update = (id: string, input: Record<string, unknown>, token = staff) =>
    gql<{ updateFileManagerItem: Item }>(t, UPDATE, { id, input }, { token });
  const move = (id: string, folderId: string | null, token = staff) =>
    gql<{ moveFileManagerItem: Item }>(t, MOVE, { id, folderId }, { token });
  const remove = (id: string, withContents?: boolean, token = staff) =>
    gql<{ deleteFileManagerItem: string }>(t, DELETE, { id, withContents }, { token });
  const upload = async (bytes: Buffer, filename: string, token = staff) => {
    const r = await uploadFile(t, token, {
      kind: 'document',
      bytes,
      filename,
      contentType: 'application/octet-stream',
    });
    expect(r.statusCode, r.body).toBe(201);
    return (r.json() as { id: string }).id;
  };
  const download = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const newFolder = async (name: string, folderId: string | null = null, token = staff) => {
    const r = await createFolder({ name, folderId }, token);
    expect(r.errors).toBeUndefined();
    return r.data!.createFileManagerFolder;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // With the file store, so the demo staff's sample files have their bytes (as at a real start).
    await seedIfEmpty(t.app.services.database.db, new Date(), t.app.services.files);
    [staff, admin, seeker] = await Promise.all([
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.seeker),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the demo staff a sample tree from the seed, with real files of each type', async () => {
    const root = await folder();
    expect(root.folder).toBeNull();
    expect(root.path).toEqual([]);
    const names = root.items.map((i) => i.name);
    expect(names.slice(0, 3)).toEqual(['Employer agreements', 'Photos', 'Reports']);
    expect(names).toContain('Read me.txt');
    const reports = root.items.find((i) => i.name === 'Reports')!;
    expect(reports).toMatchObject({ type: 'folder', contents: 2, url: null });
    expect(reports.size).toBeGreaterThan(0);
    const inside = await folder(reports.id);
    expect(inside.path.map((p) => p.name)).toEqual(['Reports']);
    const year = inside.items.find((i) => i.name === '2026')!;
    expect((await folder(year.id)).path.map((p) => p.name)).toEqual(['Reports', '2026']);
    // Every demo file is stored, downloads under its name and passes the upload check.
    const photos = await folder(root.items.find((i) => i.name === 'Photos')!.id);
    const agreements = await folder(root.items.find((i) => i.name === 'Employer agreements')!.id);
    const samples = [...root.items, ...inside.items, ...photos.items, ...agreements.items].filter(
      (i) => i.type !== 'folder',
    );
    expect(new Set(samples.map((i) => i.type))).toEqual(new Set(['PDF', 'XLS', 'DOC', 'TXT', 'JPG']));
    for (const item of samples) {
      const res = await download(item.url!, staff);
      expect(res.statusCode, item.name).toBe(200);
      expect(res.rawPayload.length).toBe(item.size);
      expect(sniffDocumentType(res.rawPayload), item.name).toBeDefined();
      expect(res.headers['content-disposition']).toContain('attachment;');
    }
  });

  it('gives a staff member added later an empty file manager', async () => {
    const token = await newStaffMember(t, `new.files.${kind}@example.com`);
    expect(await folder(null, token)).toMatchObject({ folder: null, path: [], items: [] });
  });

  it('uploads a file into a folder, lists it, downloads it by name to its owner only', async () => {
    const target = await newFolder('Upload test');
    const fileId = await upload(pdfBytes('Quarterly report'), 'Quarter report.pdf');
    const added = await add({ folderId: target.id, fileId, description: 'Q3 figures' });
    expect(added.errors).toBeUndefined();
    const item = added.data!.addFileManagerFile;
    expect(item).toMatchObject({
      folderId: target.id,
      name: 'Quarter report.pdf',
      type: 'PDF',
      size: pdfBytes('Quarterly report').length,
      contents: null,
      description: 'Q3 figures',
      createdBy: 'Omar Staff',
    });
    const listed = await folder(target.id);
    expect(listed.items.map((i) => i.id)).toEqual([item.id]);
    expect((await folder()).items.find((i) => i.id === target.id)?.contents).toBe(1);
    const res = await download(item.url!, staff);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfBytes('Quarterly report'))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Quarter report.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Another staff member, a job seeker and a guest cannot read it.
    expect((await download(item.url!, admin)).statusCode).toBe(403);
    expect((await download(item.url!, seeker)).statusCode).toBe(403);
    expect((await download(item.url!)).statusCode).toBe(401);
    // A DOCX with a misleading name is a DOC item all the same; text becomes TXT.
    const docx = await add({ fileId: await upload(docxBytes(), 'notes.bin'), name: 'Minutes.docx' });
    expect(docx.data!.addFileManagerFile).toMatchObject({ type: 'DOC', name: 'Minutes.docx', folderId: null });
    const txt = await add({ fileId: await upload(Buffer.from('hello\n'), 'hello.txt') });
    expect(txt.data!.addFileManagerFile.type).toBe('TXT');
    // A long upload name is cut to an item's 120 characters, keeping its extension.
    const long = await add({ fileId: await upload(pdfBytes(), `${'r'.repeat(190)}.pdf`) });
    expect(long.data!.addFileManagerFile.name).toBe(`${'r'.repeat(116)}.pdf`);
  });

  it('shares a document with the colleagues it is sent to in a mail or a chat, and with no one else', async () => {
    const fileId = await upload(pdfBytes('Audit plan'), 'Audit plan.pdf');
    const url = `/api/files/${fileId}`;
    const elif = await signInAs(t, 'elif@cpa-careers.test', 'Staff12345!');
    const nour = await signInAs(t, 'nour@cpa-careers.test', 'Staff12345!');
    const db = t.app.services.database.db;
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    expect((await download(url, admin)).statusCode).toBe(403);
    const mail = await gql(
      t,
      'mutation ($input: SendMailInput!) { sendMail(input: $input) { id } }',
      {
        input: {
          to: [await idOf(DEMO.admin[0])],
          subject: 'Audit plan',
          content: '<p>Attached.</p>',
          attachments: [fileId],
        },
      },
      { token: staff },
    );
    expect(mail.errors).toBeUndefined();
    expect((await download(url, admin)).statusCode).toBe(200);
    expect((await download(url, elif)).statusCode).toBe(403);
    const started = await gql<{ startChat: { id: string } }>(
      t,
      'mutation ($contactId: ID!) { startChat(contactId: $contactId) { id } }',
      { contactId: await idOf('elif@cpa-careers.test') },
      { token: staff },
    );
    const chat = await gql(
      t,
      'mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }',
      { input: { chatId: started.data!.startChat.id, value: 'The plan', attachments: [fileId] } },
      { token: staff },
    );
    expect(chat.errors).toBeUndefined();
    expect((await download(url, elif)).statusCode).toBe(200);
    expect((await download(url, nour)).statusCode).toBe(403);
    expect((await download(url, seeker)).statusCode).toBe(403);
  });

  it('refuses uploads that are not a kept type, and documents from people without a file manager', async () => {
    const png = await uploadFile(t, staff, { kind: 'document', bytes: pngBytes(), filename: 'x.jpg' });
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('A file must be a PDF, an Excel or Word document, plain text or a JPEG picture.');
    const binary = await uploadFile(t, staff, {
      kind: 'document',
      bytes: Buffer.from([0, 1, 2, 3]),
      filename: 'x.txt',
    });
    expect(binary.statusCode).toBe(415);
    const seekerUpload = await uploadFile(t, seeker, { kind: 'document', bytes: pdfBytes(), filename: 'x.pdf' });
    expect(seekerUpload.statusCode).toBe(403);
  });

  it('refuses to add an upload that is not the owner’s document, or twice', async () => {
    const resume = await uploadFile(t, staff, { kind: 'resume', bytes: pdfBytes(), filename: 'cv.pdf' });
    const asResume = await add({ fileId: (resume.json() as { id: string }).id });
    expect(asResume.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(asResume.errors?.[0]?.message).toBe('Choose a file you uploaded to the file manager');
    const adminFile = await upload(pdfBytes(), 'admin.pdf', admin);
    expect((await add({ fileId: adminFile })).errors?.[0]?.message).toBe(
      'Choose a file you uploaded to the file manager',
    );
    const mine = await upload(pdfBytes(), 'twice.pdf');
    expect((await add({ fileId: mine })).errors).toBeUndefined();
    expect((await add({ fileId: mine, name: 'again.pdf' })).errors?.[0]?.message).toBe(
      'This upload is already in your file manager',
    );
    expect((await add({ fileId: 'nope' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps names unique in a folder, whatever their case, and refuses bad names', async () => {
    const a = await newFolder('Contracts');
    const dup = await createFolder({ name: 'contracts' });
    expect(dup.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(dup.errors?.[0]?.message).toBe('There is already an item with this name in this folder');
    // The same name in another folder is fine.
    expect((await createFolder({ name: 'Contracts', folderId: a.id })).errors).toBeUndefined();
    for (const name of ['', '   ', 'a/b', 'a\\b', '..', '.', 'x\u202Etxt.exe', 'x'.repeat(121)]) {
      const r = await createFolder({ name });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(name)).toBe('BAD_USER_INPUT');
    }
    expect((await createFolder({ name: 'Fine', description: 'x'.repeat(1001) })).errors?.[0]?.message).toBe(
      'The description can be at most 1000 characters',
    );
    const b = await newFolder('Invoices');
    const renamed = await update(b.id, { name: 'CONTRACTS' });
    expect(renamed.errors?.[0]?.message).toBe('There is already an item with this name in this folder');
    const fileId = await upload(pdfBytes(), 'Contracts');
    expect((await add({ fileId })).errors?.[0]?.message).toBe('There is already an item with this name in this folder');
    // Renaming to a new case of its own name is allowed.
    expect((await update(b.id, { name: 'INVOICES' })).data?.updateFileManagerItem.name).toBe('INVOICES');
  });

  it('renames an item and edits its description', async () => {
    const f = await newFolder('Old name');
    const r = await update(f.id, { name: '  New name  ', description: 'What it holds' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateFileManagerItem).toMatchObject({ name: 'New name', description: 'What it holds' });
    expect((await update(f.id, {})).errors?.[0]?.message).toBe('Send at least one field to change');
    expect((await update(f.id, { name: 'a/b' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('moves items between folders, never a folder into itself or its own folders', async () => {
    const outer = await newFolder('Move outer');
    const inner = await newFolder('Move inner', outer.id);
    const deepest = await newFolder('Move deepest', inner.id);
    const into = await move(outer.id, outer.id);
    expect(into.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(into.errors?.[0]?.message).toBe('A folder cannot be moved into itself or into one of its own folders');
    expect((await move(outer.id, deepest.id)).errors?.[0]?.message).toBe(
      'A folder cannot be moved into itself or into one of its own folders',
    );
    const fileId = await upload(pdfBytes(), 'Moving.pdf');
    const file = (await add({ fileId, folderId: deepest.id })).data!.addFileManagerFile;
    const moved = await move(file.id, outer.id);
    expect(moved.data!.moveFileManagerItem.folderId).toBe(outer.id);
    expect((await move(deepest.id, null)).data!.moveFileManagerItem.folderId).toBeNull();
    // Into a file, or a folder that is not there: the folder is not found.
    expect((await move(inner.id, file.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await move(inner.id, '00000000-0000-4000-8000-000000000000')).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    // A name already in the target folder.
    await newFolder('Moving.pdf');
    expect((await move(file.id, null)).errors?.[0]?.message).toBe(
      'There is already an item with this name in this folder',
    );
  });

  it('keeps folders at most 8 levels deep', async () => {
    let parent: string | null = null;
    for (let i = 1; i <= 8; i++) parent = (await newFolder(`Level ${i}`, parent)).id;
    const r = await createFolder({ name: 'Level 9', folderId: parent });
    expect(r.errors?.[0]?.message).toBe('Folders can nest at most 8 levels deep');
  });

  it('deletes a file with its upload, an empty folder, and a full one only when confirmed', async () => {
    const fileId = await upload(pdfBytes(), 'Delete me.pdf');
    const file = (await add({ fileId })).data!.addFileManagerFile;
    expect((await remove(file.id)).data?.deleteFileManagerItem).toBe(file.id);
    expect((await download(file.url!, staff)).statusCode).toBe(404);
    const empty = await newFolder('Empty one');
    expect((await remove(empty.id)).errors).toBeUndefined();
    const full = await newFolder('Full one');
    const sub = await newFolder('Sub', full.id);
    const nested = (await add({ fileId: await upload(pdfBytes(), 'Nested.pdf'), folderId: sub.id })).data!
      .addFileManagerFile;
    const refused = await remove(full.id);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe('This folder is not empty: confirm to delete it with everything in it');
    expect((await folder(sub.id)).items).toHaveLength(1);
    expect((await remove(full.id, true)).errors).toBeUndefined();
    expect((await download(nested.url!, staff)).statusCode).toBe(404);
    const gone = await gql(t, FOLDER, { folderId: sub.id }, { token: staff });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows another person’s items to nobody: NOT_FOUND for each operation', async () => {
    const mine = await newFolder('Private folder');
    const fileId = await upload(pdfBytes(), 'Private.pdf');
    const file = (await add({ fileId, folderId: mine.id })).data!.addFileManagerFile;
    const expectNotFound = (r: { errors?: { extensions?: { code?: string } }[] }) =>
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectNotFound(await gql(t, FOLDER, { folderId: mine.id }, { token: admin }));
    expectNotFound(await createFolder({ name: 'Sneaky', folderId: mine.id }, admin));
    expectNotFound(await update(file.id, { name: 'Mine now.pdf' }, admin));
    expectNotFound(await move(file.id, null, admin));
    expectNotFound(await remove(file.id, true, admin));
    expectNotFound(await remove(mine.id, true, admin));
    const adminFolder = await newFolder('Admin folder', null, admin);
    expectNotFound(await move(file.id, adminFolder.id));
    expectNotFound(await add({ fileId: await upload(pdfBytes(), 'x.pdf', admin), folderId: mine.id }, admin));
    expectNotFound(await update('not-an-id', { name: 'x' }));
    // Nothing of the staff member's shows in the admin's tree.
    const adminFolders = (await gql<{ fileManagerFolders: Item[] }>(t, FOLDERS, {}, { token: admin })).data!
      .fileManagerFolders;
    expect(adminFolders.some((f) => f.id === mine.id)).toBe(false);
    expect((await folder(mine.id)).items.map((i) => i.name)).toEqual(['Private.pdf']);
    // A job seeker has no file manager at all.
    expect((await gql(t, FOLDER, {}, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists every folder for the move dialog', async () => {
    const r = await gql<{ fileManagerFolders: Item[] }>(t, FOLDERS, {}, { token: staff });
    expect(r.errors).toBeUndefined();
    const names = r.data!.fileManagerFolders.map((f) => f.name);
    expect(names).toContain('Reports');
    expect(names).toContain('2026');
    expect(r.data!.fileManagerFolders.every((f) => f.type === 'folder')).toBe(true);
  });
});

describe.each(testDatabaseKinds())('file manager under the upload quota on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { uploadQuota: { files: 2, bytes: 1024 * 1024 } });
    // With the file store, so the demo staff's sample files have their bytes (as at a real start).
    await seedIfEmpty(t.app.services.database.db, new Date(), t.app.services.files);
    staff = await signInAs(t, ...DEMO.staff);
  });
  afterAll(async () => {
    await t.close();
  });

  it('says clearly when the quota refuses an upload', async () => {
    const sizes: number[] = [];
    let r = await uploadFile(t, staff, { kind: 'document', bytes: pdfBytes(), filename: 'one.pdf' });
    // Up to the quota (the staff account may already keep uploads of its own), then refused.
    for (let i = 0; r.statusCode === 201 && i < 3; i++) {
      sizes.push(r.statusCode);
      r = await uploadFile(t, staff, { kind: 'document', bytes: pdfBytes(), filename: `n${i}.pdf` });
    }
    expect(sizes.length).toBeLessThanOrEqual(2);
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toMatch(/^You have reached your upload limit/);
  });
});
