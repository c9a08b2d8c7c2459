import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BuiltInContactTag, ContactEmail, ContactPhone } from '../../../domain/contacts-schemas.ts';
import { users } from './users.ts';

// The contacts app (SPEC section 3, contact and contact tag): each staff member's own address book.

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An uploaded photo's address (/api/files/<id>), the owner's own upload. */
    avatar: text('avatar'),
    /** An uploaded picture for the top of the contact's card. */
    background: text('background'),
    name: text('name').notNull(),
    emails: jsonb('emails').$type<ContactEmail[]>().notNull(),
    /** Each number in its country's international format. */
    phoneNumbers: jsonb('phone_numbers').$type<ContactPhone[]>().notNull(),
    title: text('title'),
    company: text('company'),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    notes: text('notes'),
    /** Ids of the owner's contact tags. */
    tags: uuid('tags')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // The list reads one owner's contacts in name order, page after page.
  (t) => [index('contacts_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`, t.id)],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Set on the tags every address book starts with, so the interface can name them in its language. */
    builtIn: text('built_in').$type<BuiltInContactTag>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_tags_owner_title_idx').on(t.ownerId, sql`lower(${t.title})`)],
);

/** The users whose address book has been given its starter contacts (once, on first opening or by the seed). */
export const contactsStarters = pgTable(
  'contacts_starters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
