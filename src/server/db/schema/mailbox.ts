import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailFolder, MailLabelSlug } from '../../../domain/mailbox-schemas.ts';
import { users } from './users.ts';

/** A person on a mail: a portal user (id) or, in the demo mail, someone outside it. */
export interface MailPersonJson {
  id?: string;
  name: string;
  email: string;
}

/** An uploaded file (files table) attached to a mail, with what the list shows of it. */
export interface MailAttachmentJson {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

// The mailbox app's mail (SPEC section 3, mailbox_mail). Each mailbox owner has their own copy of
// a message (the sender's in `sent`, each recipient's in `inbox`), with its own flags, folder and
// labels; `messageId` ties the copies of one sending together.
export const mailboxMails = pgTable(
  'mailbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').notNull().defaultRandom(),
    fromPerson: jsonb('from_person').$type<MailPersonJson>().notNull(),
    toPeople: jsonb('to_people').$type<MailPersonJson[]>().notNull().default([]),
    ccPeople: jsonb('cc_people').$type<MailPersonJson[]>().notNull().default([]),
    bccPeople: jsonb('bcc_people').$type<MailPersonJson[]>().notNull().default([]),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    subject: text('subject').notNull().default(''),
    /** Sanitized HTML (only the allow-listed tags). */
    content: text('content').notNull().default(''),
    /** The content's words without markup: what the search reads and the list previews. */
    contentText: text('content_text').notNull().default(''),
    attachments: jsonb('attachments').$type<MailAttachmentJson[]>().notNull().default([]),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    unread: boolean('unread').notNull().default(false),
    folder: text('folder').$type<MailFolder>().notNull(),
    labels: text('labels')
      .array()
      .$type<MailLabelSlug[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('mailbox_mails_owner_folder_idx').on(t.ownerId, t.folder, t.date.desc(), t.id.desc()),
    index('mailbox_mails_owner_date_idx').on(t.ownerId, t.date.desc(), t.id.desc()),
  ],
);

/** The users whose mailbox has been given its starter mail (once, on first opening or by the seed). */
export const mailboxStarters = pgTable(
  'mailbox_starters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
