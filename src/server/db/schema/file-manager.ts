import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { FileManagerType } from '../../../domain/file-manager-schemas.ts';
import { files } from './files.ts';
import { users } from './users.ts';

// The file manager's folders and files (SPEC file_manager_item), each user's own tree. A file's
// bytes are an upload (files, kind document); deleting the upload takes its item with it.
export const fileManagerItems = pgTable(
  'file_manager_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The folder it is in; null at the root. A folder's rows go with it. */
    folderId: uuid('folder_id').references((): AnyPgColumn => fileManagerItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<FileManagerType>().notNull(),
    /** The upload holding a file's bytes; null for a folder. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    /** A file's size in bytes (an upload never changes); null for a folder. */
    size: integer('size'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One name once per folder, whatever its case (the root is the all-zero folder here).
    uniqueIndex('file_manager_items_owner_folder_name_idx').on(
      t.ownerId,
      sql`coalesce(${t.folderId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('file_manager_items_file_idx').on(t.fileId),
    index('file_manager_items_folder_idx').on(t.folderId),
  ],
);

/** The users whose file manager has been given its starter folders and files (once). */
export const fileManagerStarters = pgTable(
  'file_manager_starters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
