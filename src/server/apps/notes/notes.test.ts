import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/enums.ts';
import { notesLabels, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { uploadFile } from '../../test-support/applications.ts';
import { pngBytes } from '../../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { accountOf, expectStarterTranslated, newStaffMember } from '../../test-support/starters.ts';
import { ensureNotesStarter } from '../../seed/apps/notes-samples.ts';

const NOTE = 'id title content tasks { id content completed } image reminder labels archived createdAt updatedAt';
const LIST = `query ($input: NotesListInput) { notes(input: $input) { ${NOTE} } }`;
const LABELS = `query { notesLabels { id title } }`;
const CREATE = `mutation ($input: NoteInput!) { createNote(input: $input) { ${NOTE} } }`;
const UPDATE = `mutation ($id: ID!, $input: NoteInput!) { updateNote(id: $id, input: $input) { ${NOTE} } }`;
const DELETE = `mutation ($id: ID!) { deleteNote(id: $id) }`;
const CREATE_LABEL = `mutation ($title: String!) { createNotesLabel(title: $title) { id title } }`;
const RENAME_LABEL = `mutation ($id: ID!, $title: String!) { renameNotesLabel(id: $id, title: $title) { id title } }`;
const DELETE_LABEL = `mutation ($id: ID!) { deleteNotesLabel(id: $id) }`;

interface Note {
  id: string;
  title: string;
  content: string;
  tasks: { id: string; content: string; completed: boolean }[];
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
}
interface Label {
  id: string;
  title: string;
}

describe.each(testDatabaseKinds())('notes app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;

  const list = async (input: Record<string, unknown> = {}, token = staff) => {
    const r = await gql<{ notes: Note[] }>(t, LIST, { input }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.notes;
  };
  const labels = async (token = staff) =>
    (await gql<{ notesLabels: Label[] }>(t, LABELS, {}, { token })).data!.notesLabels;
  const create = (input: Record<string, unknown>, token = staff) =>
    gql<{ createNote: Note }>(t, CREATE, { input }, { token });
  const update = (id: string, input: Record<string, unknown>, token = staff) =>
    gql<{ updateNote: Note }>(t, UPDATE, { id, input }, { token });

  const newStaff = (email: string, language: Language = 'en') => newStaffMember(t, email, language);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each staff and admin demo account 12+ notes with labels, checklists, reminders and an archive', async () => {
    for (const token of [staff, admin]) {
      const current = await list({}, token);
      const archived = await list({ filter: 'archived' }, token);
      expect(current.length + archived.length).toBeGreaterThanOrEqual(12);
      expect(archived.length).toBeGreaterThan(0);
      expect(current.some((n) => n.tasks.length > 0)).toBe(true);
      expect(current.some((n) => n.labels.length > 0)).toBe(true);
      expect((await list({ filter: 'reminders' }, token)).length).toBeGreaterThan(0);
      expect((await labels(token)).map((l) => l.title)).toEqual(
        expect.arrayContaining(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']),
      );
    }
  });

  it('gives a staff member added later an empty notebook with no labels; the demo accounts had theirs once', async () => {
    const token = await newStaff(`new.notes.${kind}@example.com`);
    expect(await list({}, token)).toEqual([]);
    expect(await list({ filter: 'archived' }, token)).toEqual([]);
    expect(await labels(token)).toEqual([]);
    const [demo] = await db()
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(eq(users.email, DEMO.staff[0]));
    expect(await ensureNotesStarter(db(), demo!, undefined)).toBe(false);
  });

  it('the seed writes the sample notebook and its labels in the owner’s language, the same notebook in each', async () => {
    const expected = {
      en: {
        labels: ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'],
        first: ['Employer onboarding checklist', 'Verify the company licence number'],
        firstLabels: ['Work', 'Tasks'],
      },
      tr: {
        labels: ['Aile', 'İş', 'Görevler', 'Öncelikli', 'Kişisel', 'Arkadaşlar'],
        first: ['Yeni işveren kontrol listesi', 'Şirketin lisans numarasını doğrula'],
        firstLabels: ['İş', 'Görevler'],
      },
      ar: {
        labels: ['العائلة', 'العمل', 'المهام', 'أولوية', 'شخصي', 'الأصدقاء'],
        first: ['خطوات انضمام صاحب عمل جديد', 'التحقق من رقم ترخيص الشركة'],
        firstLabels: ['العمل', 'المهام'],
      },
    } as const;
    const notebooks = {} as Record<Language, Note[]>;
    for (const language of ['en', 'tr', 'ar'] as const) {
      const email = `starter.${language}.notes.${kind}@example.com`;
      const token = await newStaff(email, language);
      // The seed's function, as it runs for a demo account in that language.
      expect(await ensureNotesStarter(db(), await accountOf(t, email), undefined)).toBe(true);
      const own = await labels(token);
      expect(own.map((l) => l.title).sort()).toEqual([...expected[language].labels].sort());
      const notes = [...(await list({}, token)), ...(await list({ filter: 'archived' }, token))];
      notebooks[language] = notes;
      const [first] = notes;
      expect([first!.title, first!.tasks[0]!.content]).toEqual(expected[language].first);
      // The notes carry the owner's labels under their names in that language.
      const title = new Map(own.map((l) => [l.id, l.title]));
      expect(first!.labels.map((id) => title.get(id))).toEqual(expected[language].firstLabels);
    }
    const texts = (notes: Note[]) => notes.flatMap((n) => [n.title, n.content, ...n.tasks.map((x) => x.content)]);
    const shape = (notes: Note[]) =>
      notes.map((n) => [
        n.labels.length,
        n.tasks.map((x) => x.completed),
        n.image !== null,
        n.reminder !== null,
        n.archived,
      ]);
    expectStarterTranslated(notebooks, texts, shape);
    // The seed gives the Turkish and the Arabic demo staff their labels in their language too.
    for (const [email, language] of [
      ['elif@cpa-careers.test', 'tr'],
      ['nour@cpa-careers.test', 'ar'],
    ] as const) {
      const rows = await db()
        .select({ title: notesLabels.title })
        .from(notesLabels)
        .innerJoin(users, eq(users.id, notesLabels.ownerId))
        .where(eq(users.email, email));
      expect(rows.map((r) => r.title).sort()).toEqual([...expected[language].labels].sort());
    }
  });

  it('creates a note with a checklist, an image, a reminder and labels; edits, archives, restores and deletes it', async () => {
    const [work, family] = await labels();
    const upload = await uploadFile(t, staff, { kind: 'photo', bytes: pngBytes(), filename: 'board.png' });
    expect(upload.statusCode).toBe(201);
    const image = `/api/files/${upload.json().id}`;
    const created = await create({
      title: '  Partner meeting  ',
      tasks: [{ content: 'Book the room' }, { content: 'Print the agenda', completed: true }],
      image,
      reminder: '2099-03-01T09:00:00Z',
      labels: [work!.id],
    });
    expect(created.errors).toBeUndefined();
    const note = created.data!.createNote;
    expect(note).toMatchObject({
      title: 'Partner meeting',
      content: '',
      image,
      reminder: '2099-03-01T09:00:00.000Z',
      labels: [work!.id],
      archived: false,
    });
    expect(note.tasks.map((x) => [x.content, x.completed])).toEqual([
      ['Book the room', false],
      ['Print the agenda', true],
    ]);

    // A task keeps its id when ticked; the image and reminder go with null.
    const ticked = await update(note.id, {
      tasks: [{ ...note.tasks[0], completed: true }, note.tasks[1]],
      labels: [work!.id, family!.id],
      image: null,
      reminder: null,
    });
    expect(ticked.errors).toBeUndefined();
    const edited = ticked.data!.updateNote;
    expect(edited.tasks[0]).toEqual({ ...note.tasks[0], completed: true });
    expect(edited).toMatchObject({ image: null, reminder: null, labels: [work!.id, family!.id] });

    expect((await list({ search: 'agenda' })).map((n) => n.id)).toContain(note.id);
    expect((await list({ labelId: family!.id })).map((n) => n.id)).toContain(note.id);
    expect((await list({ search: 'no such words anywhere' })).length).toBe(0);

    expect((await update(note.id, { archived: true })).data!.updateNote.archived).toBe(true);
    expect((await list()).map((n) => n.id)).not.toContain(note.id);
    expect((await list({ filter: 'archived' })).map((n) => n.id)).toContain(note.id);
    expect((await update(note.id, { archived: false })).data!.updateNote.archived).toBe(false);
    expect((await list()).map((n) => n.id)).toContain(note.id);

    const removed = await gql<{ deleteNote: string }>(t, DELETE, { id: note.id }, { token: staff });
    expect(removed.data!.deleteNote).toBe(note.id);
    expect((await gql(t, DELETE, { id: note.id }, { token: staff })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a note with nothing in it, and other bad input, with a message key and nothing written', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'notes.empty'],
      [{ title: '   ', content: '' }, 'notes.empty'],
      [{ title: 'x'.repeat(201) }, 'notes.titleTooLong'],
      [{ title: 'ok', tasks: [{ content: '  ' }] }, 'notes.taskRequired'],
      [{ title: 'ok', reminder: 'next tuesday' }, 'notes.reminderInvalid'],
      [{ title: 'ok', image: 'https://example.com/cat.png' }, 'notes.imageInvalid'],
      [{ title: 'ok', labels: ['00000000-0000-4000-8000-000000000000'] }, 'notes.labelInvalid'],
    ];
    for (const [input, key] of cases) {
      const r = await create(input);
      expect(r.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: key,
      });
    }
    // Someone else's upload, or one that is not a photo, is not the note's image.
    const adminUpload = await uploadFile(t, admin, { kind: 'photo', bytes: pngBytes(), filename: 'a.png' });
    const notMine = await create({ title: 'ok', image: `/api/files/${adminUpload.json().id}` });
    expect(notMine.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.imageInvalid' });
    // Another user's label is no label of mine.
    const adminLabel = (await labels(admin))[0]!;
    const foreignLabel = await create({ title: 'ok', labels: [adminLabel.id] });
    expect(foreignLabel.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.labelInvalid' });

    // An edit may not empty a note either.
    const note = (await create({ content: 'Only text' })).data!.createNote;
    const emptied = await update(note.id, { content: '' });
    expect(emptied.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'notes.empty' });
    const nothing = await update(note.id, {});
    expect(nothing.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.nothingToChange' });
    const badFilter = await gql(t, LIST, { input: { filter: 'everything' } }, { token: staff });
    expect(badFilter.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.filterInvalid' });
    expect((await list()).length).toBe(before + 1);
  });

  it('creates, renames and deletes labels; a deleted label leaves every note', async () => {
    const made = await gql<{ createNotesLabel: Label }>(t, CREATE_LABEL, { title: ' Audit ' }, { token: staff });
    const label = made.data!.createNotesLabel;
    expect(label.title).toBe('Audit');
    const twice = await gql(t, CREATE_LABEL, { title: 'audit' }, { token: staff });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.labelExists' });
    const blank = await gql(t, CREATE_LABEL, { title: '  ' }, { token: staff });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.labelTitleRequired' });
    // Another user may use the same name.
    expect((await gql(t, CREATE_LABEL, { title: 'Audit' }, { token: admin })).errors).toBeUndefined();

    const renamed = await gql<{ renameNotesLabel: Label }>(
      t,
      RENAME_LABEL,
      { id: label.id, title: 'Audits' },
      { token: staff },
    );
    expect(renamed.data!.renameNotesLabel).toEqual({ id: label.id, title: 'Audits' });
    const clash = await gql(t, RENAME_LABEL, { id: label.id, title: 'work' }, { token: staff });
    expect(clash.errors?.[0]?.extensions).toMatchObject({ messageKey: 'notes.labelExists' });

    const note = (await create({ title: 'Labelled', labels: [label.id] })).data!.createNote;
    const gone = await gql<{ deleteNotesLabel: string }>(t, DELETE_LABEL, { id: label.id }, { token: staff });
    expect(gone.data!.deleteNotesLabel).toBe(label.id);
    expect((await list()).find((n) => n.id === note.id)!.labels).toEqual([]);
    expect((await labels()).map((l) => l.id)).not.toContain(label.id);
  });

  it('never shows or changes another user’s note or label: NOT_FOUND for every operation', async () => {
    const mine = (await create({ title: 'Staff only' })).data!.createNote;
    const myLabel = (await labels())[0]!;
    expect((await list({}, admin)).map((n) => n.id)).not.toContain(mine.id);
    expect((await list({ search: 'Staff only' }, admin)).length).toBe(0);
    const foreign: [string, Record<string, unknown>][] = [
      [UPDATE, { id: mine.id, input: { title: 'Mine now' } }],
      [DELETE, { id: mine.id }],
      [RENAME_LABEL, { id: myLabel.id, title: 'Mine now' }],
      [DELETE_LABEL, { id: myLabel.id }],
      [UPDATE, { id: 'not-an-id', input: { title: 'x' } }],
    ];
    for (const [query, variables] of foreign) {
      const r = await gql(t, query, variables, { token: admin });
      expect(r.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    // Filtering by someone else's label finds nothing of theirs.
    expect((await list({ labelId: myLabel.id }, admin)).length).toBe(0);
    const still = (await list()).find((n) => n.id === mine.id)!;
    expect(still.title).toBe('Staff only');
    expect((await labels()).map((l) => l.id)).toContain(myLabel.id);
  });

  it('refuses a guest (UNAUTHENTICATED) and a job seeker (FORBIDDEN) every operation', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [LABELS, {}],
      [CREATE, { input: { title: 'x' } }],
      [UPDATE, { id, input: { title: 'x' } }],
      [DELETE, { id }],
      [CREATE_LABEL, { title: 'x' }],
      [RENAME_LABEL, { id, title: 'x' }],
      [DELETE_LABEL, { id }],
    ];
    for (const [query, variables] of operations) {
      expect((await gql(t, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(t, query, variables, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('shows the same notes in the quick panel: one store', async () => {
    const note = (await create({ title: 'Seen in the panel', content: 'From the app' })).data!.createNote;
    const headers = { authorization: `Bearer ${staff}` };
    const panel = await t.app.inject({ method: 'GET', url: '/api/quick-panel/notes', headers });
    expect(panel.json().map((n: { id: string }) => n.id)).toContain(note.id);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/quick-panel/notes',
      headers,
      payload: { title: 'Written in the panel', content: 'Shows in the app' },
    });
    expect(added.statusCode).toBe(201);
    expect((await list({ search: 'Written in the panel' })).map((n) => n.id)).toEqual([added.json().id]);
    // An archived note leaves the panel but stays in the app's archive.
    await update(note.id, { archived: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/quick-panel/notes', headers });
    expect(after.json().map((n: { id: string }) => n.id)).not.toContain(note.id);
  });
});
