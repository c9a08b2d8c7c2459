import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatStatus } from '../../../domain/chat-schemas.ts';
import { users } from './users.ts';

/** An uploaded file (files table) sent with a chat message. */
export interface ChatAttachmentJson {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

/** A phone number on a chat profile (SPEC chat_contact details.phoneNumbers). */
export interface ChatPhoneJson {
  country: string;
  phoneNumber: string;
  label: string;
}

/** An e-mail on a chat profile (SPEC chat_contact details.emails). */
export interface ChatEmailJson {
  email: string;
  label: string;
}

// A workspace member's chat profile (SPEC chat_profile, and what others see of them as a
// chat_contact): presence, a line about them and their work details. Name, avatar and the main
// e-mail come from the user's account; this row holds what the chat adds.
export const chatProfiles = pgTable('chat_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<ChatStatus>().notNull().default('online'),
  about: text('about').notNull().default(''),
  title: text('title').notNull().default(''),
  company: text('company').notNull().default(''),
  background: text('background').notNull().default(''),
  emails: jsonb('emails').$type<ChatEmailJson[]>().notNull().default([]),
  phoneNumbers: jsonb('phone_numbers').$type<ChatPhoneJson[]>().notNull().default([]),
  address: text('address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

// One person's side of a conversation with a contact (SPEC chat_chat): each side has its own
// unread count and mute; the last message is kept here so the list reads one table.
export const chatChats = pgTable(
  'chat_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_chats_owner_contact_key').on(t.ownerId, t.contactId),
    index('chat_chats_owner_last_idx').on(t.ownerId, t.lastMessageAt.desc()),
  ],
);

// A message between two workspace members (SPEC chat_message), stored once: each side's chat
// reads the messages of its pair.
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    attachments: jsonb('attachments').$type<ChatAttachmentJson[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The pair, either way round, newest first: (least, greatest) of the two ids.
    index('chat_messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.createdAt.desc(),
    ),
  ],
);
