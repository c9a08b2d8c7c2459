import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileContents } from '../db/schema/index.ts';
import type { FileStore } from './file-store.ts';

/** The same keys the other stores take: `kind/owner/id`, never an empty, "." or ".." segment. */
function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.length > 1024 || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`invalid storage key ${key}`);
  return key;
}

/**
 * Uploaded bytes in the `file_contents` table, so every server process on one PostgreSQL serves
 * what any of them stored, and a pg_dump holds them. An upload is at most 5 MB: one row, read whole
 * in one statement, as the local and S3 stores read a file whole.
 */
export function createDatabaseFileStore(db: Db): FileStore {
  return {
    async put(key, body) {
      // Storing under a key again replaces the bytes, as a file or an S3 object is overwritten
      // (the seed stores the demo logos under fixed keys each time it runs).
      await db
        .insert(fileContents)
        .values({ storageKey: checkKey(key), body })
        .onConflictDoUpdate({ target: fileContents.storageKey, set: { body, createdAt: sql`now()` } });
    },
    async get(key) {
      const [row] = await db
        .select({ body: fileContents.body })
        .from(fileContents)
        .where(eq(fileContents.storageKey, checkKey(key)))
        .limit(1);
      return row?.body;
    },
    async delete(key) {
      // No row is not an error, as the local store's delete forgives a missing file.
      await db.delete(fileContents).where(eq(fileContents.storageKey, checkKey(key)));
    },
  };
}
