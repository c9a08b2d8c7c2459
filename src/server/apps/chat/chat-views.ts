import { filePath } from '../../../domain/file-paths.ts';
import type { UserRow } from '../../db/rows.ts';
import type { chatChats, chatMessages, chatProfiles, ChatAttachmentJson } from '../../db/schema/index.ts';

// What the API gives of the chat's rows (SPEC section 3), as each person sees them.

export type ChatRow = typeof chatChats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatProfileRow = typeof chatProfiles.$inferSelect;
export type ChatPerson = Pick<UserRow, 'id' | 'displayName' | 'email' | 'photoUrl' | 'mobile' | 'dateOfBirth'>;

/** The user columns a chat reads of a person. */
export const PERSON_COLUMNS = ['id', 'displayName', 'email', 'photoUrl', 'mobile', 'dateOfBirth'] as const;

export const attachmentView = (a: ChatAttachmentJson) => ({
  fileId: a.fileId,
  type: a.type,
  name: a.name,
  size: a.size,
  url: filePath(a.fileId),
});

/**
 * A person as the others see them in the chat (SPEC chat_contact, without the shared files): the
 * presence they chose while they have a live connection open, offline while they have none.
 */
export function contactView(person: ChatPerson, profile: ChatProfileRow | undefined, connected: boolean) {
  const emails = [{ email: person.email, label: 'Work' }, ...(profile?.emails ?? [])];
  const phones = [
    ...(person.mobile ? [{ country: '', phoneNumber: person.mobile, label: 'Mobile' }] : []),
    ...(profile?.phoneNumbers ?? []),
  ];
  return {
    id: person.id,
    name: person.displayName,
    avatar: person.photoUrl || null,
    background: profile?.background || null,
    about: profile?.about ?? '',
    status: connected ? (profile?.status ?? 'offline') : 'offline',
    details: {
      emails: dedupe(emails, (e) => e.email.toLowerCase()),
      phoneNumbers: dedupe(phones, (p) => p.phoneNumber.replace(/\D/g, '')),
      title: profile?.title || null,
      company: profile?.company || null,
      birthday: person.dateOfBirth ?? null,
      address: profile?.address || null,
    },
    /** Only a single contact's card carries what was shared (getChatContact). */
    attachments: null as null | {
      media: ReturnType<typeof attachmentView>[];
      docs: ReturnType<typeof attachmentView>[];
      links: string[];
    },
  };
}
export type ContactView = ReturnType<typeof contactView>;

/** The signed-in person's own chat profile (SPEC chat_profile). */
export const profileView = (person: ChatPerson, profile: ChatProfileRow) => ({
  id: person.id,
  name: person.displayName,
  email: person.email,
  status: profile.status,
  avatar: person.photoUrl || null,
  about: profile.about,
});

export const chatView = (row: ChatRow, contact: ContactView) => ({
  id: row.id,
  contactId: row.contactId,
  contact,
  unreadCount: row.unreadCount,
  muted: row.muted,
  lastMessage: row.lastMessage || null,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
});

/** A message as the owner of `chatId` sees it: contactId is null for their own (SPEC chat_message). */
export const messageView = (row: ChatMessageRow, viewerId: string, chatId: string) => ({
  id: row.id,
  chatId,
  contactId: row.senderId === viewerId ? null : row.senderId,
  value: row.value,
  attachments: row.attachments.map(attachmentView),
  createdAt: row.createdAt.toISOString(),
});

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
