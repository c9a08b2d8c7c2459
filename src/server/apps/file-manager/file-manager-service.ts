import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DOCUMENT_MIME, type DocumentType } from '../../../domain/document-sniff.ts';
import {
  DOCUMENT_ITEM_TYPE,
  FILE_MANAGER_MAX_DEPTH,
  FILE_MANAGER_MAX_FOLDERS,
  FILE_MANAGER_NAME_MAX_LENGTH,
  FILE_MANAGER_MESSAGES as M,
  addFileSchema,
  createFolderSchema,
  fileManagerListSchema,
  fileManagerNameSchema,
  moveItemSchema,
  updateItemSchema,
} from '../../../domain/file-manager-schemas.ts';
import { isId } from '../../../domain/ids.ts';
import { englishText } from '../../../domain/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { fileManagerItems, files } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/index.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { ownsWorkspaceRecord } from '../../policies/workspace-apps.ts';

export type FileManagerItemRow = typeof fileManagerItems.$inferSelect;

/** An item with what a folder holds: the files anywhere inside it and their bytes. */
export interface FileManagerItemView extends FileManagerItemRow {
  contents: number | null;
  totalSize: number;
}

export interface FileManagerFolderView {
  folder: FileManagerItemView | null;
  /** The folders from the root down to this one (the breadcrumbs), without the root. */
  path: FileManagerItemView[];
  items: FileManagerItemView[];
}

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const folderNotFound = () => new AppError('NOT_FOUND', M.folderNotFound);
/** A refusal naming the field at fault, as zod's refusals do. */
const badInput = (key: string, field: string) =>
  new AppError('BAD_USER_INPUT', key, {
    details: [{ type: field, message: englishText(key) ?? key, messageKey: key }],
  });

const TYPE_OF_MIME = new Map(
  (Object.entries(DOCUMENT_MIME) as [DocumentType, string][]).map(([type, mime]) => [mime, DOCUMENT_ITEM_TYPE[type]]),
);

/** Everything in the owner's tree, small enough to read whole (folders and the upload quota bound it). */
type Tree = Map<string, Pick<FileManagerItemRow, 'id' | 'folderId' | 'type' | 'size'>>;

async function loadTree(db: Db | Tx, ownerId: string): Promise<Tree> {
  const rows = await db
    .select({
      id: fileManagerItems.id,
      folderId: fileManagerItems.folderId,
      type: fileManagerItems.type,
      size: fileManagerItems.size,
    })
    .from(fileManagerItems)
    .where(eq(fileManagerItems.ownerId, ownerId));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The folders from the root down to `id` (inclusive); stops at a loop, which the rules prevent. */
function ancestry(tree: Tree, id: string | null): string[] {
  const chain: string[] = [];
  for (let at = id; at && !chain.includes(at); at = tree.get(at)?.folderId ?? null) chain.unshift(at);
  return chain;
}

/** How many files lie anywhere inside each folder, and their bytes. */
function folderTotals(tree: Tree): Map<string, { files: number; bytes: number }> {
  const totals = new Map<string, { files: number; bytes: number }>();
  for (const item of tree.values()) if (item.type === 'folder') totals.set(item.id, { files: 0, bytes: 0 });
  for (const item of tree.values()) {
    if (item.type === 'folder') continue;
    for (const folder of ancestry(tree, item.folderId)) {
      const t = totals.get(folder);
      if (t) {
        t.files++;
        t.bytes += item.size ?? 0;
      }
    }
  }
  return totals;
}

/** The ids of a folder and everything inside it. */
function subtree(tree: Tree, id: string): Set<string> {
  const inside = new Set([id]);
  for (const item of tree.values()) if (ancestry(tree, item.id).includes(id)) inside.add(item.id);
  return inside;
}

function withTotals(row: FileManagerItemRow, totals: Map<string, { files: number; bytes: number }>) {
  const t = totals.get(row.id);
  return { ...row, contents: row.type === 'folder' ? (t?.files ?? 0) : null, totalSize: t?.bytes ?? row.size ?? 0 };
}

/** The owner's item with this id; anyone else's is NOT_FOUND. */
export async function getItem(db: Db | Tx, user: UserRow, id: string): Promise<FileManagerItemRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db.select().from(fileManagerItems).where(eq(fileManagerItems.id, id)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row)) throw notFound();
  return row;
}

/** The owner's folder to put something in (null: the root); anything else is NOT_FOUND. */
async function targetFolder(db: Db | Tx, user: UserRow, folderId: string | null): Promise<FileManagerItemRow | null> {
  if (folderId === null) return null;
  if (!isId(folderId)) throw folderNotFound();
  const [row] = await db.select().from(fileManagerItems).where(eq(fileManagerItems.id, folderId)).limit(1);
  if (!row || !ownsWorkspaceRecord(user, row) || row.type !== 'folder') throw folderNotFound();
  return row;
}

/** Whether the folder already holds an item of this name (any case), other than `except`. */
async function nameTaken(db: Db | Tx, ownerId: string, folderId: string | null, name: string, except?: string) {
  const rows = await db
    .select({ id: fileManagerItems.id })
    .from(fileManagerItems)
    .where(
      and(
        eq(fileManagerItems.ownerId, ownerId),
        folderId ? eq(fileManagerItems.folderId, folderId) : isNull(fileManagerItems.folderId),
        sql`lower(${fileManagerItems.name}) = lower(${name})`,
      ),
    );
  return rows.some((r) => r.id !== except);
}

/** Postgres's unique violation: two writes racing for one name. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

async function insertOrNameTaken(write: () => Promise<FileManagerItemRow | undefined>): Promise<FileManagerItemRow> {
  try {
    const row = await write();
    if (!row) throw badInput(M.nameTaken, 'name');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(M.nameTaken, 'name');
    throw error;
  }
}

/** An upload's name (up to 200 characters) cut to an item's length, keeping its extension. */
function fitName(filename: string): string {
  if (filename.length <= FILE_MANAGER_NAME_MAX_LENGTH) return filename;
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 && filename.length - dot <= 10 ? filename.slice(dot) : '';
  return filename.slice(0, FILE_MANAGER_NAME_MAX_LENGTH - extension.length).trimEnd() + extension;
}

/** A folder's items (folders first, then by name), where it is, and what each folder holds. */
export async function listFolder(db: Db, user: UserRow, input: unknown): Promise<FileManagerFolderView> {
  const { folderId = null } = parseInput(fileManagerListSchema, input);
  const folder = await targetFolder(db, user, folderId ?? null);
  const tree = await loadTree(db, user.id);
  const totals = folderTotals(tree);
  const chain = folder ? ancestry(tree, folder.id) : [];
  const rows = await db
    .select()
    .from(fileManagerItems)
    .where(
      and(
        eq(fileManagerItems.ownerId, user.id),
        folder ? eq(fileManagerItems.folderId, folder.id) : isNull(fileManagerItems.folderId),
      ),
    )
    .orderBy(sql`${fileManagerItems.type} <> 'folder'`, asc(sql`lower(${fileManagerItems.name})`));
  const pathRows = chain.length
    ? await db.select().from(fileManagerItems).where(inArray(fileManagerItems.id, chain))
    : [];
  const byId = new Map(pathRows.map((r) => [r.id, r]));
  return {
    folder: folder ? withTotals(folder, totals) : null,
    path: chain.flatMap((id) => {
      const row = byId.get(id);
      return row ? [withTotals(row, totals)] : [];
    }),
    items: rows.map((r) => withTotals(r, totals)),
  };
}

/** Every folder of the owner (for the move dialog), by name. */
export async function listFolders(db: Db, user: UserRow): Promise<FileManagerItemView[]> {
  const tree = await loadTree(db, user.id);
  const totals = folderTotals(tree);
  const rows = await db
    .select()
    .from(fileManagerItems)
    .where(and(eq(fileManagerItems.ownerId, user.id), eq(fileManagerItems.type, 'folder')))
    .orderBy(asc(sql`lower(${fileManagerItems.name})`));
  return rows.map((r) => withTotals(r, totals));
}

export async function createFolder(db: Db, user: UserRow, input: unknown): Promise<FileManagerItemRow> {
  const data = parseInput(createFolderSchema, input);
  const parent = await targetFolder(db, user, data.folderId);
  const tree = await loadTree(db, user.id);
  if ([...tree.values()].filter((i) => i.type === 'folder').length >= FILE_MANAGER_MAX_FOLDERS)
    throw badInput(M.tooManyFolders, 'name');
  if (ancestry(tree, parent?.id ?? null).length >= FILE_MANAGER_MAX_DEPTH) throw badInput(M.tooDeep, 'folderId');
  if (await nameTaken(db, user.id, parent?.id ?? null, data.name)) throw badInput(M.nameTaken, 'name');
  return insertOrNameTaken(async () => {
    const [row] = await db
      .insert(fileManagerItems)
      .values({
        ownerId: user.id,
        folderId: parent?.id ?? null,
        name: data.name,
        type: 'folder',
        description: data.description ?? '',
      })
      .returning();
    return row;
  });
}

/** Puts an upload (POST /api/files, kind document, the owner's own) into a folder. */
export async function addFile(db: Db, user: UserRow, input: unknown): Promise<FileManagerItemRow> {
  const data = parseInput(addFileSchema, input);
  const parent = await targetFolder(db, user, data.folderId);
  const [file] = await db.select().from(files).where(eq(files.id, data.fileId)).limit(1);
  const type = file ? TYPE_OF_MIME.get(file.mimeType) : undefined;
  if (!file || file.ownerId !== user.id || file.kind !== 'document' || !type) throw badInput(M.fileInvalid, 'fileId');
  const [kept] = await db
    .select({ id: fileManagerItems.id })
    .from(fileManagerItems)
    .where(eq(fileManagerItems.fileId, file.id))
    .limit(1);
  if (kept) throw badInput(M.fileAlreadyKept, 'fileId');
  const name = data.name ?? parseInput(fileManagerNameSchema, fitName(file.filename));
  if (await nameTaken(db, user.id, parent?.id ?? null, name)) throw badInput(M.nameTaken, 'name');
  return insertOrNameTaken(async () => {
    const [row] = await db
      .insert(fileManagerItems)
      .values({
        ownerId: user.id,
        folderId: parent?.id ?? null,
        name,
        type,
        fileId: file.id,
        size: file.size,
        description: data.description ?? '',
      })
      .returning();
    return row;
  });
}

/** Renames an item or changes its description. */
export async function updateItem(db: Db, user: UserRow, id: string, input: unknown): Promise<FileManagerItemRow> {
  const current = await getItem(db, user, id);
  const data = parseInput(updateItemSchema, input);
  if (data.name !== undefined && (await nameTaken(db, user.id, current.folderId, data.name, current.id)))
    throw badInput(M.nameTaken, 'name');
  return insertOrNameTaken(async () => {
    const [row] = await db
      .update(fileManagerItems)
      .set(data)
      .where(and(eq(fileManagerItems.id, current.id), eq(fileManagerItems.ownerId, user.id)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Moves an item into another of the owner's folders (or the root); never a folder into itself. */
export async function moveItem(db: Db, user: UserRow, id: string, input: unknown): Promise<FileManagerItemRow> {
  const current = await getItem(db, user, id);
  const { folderId } = parseInput(moveItemSchema, input);
  const target = await targetFolder(db, user, folderId);
  const tree = await loadTree(db, user.id);
  const targetChain = ancestry(tree, target?.id ?? null);
  if (current.type === 'folder') {
    if (targetChain.includes(current.id)) throw badInput(M.moveIntoItself, 'folderId');
    // The deepest folder inside the one moved must still be within the bound at its new place.
    const inside = subtree(tree, current.id);
    const depthInside = Math.max(
      ...[...inside].filter((i) => tree.get(i)?.type === 'folder').map((i) => ancestry(tree, i).length),
    );
    const ownDepth = ancestry(tree, current.id).length;
    if (targetChain.length + 1 + (depthInside - ownDepth) > FILE_MANAGER_MAX_DEPTH)
      throw badInput(M.tooDeep, 'folderId');
  }
  if ((target?.id ?? null) === current.folderId) return current;
  if (await nameTaken(db, user.id, target?.id ?? null, current.name, current.id)) throw badInput(M.nameTaken, 'name');
  return insertOrNameTaken(async () => {
    const [row] = await db
      .update(fileManagerItems)
      .set({ folderId: target?.id ?? null })
      .where(and(eq(fileManagerItems.id, current.id), eq(fileManagerItems.ownerId, user.id)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/**
 * Deletes an item: a file with its upload, a folder when it is empty or, confirmed with
 * `withContents`, with everything inside it. The uploads' bytes leave the store once the rows are gone.
 */
export async function deleteItem(
  db: Db,
  user: UserRow,
  id: string,
  withContents: boolean,
  store?: FileStore,
): Promise<string> {
  const current = await getItem(db, user, id);
  const keys = await db.transaction(async (tx) => {
    const tree = await loadTree(tx, user.id);
    const inside = current.type === 'folder' ? subtree(tree, current.id) : new Set([current.id]);
    if (inside.size > 1 && !withContents) throw new AppError('CONFLICT', M.folderNotEmpty);
    const uploads = await tx
      .select({ id: files.id, storageKey: files.storageKey })
      .from(fileManagerItems)
      .innerJoin(files, eq(files.id, fileManagerItems.fileId))
      .where(and(eq(fileManagerItems.ownerId, user.id), inArray(fileManagerItems.id, [...inside])));
    // The folder's row takes its items' rows with it; the uploads go by their ids.
    await tx
      .delete(fileManagerItems)
      .where(and(eq(fileManagerItems.id, current.id), eq(fileManagerItems.ownerId, user.id)));
    if (uploads.length)
      await tx.delete(files).where(
        and(
          eq(files.ownerId, user.id),
          inArray(
            files.id,
            uploads.map((u) => u.id),
          ),
        ),
      );
    return uploads.map((u) => u.storageKey);
  });
  if (store) await Promise.all(keys.map((key) => store.delete(key)));
  return current.id;
}

/** An item just written, with what it holds when it is a folder. */
export async function itemView(db: Db, row: FileManagerItemRow): Promise<FileManagerItemView> {
  if (row.type !== 'folder') return withTotals(row, new Map());
  return withTotals(row, folderTotals(await loadTree(db, row.ownerId)));
}
