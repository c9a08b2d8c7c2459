import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';

/** What a message that carries a file keeps of it (mail and chat attachments). */
export interface AttachedFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

/**
 * The files `ids` name (each once, in the order given), as attachments, or `refused()` for the
 * first one that does not exist or is someone else's upload that `othersAllowed` does not
 * allow (each app's rule; asked only when there are such files, with their ids).
 */
export async function attachableFiles(
  db: Db,
  ownerId: string,
  ids: string[],
  refused: () => Error,
  othersAllowed: (ids: string[]) => Promise<Set<string>> = async () => new Set(),
): Promise<AttachedFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(files)
    .where(inArray(files.id, unique));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const others = rows.filter((r) => r.ownerId !== ownerId).map((r) => r.id);
  const allowed = others.length ? await othersAllowed(others) : new Set<string>();
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row || (row.ownerId !== ownerId && !allowed.has(id))) throw refused();
    return { fileId: id, name: row.filename, type: row.mimeType, size: row.size };
  });
}
