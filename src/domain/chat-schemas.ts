import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { catalog } from './messages.ts';
import { CHAT_ABOUT_MAX_LENGTH, CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS } from './chat-texts.ts';
export * from './chat-texts.ts';

// The chat app (SPEC section 3: chat_chat, chat_message, chat_contact, chat_profile): staff and
// admins write to each other. Each person has their own chat row per contact (unread count,
// muted, last message); a message is stored once, between its sender and its recipient. The same
// schemas check the chat's forms and the API.

/** Presence (SPEC section 4): set by each person on their own profile, shown beside them to others. */
export const CHAT_STATUSES = ['online', 'away', 'do-not-disturb', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_MESSAGES_PAGE = 50;
export const CHAT_MESSAGES_PAGE_MAX = 200;

export const CHAT_MESSAGES = catalog('chat', CHAT_TEXTS);
const M = CHAT_MESSAGES;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string({ error: M.notFound }).regex(UUID, M.notFound);

export const chatStatusSchema = z.enum(CHAT_STATUSES, { error: M.statusInvalid });

/** The signed-in person's own chat profile: presence and a line about themselves. */
export const chatProfileSchema = z.strictObject({
  status: chatStatusSchema.optional(),
  about: z.string({ error: M.aboutTooLong }).trim().max(CHAT_ABOUT_MAX_LENGTH, M.aboutTooLong).optional(),
});
export type ChatProfileInput = z.infer<typeof chatProfileSchema>;

/** A message: words, files, or both (a picture needs no caption). */
export const chatMessageSchema = z
  .strictObject({
    chatId: uuid,
    value: z.string({ error: M.messageRequired }).trim().max(CHAT_MESSAGE_MAX_LENGTH, M.messageTooLong).default(''),
    /** Ids of the sender's uploads (POST /api/files). */
    attachments: z
      .array(z.string().regex(UUID, M.attachmentUnknown), { error: M.attachmentUnknown })
      .max(CHAT_ATTACHMENTS_MAX, M.tooManyAttachments)
      .default([]),
  })
  .refine((m) => m.value.length > 0 || m.attachments.length > 0, { message: M.messageRequired, path: ['value'] });
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

export const chatMessagesQuerySchema = z.strictObject({
  chatId: uuid,
  /** Older than this message (its id): the page before. */
  before: z.string().max(200, M.pageTokenInvalid).optional(),
  limit: z.number().int().min(1).max(CHAT_MESSAGES_PAGE_MAX).optional(),
});

export const chatMuteSchema = z.strictObject({ chatId: uuid, muted: z.boolean() });

export const chatSearchSchema = z.string().trim().max(SEARCH_TEXT_MAX_LENGTH, M.searchTooLong).optional();

/** Addresses in a message's words: the contact panel's shared links. */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
