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
 * The files `ids` name (each once, in the order given), as attachments, or an error for the
 * first one that does not exist or that `mayAttach` refuses (whose file is whose is each app's rule).
 */
export async function attachableFiles(
  db: Db,
  ids: string[],
  mayAttach: (file: { id: string; ownerId: string }) => boolean,
  refused: () => Error,
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
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row || !mayAttach(row)) throw refused();
    return { fileId: id, name: row.filename, type: row.mimeType, size: row.size };
  });
}
