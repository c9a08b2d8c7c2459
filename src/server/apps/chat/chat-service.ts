import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import {
  CHAT_MESSAGES as M,
  CHAT_MESSAGES_PAGE,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatMuteSchema,
  chatProfileSchema,
  chatSearchSchema,
  linksIn,
} from '../../../domain/chat-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/retry.ts';
import type { UserRow } from '../../db/rows.ts';
import { chatChats, chatMessages, chatProfiles, users, type ChatAttachmentJson } from '../../db/schema/index.ts';
import { attachableFiles } from '../../files/index.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { parseInput } from '../../lib/validate.ts';
import { ownsWorkspaceRecord, workspaceMember } from '../../policies/workspace-apps.ts';
import type { LivePublisher, PresenceReader } from '../live/index.ts';
import { announceChatMessage, CHAT_CONTACT_CHANGED, CHAT_UPDATED } from './chat-events.ts';
import { ensureChatProfile } from './chat-profile.ts';
import {
  attachmentView,
  chatView,
  contactView,
  messageView,
  profileView,
  type ChatMessageRow,
  type ChatPerson,
  type ChatRow,
  type ContactView,
} from './chat-views.ts';

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const contactNotFound = () => new AppError('NOT_FOUND', M.contactNotFound);

const personColumns = {
  id: users.id,
  displayName: users.displayName,
  email: users.email,
  photoUrl: users.photoUrl,
  mobile: users.mobile,
  dateOfBirth: users.dateOfBirth,
};

/**
 * Workspace members (staff, admins) with their chat profiles, by id; others are left out. Each
 * shows the presence they chose only while they have a live connection open (else offline).
 */
async function contactsByIds(db: Db | Tx, presence: PresenceReader, ids: string[]): Promise<Map<string, ContactView>> {
  const unique = [...new Set(ids)].filter(isId);
  if (unique.length === 0) return new Map();
  const [rows, connected] = await Promise.all([
    db
      .select({ person: personColumns, profile: chatProfiles })
      .from(users)
      .leftJoin(chatProfiles, eq(chatProfiles.userId, users.id))
      .where(and(inArray(users.id, unique), workspaceMember())),
    presence.connected(unique),
  ]);
  return new Map(
    rows.map((r) => [r.person.id, contactView(r.person, r.profile ?? undefined, connected.has(r.person.id))]),
  );
}

/**
 * Tells the people who talk with this person that their presence changed (they chose another, or
 * their first live connection opened or their last one closed), so their chat lists follow live.
 */
export async function announceChatPresence(
  db: Db,
  live: LivePublisher,
  presence: PresenceReader,
  userId: string,
): Promise<void> {
  const contact = (await contactsByIds(db, presence, [userId])).get(userId);
  if (!contact) return;
  const partners = await db
    .select({ ownerId: chatChats.ownerId })
    .from(chatChats)
    .where(eq(chatChats.contactId, userId));
  for (const p of partners) await live.publish(p.ownerId, CHAT_CONTACT_CHANGED, { chatContactChanged: contact });
}

/** The signed-in person's own chat profile (made, empty, on first opening). */
export async function getChatProfile(db: Db, user: UserRow) {
  const profile = await ensureChatProfile(db, user);
  return profileView(user as ChatPerson, profile);
}

/** Changes one's own presence or about line. */
export async function updateChatProfile(
  db: Db,
  live: LivePublisher,
  presence: PresenceReader,
  user: UserRow,
  input: unknown,
) {
  const data = parseInput(chatProfileSchema, input);
  await ensureChatProfile(db, user);
  const changes = {
    ...(data.status ? { status: data.status } : {}),
    ...(data.about !== undefined ? { about: data.about } : {}),
  };
  // Nothing to change (an empty form) is not an error: the profile as it is.
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(chatProfiles).set(changes).where(eq(chatProfiles.userId, user.id)).returning()
      : await db.select().from(chatProfiles).where(eq(chatProfiles.userId, user.id));
  // The people who talk with them see the new presence without a reload.
  if (data.status) await announceChatPresence(db, live, presence, user.id);
  return profileView(user as ChatPerson, row!);
}

/** The workspace's other staff and admins one can write to, matching a name or address. */
export async function listChatContacts(
  db: Db,
  presence: PresenceReader,
  user: UserRow,
  search: unknown,
): Promise<ContactView[]> {
  const text = parseInput(chatSearchSchema, search ?? '');
  await ensureChatProfile(db, user);
  const rows = await db
    .select({ person: personColumns, profile: chatProfiles })
    .from(users)
    .leftJoin(chatProfiles, eq(chatProfiles.userId, users.id))
    .where(
      and(
        workspaceMember(),
        ne(users.id, user.id),
        text
          ? or(ilike(users.displayName, containsPattern(text)), ilike(users.email, containsPattern(text)))
          : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(200);
  const connected = await presence.connected(rows.map((r) => r.person.id));
  return rows.map((r) => contactView(r.person, r.profile ?? undefined, connected.has(r.person.id)));
}

const pairOf = (a: string, b: string): SQL =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.recipientId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.recipientId, a)),
  ) as SQL;

/**
 * A workspace member's contact card with what the two of them shared (SPEC chat_contact
 * attachments: images as media, other files as docs, and the links in their messages).
 */
export async function getChatContact(db: Db, presence: PresenceReader, user: UserRow, id: string) {
  if (!isId(id) || id === user.id) throw contactNotFound();
  const contact = (await contactsByIds(db, presence, [id])).get(id);
  if (!contact) throw contactNotFound();
  const shared = await db
    .select({ value: chatMessages.value, attachments: chatMessages.attachments })
    .from(chatMessages)
    .where(pairOf(user.id, id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(500);
  const files = shared.flatMap((m) => m.attachments);
  return {
    ...contact,
    attachments: {
      media: files.filter((f) => f.type.startsWith('image/')).map(attachmentView),
      docs: files.filter((f) => !f.type.startsWith('image/')).map(attachmentView),
      links: [...new Set(shared.flatMap((m) => linksIn(m.value)))],
    },
  };
}

/** The person's conversations, the latest first, each with its contact. */
export async function listChats(db: Db, presence: PresenceReader, user: UserRow) {
  await ensureChatProfile(db, user);
  const rows = await db
    .select()
    .from(chatChats)
    .where(eq(chatChats.ownerId, user.id))
    .orderBy(sql`${chatChats.lastMessageAt} desc nulls last`, desc(chatChats.createdAt));
  const contacts = await contactsByIds(
    db,
    presence,
    rows.map((r) => r.contactId),
  );
  // A contact who left the workspace (no longer staff) drops out of the list.
  return rows.filter((r) => contacts.has(r.contactId)).map((r) => chatView(r, contacts.get(r.contactId)!));
}

/** The owner's chat with this id; anyone else's is NOT_FOUND. */
async function ownChat(db: Db | Tx, user: UserRow, id: string): Promise<ChatRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(chatChats).where(eq(chatChats.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw notFound();
  return row;
}

async function viewOf(db: Db | Tx, presence: PresenceReader, row: ChatRow) {
  const contact = (await contactsByIds(db, presence, [row.contactId])).get(row.contactId);
  if (!contact) throw contactNotFound();
  return chatView(row, contact);
}

export async function getChat(db: Db, presence: PresenceReader, user: UserRow, id: string) {
  return viewOf(db, presence, await ownChat(db, user, id));
}

/** Opens (or finds) one's conversation with a workspace member. */
export async function startChat(db: Db, presence: PresenceReader, user: UserRow, contactId: string) {
  if (!isId(contactId)) throw contactNotFound();
  if (contactId === user.id) throw new AppError('BAD_USER_INPUT', M.notYourself);
  if (!(await contactsByIds(db, presence, [contactId])).has(contactId)) throw contactNotFound();
  await db.insert(chatChats).values({ ownerId: user.id, contactId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatChats)
    .where(and(eq(chatChats.ownerId, user.id), eq(chatChats.contactId, contactId)));
  return viewOf(db, presence, row!);
}

export interface ChatMessagePage {
  items: ReturnType<typeof messageView>[];
  /** Pass as `before` for the older messages; null when there are none. */
  nextToken: string | null;
}

const encodeToken = (row: Pick<ChatMessageRow, 'createdAt' | 'id'>) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

function decodeToken(token: string): { at: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as [unknown, unknown];
    const at = new Date(String(iso));
    if (typeof id === 'string' && isId(id) && !Number.isNaN(at.getTime())) return { at, id };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('BAD_USER_INPUT', M.pageTokenInvalid);
}

/** A page of one's conversation, oldest first within the page; `before` pages back in time. */
export async function listChatMessages(db: Db, user: UserRow, input: unknown): Promise<ChatMessagePage> {
  const data = parseInput(chatMessagesQuerySchema, input);
  const chat = await ownChat(db, user, data.chatId);
  const before = data.before ? decodeToken(data.before) : undefined;
  const limit = data.limit ?? CHAT_MESSAGES_PAGE;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        pairOf(user.id, chat.contactId),
        before
          ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return {
    items: page.reverse().map((r) => messageView(r, user.id, chat.id)),
    nextToken: more ? encodeToken(page[0]!) : null,
  };
}

/** The files these ids name, all uploaded by the sender. */
const attachmentsOf = (db: Db, user: UserRow, ids: string[]): Promise<ChatAttachmentJson[]> =>
  attachableFiles(db, user.id, ids, () => new AppError('BAD_USER_INPUT', M.attachmentUnknown));

/** What the list shows of a message: its words, or the name of what it carries. */
const summaryOf = (value: string, attachments: ChatAttachmentJson[]) =>
  (value || attachments.map((a) => a.name).join(', ')).slice(0, 300);

/**
 * Sends a message in one's chat: stored once, the sender's chat and the recipient's (made if
 * they had none) get it as their last message, the recipient's unread count goes up; then both
 * sides' open browsers hear of it, and the recipient gets a notification unless they muted the chat.
 */
export async function sendChatMessage(
  db: Db,
  live: LivePublisher,
  presence: PresenceReader,
  user: UserRow,
  input: unknown,
) {
  const data = parseInput(chatMessageSchema, input);
  const chat = await ownChat(db, user, data.chatId);
  const contacts = await contactsByIds(db, presence, [chat.contactId, user.id]);
  if (!contacts.has(chat.contactId)) throw contactNotFound();
  const attachments = await attachmentsOf(db, user, data.attachments);
  const summary = summaryOf(data.value, attachments);
  // A→B and B→A at the same moment each write both people's chat rows. Taken in the order of their
  // owners' ids, both transactions wait for the same row first instead of each holding the row
  // the other needs (a deadlock); the retry covers what ordering cannot (see db/retry.ts).
  const { message, mine, theirs } = await inTransaction(db, async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({ senderId: user.id, recipientId: chat.contactId, value: data.value, attachments })
      .returning();
    const at = message!.createdAt;
    const updateMine = async () =>
      (
        await tx
          .update(chatChats)
          .set({ lastMessage: summary, lastMessageAt: at })
          .where(eq(chatChats.id, chat.id))
          .returning()
      )[0];
    const upsertTheirs = async () =>
      (
        await tx
          .insert(chatChats)
          .values({
            ownerId: chat.contactId,
            contactId: user.id,
            unreadCount: 1,
            lastMessage: summary,
            lastMessageAt: at,
          })
          .onConflictDoUpdate({
            target: [chatChats.ownerId, chatChats.contactId],
            set: { unreadCount: sql`${chatChats.unreadCount} + 1`, lastMessage: summary, lastMessageAt: at },
          })
          .returning()
      )[0];
    let mine: ChatRow | undefined;
    let theirs: ChatRow | undefined;
    if (user.id < chat.contactId) {
      mine = await updateMine();
      theirs = await upsertTheirs();
    } else {
      theirs = await upsertTheirs();
      mine = await updateMine();
    }
    return { message: message!, mine: mine!, theirs: theirs! };
  });
  const me = contacts.get(user.id) ?? contactView(user as ChatPerson, undefined, false);
  await announceChatMessage(db, live, {
    sender: { chat: chatView(mine, contacts.get(chat.contactId)!), message: messageView(message, user.id, mine.id) },
    recipient: { chat: chatView(theirs, me), message: messageView(message, theirs.ownerId, theirs.id) },
    recipientId: theirs.ownerId,
    senderId: user.id,
    senderName: user.displayName,
  });
  return messageView(message, user.id, mine.id);
}

/** Marks one's chat read (its unread count back to zero). */
export async function markChatRead(
  db: Db,
  live: LivePublisher,
  presence: PresenceReader,
  user: UserRow,
  chatId: string,
) {
  const chat = await ownChat(db, user, chatId);
  const [row] = await db.update(chatChats).set({ unreadCount: 0 }).where(eq(chatChats.id, chat.id)).returning();
  const view = await viewOf(db, presence, row!);
  await live.publish(user.id, CHAT_UPDATED, { chatUpdated: view });
  return view;
}

/** Mutes or unmutes one's chat: a muted chat's messages leave no notification. */
export async function setChatMuted(
  db: Db,
  live: LivePublisher,
  presence: PresenceReader,
  user: UserRow,
  input: unknown,
) {
  const data = parseInput(chatMuteSchema, input);
  const chat = await ownChat(db, user, data.chatId);
  const [row] = await db.update(chatChats).set({ muted: data.muted }).where(eq(chatChats.id, chat.id)).returning();
  const view = await viewOf(db, presence, row!);
  await live.publish(user.id, CHAT_UPDATED, { chatUpdated: view });
  return view;
}
