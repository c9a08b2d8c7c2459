import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** Bytes as PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array (made a Buffer here). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded bytes kept in the database (FILE_STORE=database), keyed like the other stores' keys
 * (`files.storage_key`): with several server processes on one PostgreSQL, every process reads
 * what another stored, without a bucket to run. Not a foreign key, as a bucket object is not one:
 * the seed and the workspace apps store bytes before their record, and deleting writes after it.
 */
export const fileContents = pgTable('file_contents', {
  storageKey: text('storage_key').primaryKey(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
