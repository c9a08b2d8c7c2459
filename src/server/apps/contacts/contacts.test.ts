import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_CONTACT_TAGS, CONTACT_LABELS } from '../../../domain/contacts-schemas.ts';
import { contacts, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { uploadFile } from '../../test-support/applications.ts';
import { pngBytes } from '../../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { STARTER_CONTACT_COUNT } from '../../seed/apps/contacts-samples.ts';

const FIELDS = `id avatar background name emails { email label } phoneNumbers { country phoneNumber label }
  title company birthday address notes tags`;
const LIST = `query ($input: ContactListInput) { contacts(input: $input) { items { ${FIELDS} } nextToken total } }`;
const ONE = `query ($id: ID!) { contact(id: $id) { ${FIELDS} } }`;
const TAGS = `query { contactTags { id title builtIn } }`;
const CREATE = `mutation ($input: ContactInput!) { createContact(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ContactInput!) { updateContact(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteContact(id: $id) }`;
const CREATE_TAG = `mutation ($title: String!) { createContactTag(title: $title) { id title builtIn } }`;
const DELETE_TAG = `mutation ($id: ID!) { deleteContactTag(id: $id) }`;
const RENAME_TAG = `mutation ($id: ID!, $title: String!) { renameContactTag(id: $id, title: $title) { id title builtIn } }`;

interface Contact {
  id: string;
  avatar: string | null;
  name: string;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  title: string | null;
  company: string | null;
  birthday: string | null;
  notes: string | null;
  tags: string[];
}
interface Page {
  items: Contact[];
  nextToken: string | null;
  total: number;
}
interface Tag {
  id: string;
  title: string;
  builtIn: string | null;
}

const ada = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  emails: [
    { email: 'ada@example.com', label: 'work' },
    { email: 'ada.home@example.com', label: 'home' },
  ],
  phoneNumbers: [
    { country: 'TR', phoneNumber: '05324121890', label: 'mobile' },
    { country: 'GB', phoneNumber: '020 7946 0321', label: 'work' },
  ],
  ...extra,
});

describe.each(testDatabaseKinds())('contacts app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  const db = () => t.app.services.database.db;
  const list = async (input: Record<string, unknown> = {}, token = staff) => {
    const r = await gql<{ contacts: Page }>(t, LIST, { input }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.contacts;
  };
  const tags = async (token = staff) => (await gql<{ contactTags: Tag[] }>(t, TAGS, {}, { token })).data!.contactTags;
  const create = async (input: Record<string, unknown>, token = staff) =>
    gql<{ createContact: Contact }>(t, CREATE, { input }, { token });
  type Answer = { errors?: readonly { extensions?: Record<string, unknown> }[] };
  const codeOf = (r: Answer) => r.errors?.[0]?.extensions?.code;
  const keyOf = (r: Answer) => r.errors?.[0]?.extensions?.messageKey;

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

  it('gives each staff and admin demo account 30+ contacts in name order, every label and tag used', async () => {
    for (const token of [staff, admin]) {
      const page = await list({}, token);
      expect(page.total).toBe(STARTER_CONTACT_COUNT);
      expect(page.total).toBeGreaterThanOrEqual(30);
      const names = page.items.map((c) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const labels = new Set(page.items.flatMap((c) => [...c.emails, ...c.phoneNumbers].map((i) => i.label)));
      expect([...labels].sort()).toEqual([...CONTACT_LABELS].sort());
      const own = await tags(token);
      expect(own.map((tag) => tag.builtIn)).toEqual(BUILT_IN_CONTACT_TAGS.map((tag) => tag.key));
      const used = new Set(page.items.flatMap((c) => c.tags));
      for (const tag of own) expect(used.has(tag.id), tag.title).toBe(true);
    }
  });

  it('creates, reads, edits and deletes a contact, storing each phone number formatted for its country', async () => {
    const created = await create(ada({ title: '  Analyst ', company: '', birthday: '1990-12-10' }));
    expect(created.errors).toBeUndefined();
    const contact = created.data!.createContact;
    expect(contact.phoneNumbers.map((p) => p.phoneNumber)).toEqual(['+90 532 412 18 90', '+44 20 7946 0321']);
    expect(contact.title).toBe('Analyst');
    // An empty text is absent, never an empty string.
    expect(contact.company).toBeNull();
    expect(contact.birthday).toBe('1990-12-10');

    const read = await gql<{ contact: Contact }>(t, ONE, { id: contact.id }, { token: staff });
    expect(read.data!.contact.name).toBe('Ada Lovelace');

    const [work] = await tags();
    const updated = await gql<{ updateContact: Contact }>(
      t,
      UPDATE,
      { id: contact.id, input: ada({ name: 'Ada King', tags: [work!.id], notes: 'Met at the conference' }) },
      { token: staff },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateContact).toMatchObject({
      name: 'Ada King',
      tags: [work!.id],
      notes: 'Met at the conference',
    });
    expect((await list({ search: 'ada king' })).items.map((c) => c.id)).toEqual([contact.id]);
    // A phone is found by its digits, however it was typed.
    expect((await list({ search: '532 412 1890' })).items.map((c) => c.id)).toContain(contact.id);

    const deleted = await gql<{ deleteContact: string }>(t, DELETE, { id: contact.id }, { token: staff });
    expect(deleted.data!.deleteContact).toBe(contact.id);
    expect(codeOf(await gql(t, ONE, { id: contact.id }, { token: staff }))).toBe('NOT_FOUND');
  });

  it('keeps SPEC section 5 rules: an e-mail and a phone needed, none twice, each phone valid, no empty name', async () => {
    const before = (await list()).total;
    const cases: [Record<string, unknown>, string][] = [
      [ada({ emails: [] }), 'contacts.emailRequired'],
      [ada({ phoneNumbers: [] }), 'contacts.phoneRequired'],
      [
        ada({
          emails: [
            { email: 'same@example.com', label: 'work' },
            { email: 'SAME@example.com ', label: 'home' },
          ],
        }),
        'contacts.emailDuplicate',
      ],
      [
        ada({
          phoneNumbers: [
            { country: 'TR', phoneNumber: '0532 412 18 90', label: 'work' },
            { country: 'TR', phoneNumber: '+905324121890', label: 'home' },
          ],
        }),
        'contacts.phoneDuplicate',
      ],
      [ada({ phoneNumbers: [{ country: 'TR', phoneNumber: '12345', label: 'work' }] }), 'contacts.phoneInvalid'],
      [
        ada({ phoneNumbers: [{ country: 'ZZ', phoneNumber: '0532 412 18 90', label: 'work' }] }),
        'contacts.countryInvalid',
      ],
      [ada({ emails: [{ email: 'not-an-address', label: 'work' }] }), 'contacts.emailInvalid'],
      [ada({ emails: [{ email: 'a@example.com', label: 'fax' }] }), 'contacts.labelInvalid'],
      [ada({ name: '   ' }), 'contacts.nameRequired'],
      [ada({ birthday: '2999-01-01' }), 'contacts.birthdayInvalid'],
      [ada({ tags: ['00000000-0000-4000-8000-000000000000'] }), 'contacts.tagUnknown'],
      [ada({ avatar: '/api/files/00000000-0000-4000-8000-000000000000' }), 'contacts.imageInvalid'],
    ];
    for (const [input, key] of cases) {
      const r = await create(input);
      expect(codeOf(r), key).toBe('BAD_USER_INPUT');
      expect(keyOf(r), key).toBe(key);
    }
    expect((await list()).total).toBe(before);
  });

  it('takes an avatar uploaded by the owner, and refuses another person’s tag', async () => {
    const upload = await uploadFile(t, staff, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'ada.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    const path = `/api/files/${(upload.json() as { id: string }).id}`;
    const r = await create(ada({ avatar: path }));
    expect(r.data!.createContact.avatar).toBe(path);
    // The admin cannot use the staff member's upload or tag.
    expect(keyOf(await create(ada({ avatar: path }), admin))).toBe('contacts.imageInvalid');
    const [staffTag] = await tags();
    expect(keyOf(await create(ada({ tags: [staffTag!.id] }), admin))).toBe('contacts.tagUnknown');
  });

  it('adds and deletes one’s own tags, taking a deleted tag off the contacts', async () => {
    const made = await gql<{ createContactTag: Tag }>(t, CREATE_TAG, { title: ' Auditors ' }, { token: staff });
    expect(made.data!.createContactTag).toMatchObject({ title: 'Auditors', builtIn: null });
    expect(codeOf(await gql(t, CREATE_TAG, { title: 'auditors' }, { token: staff }))).toBe('CONFLICT');
    expect(keyOf(await gql(t, CREATE_TAG, { title: '' }, { token: staff }))).toBe('contacts.tagTitleRequired');
    const tagId = made.data!.createContactTag.id;
    const contact = (await create(ada({ tags: [tagId] }))).data!.createContact;
    expect(codeOf(await gql(t, DELETE_TAG, { id: tagId }, { token: admin }))).toBe('NOT_FOUND');
    expect((await gql(t, DELETE_TAG, { id: tagId }, { token: staff })).errors).toBeUndefined();
    const after = await gql<{ contact: Contact }>(t, ONE, { id: contact.id }, { token: staff });
    expect(after.data!.contact.tags).toEqual([]);
  });

  it('lists only the contacts with one of one’s own tags, and refuses another person’s tag', async () => {
    const own = await tags();
    const band = own.find((tag) => tag.builtIn === 'band')!;
    const all = await list({ limit: 500 });
    const tagged = all.items.filter((c) => c.tags.includes(band.id));
    expect(tagged.length).toBeGreaterThan(1);
    const filtered = await list({ tag: band.id, limit: 500 });
    expect(filtered.total).toBe(tagged.length);
    expect(filtered.items.map((c) => c.id)).toEqual(tagged.map((c) => c.id));
    // With a search too: both must match.
    const both = await list({ tag: band.id, search: tagged[0]!.name });
    expect(both.items.map((c) => c.id)).toEqual([tagged[0]!.id]);
    for (const [tag, token] of [
      [band.id, admin],
      ['not-an-id', staff],
      ['00000000-0000-4000-8000-000000000000', staff],
    ] as const) {
      const r = await gql(t, LIST, { input: { tag } }, { token });
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(keyOf(r)).toBe('contacts.tagNotFound');
    }
  });

  it('renames one’s own tags, a built-in one too, keeping names unique and clear', async () => {
    const own = await tags();
    const college = own.find((tag) => tag.builtIn === 'college')!;
    const friend = own.find((tag) => tag.builtIn === 'friend')!;
    const rename = (id: string, title: string, token = staff) =>
      gql<{ renameContactTag: Tag }>(t, RENAME_TAG, { id, title }, { token });
    // A renamed built-in tag is the person's own words from now on.
    const renamed = await rename(college.id, '  University friends ');
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.renameContactTag).toEqual({ id: college.id, title: 'University friends', builtIn: null });
    expect((await tags()).find((tag) => tag.id === college.id)?.title).toBe('University friends');
    // Its contacts keep it.
    expect((await list({ tag: college.id })).total).toBeGreaterThan(0);
    // Another letter case of its own name is fine; another tag's name is not, nor an empty one.
    expect((await rename(college.id, 'University Friends')).data!.renameContactTag.title).toBe('University Friends');
    const taken = await rename(friend.id, 'university friends');
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(keyOf(taken)).toBe('contacts.tagTitleTaken');
    expect(keyOf(await rename(friend.id, '   '))).toBe('contacts.tagTitleRequired');
    expect(keyOf(await rename(friend.id, 'x'.repeat(41)))).toBe('contacts.tagTitleTooLong');
    expect((await tags()).find((tag) => tag.id === friend.id)).toMatchObject({ title: 'Friend', builtIn: 'friend' });
    // Another person's tag, or no tag at all: NOT_FOUND, and nothing changes.
    for (const [id, token] of [
      [college.id, admin],
      ['not-an-id', staff],
      ['00000000-0000-4000-8000-000000000000', staff],
    ] as const) {
      const r = await rename(id, 'Mine now', token);
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(keyOf(r)).toBe('contacts.tagNotFound');
    }
    expect((await tags()).find((tag) => tag.id === college.id)?.title).toBe('University Friends');
  });

  it('deletes a built-in tag like one’s own, taking it off every contact that had it', async () => {
    const baseball = (await tags()).find((tag) => tag.builtIn === 'baseballTeam')!;
    expect((await list({ tag: baseball.id })).total).toBeGreaterThan(0);
    expect((await gql(t, DELETE_TAG, { id: baseball.id }, { token: staff })).errors).toBeUndefined();
    expect((await tags()).map((tag) => tag.id)).not.toContain(baseball.id);
    expect((await list({ limit: 500 })).items.some((c) => c.tags.includes(baseball.id))).toBe(false);
    expect(codeOf(await gql(t, LIST, { input: { tag: baseball.id } }, { token: staff }))).toBe('NOT_FOUND');
    // The admin's own copy of the built-in tag is untouched.
    expect((await tags(admin)).some((tag) => tag.builtIn === 'baseballTeam')).toBe(true);
  });

  it('answers NOT_FOUND for another person’s contact on every operation, and changes nothing', async () => {
    const mine = (await list()).items[0]!;
    const asAdmin = [
      await gql(t, ONE, { id: mine.id }, { token: admin }),
      await gql(t, UPDATE, { id: mine.id, input: ada() }, { token: admin }),
      await gql(t, DELETE, { id: mine.id }, { token: admin }),
    ];
    for (const r of asAdmin) expect(codeOf(r)).toBe('NOT_FOUND');
    expect((await list({}, admin)).items.map((c) => c.id)).not.toContain(mine.id);
    const [row] = await db().select().from(contacts).where(eq(contacts.id, mine.id));
    expect(row?.name).toBe(mine.name);
  });

  it('refuses a guest (UNAUTHENTICATED) and a job seeker (FORBIDDEN) on every operation', async () => {
    const mine = (await list()).items[0]!;
    const [tag] = await tags();
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { input: {} }],
      [ONE, { id: mine.id }],
      [TAGS, {}],
      [CREATE, { input: ada() }],
      [UPDATE, { id: mine.id, input: ada() }],
      [DELETE, { id: mine.id }],
      [CREATE_TAG, { title: 'Nope' }],
      [RENAME_TAG, { id: tag!.id, title: 'Nope' }],
      [DELETE_TAG, { id: tag!.id }],
    ];
    for (const [query, variables] of calls) {
      expect(codeOf(await gql(t, query, variables))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(t, query, variables, { token: seeker }))).toBe('FORBIDDEN');
    }
  });

  it('gives a staff member added later an empty address book with no tags (the samples are the seed’s)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'New Staff', email: 'new.contacts@example.com', password: 'a long enough password' },
    });
    const token = (res.json() as { access_token: string }).access_token;
    await db()
      .update(users)
      .set({ role: ['staff'] })
      .where(eq(users.email, 'new.contacts@example.com'));
    expect(await list({}, token)).toMatchObject({ total: 0, items: [] });
    expect(await tags(token)).toEqual([]);
  });

  it('pages through 5,000 contacts in name order without repeating or skipping one', async () => {
    const [row] = await db().select().from(users).where(eq(users.email, DEMO.admin[0]));
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      ownerId: row!.id,
      name: `Bulk ${String(i).padStart(4, '0')}`,
      emails: [{ email: `bulk${i}@example.com`, label: 'work' as const }],
      phoneNumbers: [{ country: 'TR' as const, phoneNumber: '+90 532 412 18 90', label: 'mobile' as const }],
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await db()
        .insert(contacts)
        .values(rows.slice(i, i + 1000));
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await list({ search: 'bulk', limit: 500, ...(token ? { nextToken: token } : {}) }, admin);
      seen.push(...page.items.map((c) => c.name));
      token = page.nextToken ?? undefined;
    } while (token);
    expect(seen).toHaveLength(5000);
    expect(seen).toEqual([...seen].sort());
  });
});
