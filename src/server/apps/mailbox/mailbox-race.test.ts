import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxMails, users } from '../../db/schema/index.ts';
import { gql } from '../../test-support/graphql.ts';
import { newStaffMember } from '../../test-support/starters.ts';
import { createTestApp, type TestApp, racingRateLimits } from '../../test-support/test-app.ts';

const DRAFT = `mutation ($input: MailDraftInput!) { saveMailDraft(input: $input) { id } }`;
const SEND = `mutation ($input: SendMailInput!) { sendMail(input: $input) { id } }`;
const ACTION = `mutation ($input: MailboxActionInput!) { mailboxAction(input: $input) { id } }`;

// Requests of one person racing each other (two tabs, a double click): PostgreSQL runs them at
// once, PGlite one statement at a time, so only PostgreSQL can show a race.
describe.runIf(process.env.TEST_DATABASE_URL)('mailbox requests racing on postgresql', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let bId: string;
  const db = () => t.app.services.database.db;

  beforeAll(async () => {
    t = await createTestApp('postgresql', {
      rateLimits: racingRateLimits,
    });
    [a, b] = await Promise.all([
      newStaffMember(t, 'mail-race-a@example.com'),
      newStaffMember(t, 'mail-race-b@example.com'),
    ]);
    bId = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'mail-race-b@example.com')))[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies many bulk actions on overlapping mails in different orders at once, each whole, without an error', async () => {
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        gql(t, SEND, { input: { to: [bId], subject: `Batch ${i}`, content: '<p>Hello</p>' } }, { token: a }),
      ),
    );
    expect(sent.flatMap((r) => r.errors ?? [])).toEqual([]);
    const inbox = (
      await db()
        .select({ id: mailboxMails.id })
        .from(mailboxMails)
        .where(and(eq(mailboxMails.ownerId, bId), eq(mailboxMails.folder, 'inbox')))
    ).map((m) => m.id);
    expect(inbox).toHaveLength(40);
    // Sets of every size, some forwards and some backwards, all overlapping: star, label, move.
    const actions = Array.from({ length: 30 }, (_, i) => {
      const some = inbox.slice(i % 10, 10 + i);
      const ids = i % 2 ? some.reverse() : some;
      const kind = i % 3;
      return kind === 0
        ? { type: 'starred', value: String(i % 2 === 0), ids }
        : kind === 1
          ? { type: 'label', value: 'work', ids }
          : { type: 'folder', value: i % 2 ? 'spam' : 'inbox', ids };
    });
    const results = await Promise.all(actions.map((input) => gql(t, ACTION, { input }, { token: b })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    // Every action changed each of its mails (none was skipped), and no mail was lost.
    expect(results.map((r) => (r.data as { mailboxAction: unknown[] }).mailboxAction.length)).toEqual(
      actions.map((x) => x.ids.length),
    );
    const after = await db().select({ id: mailboxMails.id }).from(mailboxMails).where(eq(mailboxMails.ownerId, bId));
    expect(after).toHaveLength(40);
  }, 120_000);

  it('sends a draft sent twice at once only once: the second finds it gone', async () => {
    const draft = await gql<{ saveMailDraft: { id: string } }>(
      t,
      DRAFT,
      { input: { to: [bId], subject: 'Double click' } },
      { token: a },
    );
    const draftId = draft.data!.saveMailDraft.id;
    const input = { draftId, to: [bId], subject: 'Double click', content: '<p>Once, please</p>' };
    const [first, second] = await Promise.all([
      gql(t, SEND, { input }, { token: a }),
      gql(t, SEND, { input }, { token: a }),
    ]);
    const codes = [first, second].map((r) => r.errors?.[0]?.extensions?.code ?? 'sent').sort();
    expect(codes).toEqual(['NOT_FOUND', 'sent']);
    const received = await db()
      .select({ id: mailboxMails.id })
      .from(mailboxMails)
      .where(and(eq(mailboxMails.ownerId, bId), eq(mailboxMails.subject, 'Double click')));
    expect(received).toHaveLength(1);
  });
});
