import { eq } from 'drizzle-orm';
import type { FileKind } from '../../domain/enums.ts';
import { fileIdOfPath } from '../../domain/file-paths.ts';
import type { Db, Tx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';

/**
 * Whether an image address points at a file this person uploaded, of the kind the field takes:
 * no pointing a public page (a profile photo, a company logo) at someone else's upload.
 */
export async function isOwnUpload(db: Db | Tx, path: string, kind: FileKind, ownerId: string): Promise<boolean> {
  const id = fileIdOfPath(path);
  if (!id) return false;
  const [file] = await db
    .select({ ownerId: files.ownerId, kind: files.kind })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return file?.kind === kind && file.ownerId === ownerId;
}
