import { and, count, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../../db/schema/index.ts';
import { gql } from '../../test-support/graphql.ts';
import { newStaffMember } from '../../test-support/starters.ts';
import { createTestApp, testDatabaseKinds, type TestApp, racingRateLimits } from '../../test-support/test-app.ts';

const START = `mutation ($contactId: ID!) { startChat(contactId: $contactId) { id } }`;
const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id value } }`;
const CHATS = `query { chats { id contactId unreadCount } }`;

async function twoStaffMembers(t: TestApp, tag: string) {
  const [a, b] = await Promise.all([
    newStaffMember(t, `chat-${tag}-a@example.com`),
    newStaffMember(t, `chat-${tag}-b@example.com`),
  ]);
  const idOf = async (email: string) =>
    (await t.app.services.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [aId, bId] = await Promise.all([idOf(`chat-${tag}-a@example.com`), idOf(`chat-${tag}-b@example.com`)]);
  const start = async (token: string, contactId: string) => {
    const r = await gql<{ startChat: { id: string } }>(t, START, { contactId }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.startChat.id;
  };
  const [aChat, bChat] = await Promise.all([start(a, bId), start(b, aId)]);
  return { a, b, aId, bId, aChat, bChat };
}

// Two people writing to each other at the same moment each update both of their chat rows: with
// the rows taken in opposite orders, PostgreSQL aborted most of them as deadlocks. PGlite runs one
// statement at a time, so only PostgreSQL can show it.
describe.runIf(process.env.TEST_DATABASE_URL)('chat messages sent both ways at once on postgresql', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgresql', { rateLimits: racingRateLimits });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores all 400 of two staff members sending 200 each to the other at once, without an error', async () => {
    const { a, b, aId, bId, aChat, bChat } = await twoStaffMembers(t, 'both-ways');
    const N = 200;
    // All in flight together, A's and B's interleaved.
    const sends = Array.from({ length: N }, (_, i) => [
      gql<{ sendChatMessage: { value: string } }>(
        t,
        SEND,
        { input: { chatId: aChat, value: `A to B ${i}` } },
        { token: a },
      ),
      gql<{ sendChatMessage: { value: string } }>(
        t,
        SEND,
        { input: { chatId: bChat, value: `B to A ${i}` } },
        { token: b },
      ),
    ]).flat();
    const results = await Promise.all(sends);
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(results.every((r) => r.status === 200 && r.data?.sendChatMessage.value)).toBe(true);

    const db = t.app.services.database.db;
    const stored = await db
      .select({ senderId: chatMessages.senderId, n: count() })
      .from(chatMessages)
      .where(
        or(
          and(eq(chatMessages.senderId, aId), eq(chatMessages.recipientId, bId)),
          and(eq(chatMessages.senderId, bId), eq(chatMessages.recipientId, aId)),
        ),
      )
      .groupBy(chatMessages.senderId);
    expect(Object.fromEntries(stored.map((s) => [s.senderId, s.n]))).toEqual({ [aId]: N, [bId]: N });
    const distinct = await db
      .select({ n: sql<number>`count(distinct ${chatMessages.value})::int` })
      .from(chatMessages)
      .where(or(eq(chatMessages.senderId, aId), eq(chatMessages.senderId, bId)));
    expect(distinct[0]!.n).toBe(2 * N);

    // Neither read their chat meanwhile: each has every one of the other's messages unread.
    const chatsOf = async (token: string) =>
      (await gql<{ chats: { id: string; contactId: string; unreadCount: number }[] }>(t, CHATS, {}, { token })).data!
        .chats;
    expect((await chatsOf(a)).find((c) => c.contactId === bId)).toMatchObject({ id: aChat, unreadCount: N });
    expect((await chatsOf(b)).find((c) => c.contactId === aId)).toMatchObject({ id: bChat, unreadCount: N });
  }, 120_000);
});

describe.each(testDatabaseKinds())('chat message that fails for a reason of ours on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers INTERNAL_SERVER_ERROR with nothing stored (only deadlocks are retried)', async () => {
    const { a, aId, aChat } = await twoStaffMembers(t, 'fault');
    const db = t.app.services.database.db;
    // A fault no input can cause and no retry can mend: the table refuses this one value.
    await db.execute(sql`alter table chat_messages add constraint test_refuses_value check (value <> 'refused')`);
    try {
      const r = await gql(t, SEND, { input: { chatId: aChat, value: 'refused' } }, { token: a });
      expect(r.errors?.map((e) => e.extensions?.code)).toEqual(['INTERNAL_SERVER_ERROR']);
      expect(r.errors?.[0]?.message).not.toMatch(/constraint|chat_messages/);
      const [sent] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.senderId, aId));
      expect(sent!.n).toBe(0);
      const ok = await gql(t, SEND, { input: { chatId: aChat, value: 'accepted' } }, { token: a });
      expect(ok.errors).toBeUndefined();
    } finally {
      await db.execute(sql`alter table chat_messages drop constraint test_refuses_value`);
    }
  });
});
