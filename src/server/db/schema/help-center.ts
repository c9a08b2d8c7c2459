import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FaqText, GuideText, HelpCenterCategoryKind } from '../../../domain/help-center-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import { languageEnum } from './enums.ts';
import { users } from './users.ts';

/** A text in each language it is written in; English is always there (the fallback). */
export type Translations<T> = { en: T } & Partial<Record<Language, T>>;

// The help center's categories (fixed by the specification: five of questions, five of guides).
export const helpCenterCategories = pgTable(
  'help_center_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<HelpCenterCategoryKind>().notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Translations<string>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('help_center_categories_kind_slug_idx').on(t.kind, t.slug)],
);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// A question and its answer, per language; `position` orders a category's questions (staff reorder).
export const helpCenterFaqs = pgTable(
  'help_center_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpCenterCategories.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<Translations<FaqText>>().notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('help_center_faqs_category_idx').on(t.categoryId, t.position)],
);

// A guide (an article of sanitized HTML), per language; its slug names it in the address.
export const helpCenterGuides = pgTable(
  'help_center_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpCenterCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    texts: jsonb('texts').$type<Translations<GuideText>>().notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('help_center_guides_category_idx').on(t.categoryId, t.position)],
);

// What people sent through the support form (kept, so nothing is lost if the mail is).
export const helpCenterSupportRequests = pgTable('help_center_support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: languageEnum('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
