import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChats, chatProfiles, files, notifications, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { collect, liveClient, secondServer } from '../../test-support/live-client.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';

const CONTACT = `id name avatar about status details { emails { email label } phoneNumbers { phoneNumber label } title company birthday address }`;
const CHAT = `id contactId contact { ${CONTACT} } unreadCount muted lastMessage lastMessageAt`;
const MESSAGE = `id chatId contactId value createdAt attachments { name url }`;
const CHATS = `query { chats { ${CHAT} } }`;
const ONE_CHAT = `query ($id: ID!) { chat(id: $id) { ${CHAT} } }`;
const PROFILE = `query { chatProfile { id name email status avatar about } }`;
const CONTACTS = `query ($search: String) { chatContacts(search: $search) { ${CONTACT} } }`;
const CONTACT_ONE = `query ($id: ID!) { chatContact(id: $id) { ${CONTACT} attachments { media { name } docs { name } links } } }`;
const MESSAGES = `query ($input: ChatMessagesInput!) { chatMessages(input: $input) { items { ${MESSAGE} } nextToken } }`;
const UPDATE_PROFILE = `mutation ($input: ChatProfileInput!) { updateChatProfile(input: $input) { status about } }`;
const START = `mutation ($contactId: ID!) { startChat(contactId: $contactId) { ${CHAT} } }`;
const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { ${MESSAGE} } }`;
const READ = `mutation ($chatId: ID!) { markChatRead(chatId: $chatId) { id unreadCount } }`;
const MUTE = `mutation ($input: ChatMuteInput!) { setChatMuted(input: $input) { id muted } }`;
const CONTACT_LIVE = `subscription { chatContactChanged { id status } }`;
const LIVE = `subscription { chatMessageArrived { chat { id unreadCount lastMessage contact { name } } message { chatId contactId value } } }`;

interface Contact {
  id: string;
  name: string;
  status: string;
  about: string;
  details: {
    emails: { email: string }[];
    phoneNumbers: { phoneNumber: string }[];
    title: string | null;
    company: string | null;
  };
}
interface Chat {
  id: string;
  contactId: string;
  contact: Contact;
  unreadCount: number;
  muted: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
}
interface Message {
  id: string;
  chatId: string;
  contactId: string | null;
  value: string;
}
interface LiveEvent {
  chatMessageArrived: {
    chat: { id: string; unreadCount: number; lastMessage: string; contact: { name: string } };
    message: Message;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

/**
 * A browser's live connection, open once the server accepted it: a lasting subscription keeps it
 * open (the client closes an idle one) until dispose().
 */
async function openConnection(app: Parameters<typeof liveClient>[0], token: string) {
  const client = liveClient(app, token);
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  collect(client, CONTACT_LIVE);
  await connected;
  return client;
}

describe.each(testDatabaseKinds())('chat app on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let adminId: string;
  let staffId: string;
  let seekerId: string;
  const db = () => t.app.services.database.db;
  const idOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const chatsOf = async (token: string) => {
    const r = await gql<{ chats: Chat[] }>(t, CHATS, {}, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.chats;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
    ]);
    [adminId, staffId, seekerId] = await Promise.all([idOf(DEMO.admin[0]), idOf(DEMO.staff[0]), idOf(DEMO.seeker[0])]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the demo staff and admin a conversation with history, unread counts and contact details', async () => {
    const [chat] = await chatsOf(staff);
    expect(chat).toMatchObject({
      contactId: adminId,
      muted: false,
      // The admin chose "online" but has no live connection open here: offline to the others.
      contact: { name: 'Selin Admin', status: 'offline' },
    });
    expect(chat!.unreadCount).toBe(2);
    expect(chat!.lastMessage).toContain('Harbor Bank');
    expect(chat!.contact.details.title).toBe('Head of Member Services');
    expect(chat!.contact.details.emails.map((e) => e.email)).toContain(DEMO.admin[0]);
    expect(chat!.contact.details.phoneNumbers.length).toBeGreaterThan(0);
    const page = await gql<{ chatMessages: { items: Message[]; nextToken: string | null } }>(
      t,
      MESSAGES,
      { input: { chatId: chat!.id, limit: 5 } },
      { token: staff },
    );
    expect(page.errors).toBeUndefined();
    const { items, nextToken } = page.data!.chatMessages;
    expect(items).toHaveLength(5);
    expect(items.at(-1)!.value).toContain('Harbor Bank sent their certificate');
    expect(items.every((m) => (m.contactId === adminId || m.contactId === null) && m.chatId === chat!.id)).toBe(true);
    const older = await gql<{ chatMessages: { items: Message[] } }>(
      t,
      MESSAGES,
      { input: { chatId: chat!.id, before: nextToken, limit: 50 } },
      { token: staff },
    );
    expect(older.data!.chatMessages.items).toHaveLength(10);
    // The staff member's own messages have no contactId (SPEC chat_message).
    expect(older.data!.chatMessages.items.some((m) => m.contactId === null)).toBe(true);
    const bad = await gql(t, MESSAGES, { input: { chatId: chat!.id, before: 'nonsense' } }, { token: staff });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'chat.pageTokenInvalid' });
  });

  it('shows a contact card with what the two shared, and lists only workspace members', async () => {
    const all = await gql<{ chatContacts: Contact[] }>(t, CONTACTS, {}, { token: staff });
    expect(all.errors).toBeUndefined();
    const contacts = all.data!.chatContacts;
    // The other staff and admin accounts, never a job seeker or an employer.
    const workspace = await Promise.all(
      ['admin@cpa-careers.test', 'elif@cpa-careers.test', 'nour@cpa-careers.test'].map((e) => idOf(e)),
    );
    expect(contacts.map((c) => c.id).sort()).toEqual([...workspace].sort());
    expect(contacts.map((c) => c.id)).not.toContain(seekerId);
    const found = (await gql<{ chatContacts: Contact[] }>(t, CONTACTS, { search: 'selin' }, { token: staff })).data!;
    expect(found.chatContacts).toHaveLength(1);
    const card = await gql<{ chatContact: Contact & { attachments: { links: string[] } } }>(
      t,
      CONTACT_ONE,
      { id: adminId },
      { token: staff },
    );
    expect(card.errors).toBeUndefined();
    expect(card.data!.chatContact.attachments.links[0]).toMatch(/^https:\/\/www\.aicpa-cima\.com\//);
    for (const id of [seekerId, staffId, 'not-an-id']) {
      const r = await gql(t, CONTACT_ONE, { id }, { token: staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('sets presence from the own profile and shows it beside the contact while they are connected', async () => {
    const adminClient = await openConnection(t.app, admin);
    const r = await gql<{ updateChatProfile: { status: string; about: string } }>(
      t,
      UPDATE_PROFILE,
      { input: { status: 'do-not-disturb', about: 'In the audit meeting' } },
      { token: admin },
    );
    expect(r.data!.updateChatProfile).toEqual({ status: 'do-not-disturb', about: 'In the audit meeting' });
    const profile = await gql<{ chatProfile: { status: string; email: string } }>(t, PROFILE, {}, { token: admin });
    expect(profile.data!.chatProfile).toMatchObject({ status: 'do-not-disturb', email: DEMO.admin[0] });
    await poll(async () => (await chatsOf(staff))[0]!.contact.status).toBe('do-not-disturb');
    await adminClient.dispose();
    const bad = await gql(t, UPDATE_PROFILE, { input: { status: 'busy' } }, { token: admin });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(bad.errors?.[0]?.extensions)).toContain('chat.statusInvalid');
    await gql(t, UPDATE_PROFILE, { input: { status: 'online' } }, { token: admin });
  });

  it('sends a message to both sides, counts it unread for the recipient and notifies them unless muted', async () => {
    const staffChat = (await chatsOf(staff))[0]!;
    const sent = await gql<{ sendChatMessage: Message }>(
      t,
      SEND,
      { input: { chatId: staffChat.id, value: '  On it — Harbor Bank is approved.  ' } },
      { token: staff },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendChatMessage).toMatchObject({
      chatId: staffChat.id,
      contactId: null,
      value: 'On it — Harbor Bank is approved.',
    });
    const adminChat = (await chatsOf(admin)).find((c) => c.contactId === staffId)!;
    expect(adminChat).toMatchObject({ unreadCount: 1, lastMessage: 'On it — Harbor Bank is approved.' });
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.kind, 'chat-message')));
    expect(notes.at(-1)).toMatchObject({
      title: 'New message from Omar Staff',
      link: `/apps/chat?chat=${adminChat.id}`,
    });

    const read = await gql<{ markChatRead: { unreadCount: number } }>(
      t,
      READ,
      { chatId: adminChat.id },
      { token: admin },
    );
    expect(read.data!.markChatRead.unreadCount).toBe(0);
    const muted = await gql<{ setChatMuted: { muted: boolean } }>(
      t,
      MUTE,
      { input: { chatId: adminChat.id, muted: true } },
      { token: admin },
    );
    expect(muted.data!.setChatMuted.muted).toBe(true);
    await gql(t, SEND, { input: { chatId: staffChat.id, value: 'One more thing.' } }, { token: staff });
    const after = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.kind, 'chat-message')));
    expect(after).toHaveLength(notes.length);
    expect((await chatsOf(admin)).find((c) => c.id === adminChat.id)!.unreadCount).toBe(1);
    await gql(t, MUTE, { input: { chatId: adminChat.id, muted: false } }, { token: admin });
  });

  it('refuses an empty or too long message and writes nothing', async () => {
    const chat = (await chatsOf(staff))[0]!;
    for (const value of ['   ', 'x'.repeat(4001)]) {
      const r = await gql(t, SEND, { input: { chatId: chat.id, value } }, { token: staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const attach = await gql(
      t,
      SEND,
      { input: { chatId: chat.id, value: 'x', attachments: ['00000000-0000-4000-8000-000000000000'] } },
      { token: staff },
    );
    expect(JSON.stringify(attach.errors?.[0]?.extensions)).toContain('chat.attachmentUnknown');
    expect((await chatsOf(staff))[0]!.lastMessage).toBe(chat.lastMessage);
  });

  it('sends a picture without words; the list names it and the contact card shows it among the media', async () => {
    const chat = (await chatsOf(staff)).find((c) => c.contactId === adminId)!;
    const [picture] = await db()
      .insert(files)
      .values({
        ownerId: staffId,
        kind: 'photo',
        filename: 'whiteboard.png',
        mimeType: 'image/png',
        size: 3,
        storageKey: 'w',
      })
      .returning();
    const sent = await gql<{ sendChatMessage: { value: string; attachments: { name: string; url: string }[] } }>(
      t,
      SEND,
      { input: { chatId: chat.id, value: '', attachments: [picture!.id] } },
      { token: staff },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendChatMessage).toMatchObject({ value: '', attachments: [{ name: 'whiteboard.png' }] });
    expect((await chatsOf(staff)).find((c) => c.id === chat.id)!.lastMessage).toBe('whiteboard.png');
    const card = await gql<{ chatContact: { attachments: { media: { name: string }[] } } }>(
      t,
      CONTACT_ONE,
      { id: staffId },
      { token: admin },
    );
    expect(card.data!.chatContact.attachments.media.map((m) => m.name)).toContain('whiteboard.png');
  });

  it('gives another user’s chat as NOT_FOUND for every operation', async () => {
    const adminChat = (await chatsOf(admin))[0]!;
    const attempts: [string, Record<string, unknown>][] = [
      [ONE_CHAT, { id: adminChat.id }],
      [MESSAGES, { input: { chatId: adminChat.id } }],
      [SEND, { input: { chatId: adminChat.id, value: 'Not mine' } }],
      [READ, { chatId: adminChat.id }],
      [MUTE, { input: { chatId: adminChat.id, muted: true } }],
    ];
    for (const [query, variables] of attempts) {
      const r = await gql(t, query, variables, { token: staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const [row] = await db().select().from(chatChats).where(eq(chatChats.id, adminChat.id));
    expect(row!.muted).toBe(false);
    const start = await gql(t, START, { contactId: seekerId }, { token: staff });
    expect(start.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const self = await gql(t, START, { contactId: staffId }, { token: staff });
    expect(self.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'chat.notYourself' });
    const again = await gql<{ startChat: Chat }>(t, START, { contactId: adminId }, { token: staff });
    expect(again.data!.startChat.id).toBe((await chatsOf(staff))[0]!.id);
  });

  it('refuses a guest and a job seeker for every operation', async () => {
    const chatId = (await chatsOf(staff))[0]!.id;
    const ops: [string, Record<string, unknown>][] = [
      [CHATS, {}],
      [ONE_CHAT, { id: chatId }],
      [PROFILE, {}],
      [CONTACTS, {}],
      [CONTACT_ONE, { id: adminId }],
      [MESSAGES, { input: { chatId } }],
      [UPDATE_PROFILE, { input: { status: 'away' } }],
      [START, { contactId: adminId }],
      [SEND, { input: { chatId, value: 'hello' } }],
      [READ, { chatId }],
      [MUTE, { input: { chatId, muted: true } }],
    ];
    for (const [query, variables] of ops) {
      const guest = await gql(t, query, variables);
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const job = await gql(t, query, variables, { token: seeker });
      expect(job.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await db().select().from(chatProfiles).where(eq(chatProfiles.userId, seekerId))).toHaveLength(0);
  });

  it('gives a staff member added later an empty profile and no conversation on first opening', async () => {
    const [made] = await db()
      .insert(users)
      .values({
        email: `new.staff.${kind}@cpa-careers.test`,
        passwordHash: (await db().select().from(users).where(eq(users.id, staffId)))[0]!.passwordHash,
        displayName: 'Nora New',
        role: ['staff', 'user'],
        emailVerified: true,
      })
      .returning();
    const token = await signInAs(t, made!.email, DEMO.staff[1]);
    expect(await chatsOf(token)).toEqual([]);
    const profile = await gql<{ chatProfile: { name: string; status: string; about: string } }>(
      t,
      PROFILE,
      {},
      { token },
    );
    expect(profile.data!.chatProfile).toMatchObject({ name: 'Nora New', about: '' });
    expect(await db().select().from(chatProfiles).where(eq(chatProfiles.userId, made!.id))).toHaveLength(1);
    // Nothing was written to anyone else either: the administrator has no chat with them.
    expect((await chatsOf(admin)).some((c) => c.contactId === made!.id)).toBe(false);
    expect(await chatsOf(token)).toEqual([]);
  });

  it('shows a person offline without a live connection and their chosen presence while connected, live', async () => {
    const statusOfAdmin = async () => (await chatsOf(staff))[0]!.contact.status;
    const staffClient = liveClient(t.app, staff);
    try {
      const changes = collect<{ chatContactChanged: { id: string; status: string } }>(staffClient, CONTACT_LIVE);
      // The staff member's connection is open (the admin sees them present) and their subscription
      // sent, before the admin's presence changes: on a loaded machine the change once came first.
      await poll(async () => (await chatsOf(admin)).find((c) => c.contact.id === staffId)?.contact.status).not.toBe(
        'offline',
      );
      await sleep(300);
      await poll(statusOfAdmin).toBe('offline');
      await gql(t, UPDATE_PROFILE, { input: { status: 'away' } }, { token: admin });
      // Chosen while not connected: still offline to the others.
      expect(await statusOfAdmin()).toBe('offline');
      const card = await gql<{ chatContact: Contact }>(t, CONTACT_ONE, { id: adminId }, { token: staff });
      expect(card.data!.chatContact.status).toBe('offline');

      // Two tabs of the admin: connected while either is open.
      const tabs = [await openConnection(t.app, admin), await openConnection(t.app, admin)];
      await poll(statusOfAdmin).toBe('away');
      const list = await gql<{ chatContacts: Contact[] }>(t, CONTACTS, { search: 'selin' }, { token: staff });
      expect(list.data!.chatContacts[0]!.status).toBe('away');
      // The staff member's open chat heard of it without asking.
      await poll(() => changes.results.some((c) => c.data?.chatContactChanged.status === 'away')).toBe(true);
      expect(changes.results.every((c) => c.data?.chatContactChanged.id === adminId)).toBe(true);

      await tabs[0]!.dispose();
      await sleep(300);
      expect(await statusOfAdmin()).toBe('away');
      await tabs[1]!.dispose();
      await poll(statusOfAdmin).toBe('offline');
      await poll(() => changes.results.at(-1)?.data?.chatContactChanged.status).toBe('offline');
      // Their own profile keeps what they chose.
      const own = await gql<{ chatProfile: { status: string } }>(t, PROFILE, {}, { token: admin });
      expect(own.data!.chatProfile.status).toBe('away');

      // Back again: the chosen presence shows again.
      const again = await openConnection(t.app, admin);
      await poll(statusOfAdmin).toBe('away');
      await again.dispose();
      await poll(statusOfAdmin).toBe('offline');
    } finally {
      await gql(t, UPDATE_PROFILE, { input: { status: 'online' } }, { token: admin });
      await staffClient.dispose();
    }
  });

  it('delivers a message live to the recipient and to the sender, and refuses a job seeker', async () => {
    const adminClient = liveClient(t.app, admin);
    const staffClient = liveClient(t.app, staff);
    const seekerClient = liveClient(t.app, seeker);
    try {
      const adminLive = collect<LiveEvent>(adminClient, LIVE);
      const staffLive = collect<LiveEvent>(staffClient, LIVE);
      const seekerLive = collect<LiveEvent>(seekerClient, LIVE);
      await sleep(400);
      const staffChat = (await chatsOf(staff))[0]!;
      await gql(t, SEND, { input: { chatId: staffChat.id, value: 'Live: are you there?' } }, { token: staff });
      await adminLive.next(1);
      await staffLive.next(1);
      const got = adminLive.results[0]!.data!.chatMessageArrived;
      expect(got.message).toMatchObject({ contactId: staffId, value: 'Live: are you there?' });
      expect(got.chat).toMatchObject({ lastMessage: 'Live: are you there?', contact: { name: 'Omar Staff' } });
      expect(got.chat.unreadCount).toBeGreaterThan(0);
      expect(staffLive.results[0]!.data!.chatMessageArrived.message).toMatchObject({
        chatId: staffChat.id,
        contactId: null,
      });
      await seekerLive.settled(1500);
      expect(seekerLive.results.filter((r) => r.data)).toHaveLength(0);
    } finally {
      await Promise.all([adminClient.dispose(), staffClient.dispose(), seekerClient.dispose()]);
    }
  });
});

// Two server processes behind a load balancer: one database, one Redis. The recipient's browser
// is connected to server B; the message is sent through server A.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl && process.env.TEST_DATABASE_URL)('chat messages through Redis between two servers', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondServer>>;

  beforeAll(async () => {
    a = await createTestApp('postgresql', { redisUrl });
    await seedIfEmpty(a.app.services.database.db);
    b = await secondServer(a.config);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message sent through one server to the recipient connected to the other', async () => {
    const admin = await signInAs(a, ...DEMO.admin);
    const staff = await signInAs(a, ...DEMO.staff);
    const client = liveClient(b, admin);
    try {
      const live = collect<LiveEvent>(client, LIVE);
      await sleep(600);
      const chats = await gql<{ chats: Chat[] }>(a, CHATS, {}, { token: staff });
      const sent = await gql(
        a,
        SEND,
        { input: { chatId: chats.data!.chats[0]!.id, value: 'Through Redis: hello from server A' } },
        { token: staff },
      );
      expect(sent.errors).toBeUndefined();
      await live.next(1);
      expect(live.results[0]?.data?.chatMessageArrived.message).toMatchObject({
        value: 'Through Redis: hello from server A',
      });
    } finally {
      await client.dispose();
    }
  });

  it('shows a person connected to one server with their chosen presence through the other, offline once gone', async () => {
    const admin = await signInAs(a, ...DEMO.admin);
    const staff = await signInAs(a, ...DEMO.staff);
    const statusOfAdmin = async () => {
      const r = await gql<{ chats: Chat[] }>(a, CHATS, {}, { token: staff });
      return r.data!.chats.find((c) => c.contact.name === 'Selin Admin')!.contact.status;
    };
    await gql(a, UPDATE_PROFILE, { input: { status: 'do-not-disturb' } }, { token: admin });
    await expect.poll(statusOfAdmin).toBe('offline');
    // The staff member's browser is on server A; the admin's on server B.
    const staffClient = liveClient(a.app, staff);
    let adminClient: Awaited<ReturnType<typeof openConnection>> | undefined;
    try {
      const changes = collect<{ chatContactChanged: { status: string } }>(staffClient, CONTACT_LIVE);
      await sleep(600);
      adminClient = await openConnection(b, admin);
      await expect.poll(statusOfAdmin, { timeout: 10_000 }).toBe('do-not-disturb');
      await expect
        .poll(() => changes.results.some((c) => c.data?.chatContactChanged.status === 'do-not-disturb'), {
          timeout: 10_000,
        })
        .toBe(true);
      await adminClient.dispose();
      adminClient = undefined;
      await expect.poll(statusOfAdmin, { timeout: 10_000 }).toBe('offline');
      await expect
        .poll(() => changes.results.at(-1)?.data?.chatContactChanged.status, { timeout: 10_000 })
        .toBe('offline');
    } finally {
      await gql(a, UPDATE_PROFILE, { input: { status: 'online' } }, { token: admin });
      await Promise.all([staffClient.dispose(), adminClient?.dispose()]);
    }
  });
});
