import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fileKindEnum } from './enums.ts';
import { users } from './users.ts';

/** Uploaded files (résumés, logos, photos). The bytes live in the file store; this is the record. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: fileKindEnum('kind').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_kind_idx').on(t.ownerId, t.kind)],
);
