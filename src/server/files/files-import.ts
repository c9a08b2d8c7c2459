import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { notExists, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileContents, files } from '../db/schema/index.ts';

export interface FilesImportSummary {
  /** Files copied from the folder into the table. */
  imported: number;
  /** Files whose key the table already held (kept as they are: the table is the newer copy). */
  alreadyThere: number;
  /** Upload records whose bytes are still in neither, e.g. lost with another machine's folder. */
  recordsWithoutBytes: string[];
}

/**
 * Copies a local store's folder (DATA_DIR/files) into `file_contents`, for a deployment moving
 * from FILE_STORE=local to database. Run again, it copies only what is not there yet.
 */
export async function importLocalFiles(db: Db, root: string): Promise<FilesImportSummary> {
  let imported = 0;
  let alreadyThere = 0;
  const entries = existsSync(root) ? await readdir(root, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The local store's key is the path under its folder, with / whatever the system's separator.
    const storageKey = path.relative(root, file).split(path.sep).join('/');
    const added = await db
      .insert(fileContents)
      .values({ storageKey, body: await readFile(file) })
      .onConflictDoNothing({ target: fileContents.storageKey })
      .returning({ storageKey: fileContents.storageKey });
    if (added.length) imported++;
    else alreadyThere++;
  }
  const missing = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(notExists(db.select().from(fileContents).where(eq(fileContents.storageKey, files.storageKey))))
    .orderBy(files.storageKey);
  return { imported, alreadyThere, recordsWithoutBytes: missing.map((m) => m.storageKey) };
}
