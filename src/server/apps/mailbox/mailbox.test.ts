import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mailboxMails, notifications, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';

const MAIL_FIELDS = `id from { id name email } to { id name email } cc { id name } bcc { id name } date subject content
  preview attachments { fileId name type size downloadUrl } starred important unread folder labels`;
const LIST = `query ($input: MailListInput) { mailbox(input: $input) { items { ${MAIL_FIELDS} } nextToken total } }`;
const ONE = `query ($id: ID!) { mail(id: $id) { ${MAIL_FIELDS} } }`;
const COUNTS = `query { mailboxCounts { folder unread total } }`;
const LABELS = `query { mailboxLabels { id title slug color } }`;
const RECIPIENTS = `query ($search: String) { mailRecipients(search: $search) { id name email } }`;
const DRAFT = `mutation ($input: MailDraftInput!) { saveMailDraft(input: $input) { ${MAIL_FIELDS} } }`;
const SEND = `mutation ($input: SendMailInput!) { sendMail(input: $input) { ${MAIL_FIELDS} } }`;
const ACTION = `mutation ($input: MailboxActionInput!) { mailboxAction(input: $input) { id unread starred important folder labels } }`;

interface Person {
  id: string | null;
  name: string;
  email: string;
}
interface Mail {
  id: string;
  from: Person;
  to: Person[];
  cc: Person[];
  bcc: Person[];
  subject: string;
  content: string;
  preview: string;
  attachments: { fileId: string; name: string; downloadUrl: string }[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}
interface Page {
  items: Mail[];
  nextToken: string | null;
  total: number;
}

describe.each(testDatabaseKinds())('mailbox app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let adminId: string;
  let staffId: string;
  const db = () => t.app.services.database.db;
  const list = async (input: Record<string, unknown>, token = admin) => {
    const r = await gql<{ mailbox: Page }>(t, LIST, { input }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.mailbox;
  };
  const idOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
    adminId = await idOf(DEMO.admin[0]);
    staffId = await idOf(DEMO.staff[0]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each staff and admin demo account 40+ mails across the folders and labels', async () => {
    const counts = (
      await gql<{ mailboxCounts: { folder: string; total: number; unread: number }[] }>(t, COUNTS, {}, { token: staff })
    ).data!.mailboxCounts;
    expect(counts.map((c) => c.folder)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    expect(counts.reduce((n, c) => n + c.total, 0)).toBeGreaterThanOrEqual(40);
    expect(counts.every((c) => c.total > 0)).toBe(true);
    expect(counts.find((c) => c.folder === 'inbox')!.unread).toBeGreaterThan(0);
    for (const label of ['personal', 'work', 'payments', 'invoices', 'accounts', 'forums'])
      expect((await list({ label }, staff)).total).toBeGreaterThan(0);
    const labels = (await gql<{ mailboxLabels: { slug: string; color: string }[] }>(t, LABELS, {}, { token: staff }))
      .data!.mailboxLabels;
    expect(labels).toHaveLength(6);
    expect(labels[0]).toMatchObject({ slug: 'personal', color: expect.stringMatching(/^#/) });
  });

  it('pages a folder by nextToken, newest first, with no mail twice', async () => {
    const first = await list({ folder: 'inbox', limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.nextToken).toBeTruthy();
    const seen = new Set(first.items.map((m) => m.id));
    let token = first.nextToken;
    while (token) {
      const page = await list({ folder: 'inbox', limit: 10, nextToken: token });
      for (const m of page.items) {
        expect(seen.has(m.id)).toBe(false);
        seen.add(m.id);
      }
      token = page.nextToken;
    }
    expect(seen.size).toBe(first.total);
    const bad = await gql(t, LIST, { input: { nextToken: 'nonsense' } }, { token: admin });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'mailbox.pageTokenInvalid',
    });
  });

  it('filters by starred and important and searches subject, sender and text', async () => {
    const starred = await list({ filter: 'starred' });
    expect(starred.total).toBeGreaterThan(0);
    expect(starred.items.every((m) => m.starred && m.folder !== 'trash')).toBe(true);
    const important = await list({ filter: 'important' });
    expect(important.items.every((m) => m.important)).toBe(true);
    expect((await list({ search: 'invoice INV-2048' })).items[0]?.subject).toBe('Invoice INV-2048 for October');
    expect((await list({ search: 'Sophie' })).items.every((m) => m.from.name === 'Sophie Turner')).toBe(true);
    expect((await list({ search: 'hall B, stand 14' })).total).toBeGreaterThan(0);
    expect((await list({ search: '100%_' })).total).toBe(0);
  });

  it('refuses guests and job seekers for every operation', async () => {
    const ops: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: adminId }],
      [COUNTS, {}],
      [LABELS, {}],
      [RECIPIENTS, {}],
      [DRAFT, { input: { subject: 'x' } }],
      [SEND, { input: { to: [staffId], subject: 'x', content: '<p>x</p>' } }],
      [ACTION, { input: { type: 'starred', value: 'true', ids: [adminId] } }],
    ];
    for (const [query, variables] of ops) {
      expect((await gql(t, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(t, query, variables, { token: seeker })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('lists staff and admins as recipients, nobody else', async () => {
    const all = (await gql<{ mailRecipients: Person[] }>(t, RECIPIENTS, {}, { token: admin })).data!.mailRecipients;
    const emails = all.map((p) => p.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.admin[0], DEMO.staff[0]]));
    expect(emails).not.toContain(DEMO.seeker[0]);
    const found = (await gql<{ mailRecipients: Person[] }>(t, RECIPIENTS, { search: 'staff@' }, { token: admin })).data!
      .mailRecipients;
    expect(found.map((p) => p.email)).toEqual([DEMO.staff[0]]);
  });

  it('delivers a sent mail: the sender’s sent copy and each recipient’s inbox, bcc hidden, HTML sanitized', async () => {
    const [file] = await db()
      .insert(files)
      .values({
        ownerId: adminId,
        kind: 'resume',
        filename: 'report.pdf',
        mimeType: 'application/pdf',
        size: 10,
        storageKey: 'x',
      })
      .returning();
    const r = await gql<{ sendMail: Mail }>(
      t,
      SEND,
      {
        input: {
          to: [staffId],
          bcc: [adminId],
          subject: '  Board meeting notes ',
          content: '<p>Hello <strong>team</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
          attachments: [file!.id],
        },
      },
      { token: admin },
    );
    expect(r.errors).toBeUndefined();
    const sent = r.data!.sendMail;
    expect(sent).toMatchObject({ folder: 'sent', unread: false, subject: 'Board meeting notes' });
    expect(sent.content).toBe('<p>Hello <strong>team</strong></p>');
    expect(sent.bcc.map((p) => p.id)).toEqual([adminId]);
    expect(sent.attachments[0]).toMatchObject({ name: 'report.pdf', downloadUrl: `/api/files/${file!.id}` });

    const inbox = await list({ folder: 'inbox', search: 'Board meeting notes' }, staff);
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({ unread: true, folder: 'inbox', bcc: [], from: { id: adminId } });
    expect(inbox.items[0]!.attachments).toHaveLength(1);
    // The admin was a bcc recipient too: a copy in their inbox, showing only themselves.
    const own = await list({ folder: 'inbox', search: 'Board meeting notes' }, admin);
    expect(own.items[0]!.bcc.map((p) => p.id)).toEqual([adminId]);
    expect((await list({ folder: 'sent', search: 'Board meeting notes' }, admin)).total).toBe(1);

    // Each recipient is notified, linking to their own copy; the sender of the copy is named.
    const [note] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, staffId), eq(notifications.link, `/apps/mailbox?mail=${inbox.items[0]!.id}`)),
      );
    expect(note).toMatchObject({ read: false, useRouter: true, description: 'Board meeting notes' });
    expect(note!.title).toContain('New mail from');
  });

  it('forwards a received mail with its attachments; a file no mail of theirs holds stays refused', async () => {
    const [file] = await db()
      .insert(files)
      .values({
        ownerId: adminId,
        kind: 'photo',
        filename: 'chart.png',
        mimeType: 'image/png',
        size: 5,
        storageKey: 'f',
      })
      .returning();
    const sent = await gql(
      t,
      SEND,
      {
        input: { to: [staffId], subject: 'Quarterly chart', content: '<p>See the chart</p>', attachments: [file!.id] },
      },
      { token: admin },
    );
    expect(sent.errors).toBeUndefined();
    // The staff member forwards it (back to the admin here: the only other workspace account).
    const forward = await gql<{ sendMail: Mail }>(
      t,
      SEND,
      {
        input: {
          to: [adminId],
          subject: 'Fwd: Quarterly chart',
          content: '<p>FYI</p><p>---------- Forwarded message ----------</p><p>See the chart</p>',
          attachments: [file!.id],
        },
      },
      { token: staff },
    );
    expect(forward.errors).toBeUndefined();
    expect(forward.data!.sendMail.attachments).toEqual([
      expect.objectContaining({ fileId: file!.id, name: 'chart.png', downloadUrl: `/api/files/${file!.id}` }),
    ]);
    const received = await list({ folder: 'inbox', search: 'Fwd: Quarterly chart' }, admin);
    expect(received.items[0]!.attachments.map((a) => a.fileId)).toEqual([file!.id]);

    // A file the staff member neither uploaded nor received cannot be attached.
    const [elsewhere] = await db()
      .insert(files)
      .values({ ownerId: adminId, kind: 'photo', filename: 'b.png', mimeType: 'image/png', size: 1, storageKey: 'g' })
      .returning();
    const refused = await gql(
      t,
      SEND,
      { input: { to: [adminId], subject: 'Hi', content: '<p>x</p>', attachments: [elsewhere!.id] } },
      { token: staff },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ messageKey: 'mailbox.attachmentUnknown' });
  });

  it('refuses a bad mail with a clear message and writes nothing', async () => {
    const before = (await db().select().from(mailboxMails)).length;
    const seekerId = await idOf(DEMO.seeker[0]);
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'Hi', content: '<p>x</p>' }, 'mailbox.recipientRequired'],
      [{ to: [staffId], subject: '   ', content: '<p>x</p>' }, 'mailbox.subjectRequired'],
      [{ to: [staffId], subject: 'Hi', content: '<p> </p>' }, 'mailbox.contentRequired'],
      [{ to: [seekerId], subject: 'Hi', content: '<p>x</p>' }, 'mailbox.recipientUnknown'],
      [{ to: [staffId], subject: 'x'.repeat(251), content: '<p>x</p>' }, 'mailbox.subjectTooLong'],
    ];
    for (const [input, key] of cases) {
      const r = await gql(t, SEND, { input }, { token: admin });
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: key });
    }
    // Someone else's upload cannot be attached.
    const [theirs] = await db()
      .insert(files)
      .values({ ownerId: staffId, kind: 'photo', filename: 'a.png', mimeType: 'image/png', size: 1, storageKey: 'y' })
      .returning();
    const r = await gql(
      t,
      SEND,
      { input: { to: [staffId], subject: 'Hi', content: '<p>x</p>', attachments: [theirs!.id] } },
      { token: admin },
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({ messageKey: 'mailbox.attachmentUnknown' });
    expect((await db().select().from(mailboxMails)).length).toBe(before);
  });

  it('saves a draft as it is typed, then sends it from the draft (the draft goes)', async () => {
    const first = await gql<{ saveMailDraft: Mail }>(t, DRAFT, { input: { subject: 'Plan' } }, { token: admin });
    expect(first.errors).toBeUndefined();
    const draft = first.data!.saveMailDraft;
    expect(draft.folder).toBe('drafts');
    const again = await gql<{ saveMailDraft: Mail }>(
      t,
      DRAFT,
      { input: { id: draft.id, to: [staffId], subject: 'Plan for Q1', content: '<p>Draft text</p>' } },
      { token: admin },
    );
    expect(again.data!.saveMailDraft).toMatchObject({ id: draft.id, subject: 'Plan for Q1', to: [{ id: staffId }] });
    // Another user's draft: not found.
    const stolen = await gql(t, DRAFT, { input: { id: draft.id, subject: 'mine' } }, { token: staff });
    expect(stolen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const sent = await gql<{ sendMail: Mail }>(
      t,
      SEND,
      { input: { draftId: draft.id, to: [staffId], subject: 'Plan for Q1', content: '<p>Final text</p>' } },
      { token: admin },
    );
    expect(sent.errors).toBeUndefined();
    expect((await gql(t, ONE, { id: draft.id }, { token: admin })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list({ folder: 'inbox', search: 'Final text' }, staff)).total).toBe(1);
  });

  it('runs the bulk actions on the owner’s mails only; another user’s id is NOT_FOUND and changes nothing', async () => {
    const { items } = await list({ folder: 'inbox', limit: 3 }, admin);
    const ids = items.map((m) => m.id);
    const act = (type: string, value: string, token = admin, theIds = ids) =>
      gql<{ mailboxAction: Mail[] }>(t, ACTION, { input: { type, value, ids: theIds } }, { token });
    expect((await act('unread', 'true')).data!.mailboxAction.every((m) => m.unread)).toBe(true);
    expect((await act('unread', 'false')).data!.mailboxAction.every((m) => !m.unread)).toBe(true);
    expect((await act('starred', 'true')).data!.mailboxAction.every((m) => m.starred)).toBe(true);
    expect((await act('important', 'true')).data!.mailboxAction.every((m) => m.important)).toBe(true);
    expect((await act('label', 'forums')).data!.mailboxAction.every((m) => m.labels.includes('forums'))).toBe(true);
    const twice = (await act('label', 'forums')).data!.mailboxAction;
    expect(twice.every((m) => m.labels.filter((l) => l === 'forums').length === 1)).toBe(true);
    expect((await act('unlabel', 'forums')).data!.mailboxAction.every((m) => !m.labels.includes('forums'))).toBe(true);

    // Someone else's mail: NOT_FOUND for every action and for reading it, and nothing changes.
    const staffMail = (await list({ folder: 'inbox', limit: 1 }, staff)).items[0]!;
    for (const [type, value] of [
      ['unread', 'true'],
      ['starred', 'true'],
      ['important', 'true'],
      ['folder', 'trash'],
      ['label', 'work'],
      ['unlabel', 'work'],
      ['delete', ''],
    ] as const) {
      const r = await act(type, value, admin, [ids[0]!, staffMail.id]);
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await gql(t, ONE, { id: staffMail.id }, { token: admin })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [still] = await db().select().from(mailboxMails).where(eq(mailboxMails.id, staffMail.id));
    expect(still!.folder).toBe('inbox');

    // Bad values: a clear refusal.
    expect((await act('folder', 'archive')).errors?.[0]?.extensions).toMatchObject({
      messageKey: 'mailbox.valueInvalid',
    });
    expect((await act('explode', 'true')).errors?.[0]?.extensions).toMatchObject({
      messageKey: 'mailbox.actionInvalid',
    });
    expect((await act('starred', 'true', admin, [])).errors?.[0]?.extensions).toMatchObject({
      messageKey: 'mailbox.idsRequired',
    });

    // Delete for good only from the trash.
    expect((await act('delete', '')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await act('folder', 'trash')).data!.mailboxAction.every((m) => m.folder === 'trash')).toBe(true);
    expect((await act('delete', '')).data!.mailboxAction).toHaveLength(3);
    const left = await db()
      .select()
      .from(mailboxMails)
      .where(and(eq(mailboxMails.ownerId, adminId), eq(mailboxMails.id, ids[0]!)));
    expect(left).toHaveLength(0);
  });

  it('gives a staff member added later an empty mailbox (the sample mails are the seed’s, for the demo accounts)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'New Staff', email: 'new.staff@example.com', password: 'a long enough password' },
    });
    const token = (res.json() as { access_token: string }).access_token;
    await db()
      .update(users)
      .set({ role: ['staff'] })
      .where(eq(users.email, 'new.staff@example.com'));
    for (const folder of ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const)
      expect((await list({ folder }, token)).total).toBe(0);
    const newId = await idOf('new.staff@example.com');
    expect(await db().select().from(mailboxMails).where(eq(mailboxMails.ownerId, newId))).toEqual([]);
  });

  it('pages through a 10,000-mail folder by nextToken (its speed is measured by the bench, not here)', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      ownerId: staffId,
      fromPerson: { name: `Sender ${i}`, email: `s${i}@example.com` },
      subject: `Bulk mail ${i}`,
      content: `<p>Bulk ${i}</p>`,
      contentText: `Bulk ${i}`,
      folder: 'spam' as const,
      date: new Date(Date.now() - i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await db()
        .insert(mailboxMails)
        .values(rows.slice(i, i + 1000));
    const page = await list({ folder: 'spam' }, staff);
    const next = await list({ folder: 'spam', nextToken: page.nextToken }, staff);
    expect(page.total).toBeGreaterThanOrEqual(10_000);
    expect(page.items).toHaveLength(50);
    expect(next.items[0]!.subject).toBe('Bulk mail 50');
  });
});
