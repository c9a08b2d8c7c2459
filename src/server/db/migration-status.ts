import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsFolder, type Database, type Db } from './client.ts';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

export interface CommittedMigration {
  tag: string;
  /** Drizzle's `folderMillis`: what it stores as `created_at` once the migration is applied. */
  when: number;
}

let committed: CommittedMigration[] | undefined;

/** The migrations this code ships with (drizzle-kit's journal), oldest first. */
export function committedMigrations(): CommittedMigration[] {
  committed ??= journalSchema
    .parse(JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')))
    .entries.toSorted((a, b) => a.when - b.when);
  return committed;
}

/** undefined_table, invalid_schema_name: nothing was ever migrated into this database. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

/** The SQLSTATE of a failed query (Drizzle wraps the driver's error as its cause). */
function postgresCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause ? postgresCode(cause) : undefined;
}

/**
 * The committed migrations this database lacks, by drizzle's own rule: it applies every migration
 * newer than the newest one it recorded. A database ahead of the code (a newer release migrated it
 * during a rolling upgrade) is not behind. Throws when the database cannot be reached.
 */
export async function pendingMigrations(db: Db): Promise<CommittedMigration[]> {
  let newest = 0;
  try {
    const result = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    newest = Number(result.rows[0]?.newest ?? 0);
  } catch (error) {
    if (!NEVER_MIGRATED.has(postgresCode(error) ?? '')) throw error;
  }
  return committedMigrations().filter((m) => m.when > newest);
}

/** A server started with MIGRATE_ON_START=false on a database its code is newer than. */
export class DatabaseBehindError extends Error {
  constructor(readonly pending: CommittedMigration[]) {
    const names = pending.map((m) => m.tag);
    const shown = names.length > 5 ? [...names.slice(0, 5), `and ${names.length - 5} more`] : names;
    super(
      `The database is behind this release: ${pending.length} committed migration${pending.length === 1 ? ' is' : 's are'} not applied (${shown.join(', ')}). ` +
        'MIGRATE_ON_START=false, so this server does not migrate it itself: run `npm run db:migrate` with the same DATABASE_URL (or DATA_DIR) once, then start the servers again.',
    );
    this.name = 'DatabaseBehindError';
  }
}

/** Refuses a database that lacks committed migrations (closing it, as nothing else will). */
export async function assertMigrated(database: Database): Promise<void> {
  const pending = await pendingMigrations(database.db).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (pending.length === 0) return;
  await database.close();
  throw new DatabaseBehindError(pending);
}
