import { z } from 'zod';
import type { DocumentType } from './document-sniff.ts';
import { catalog } from './messages.ts';
import {
  FILE_MANAGER_DESCRIPTION_MAX_LENGTH,
  FILE_MANAGER_NAME_MAX_LENGTH,
  FILE_MANAGER_TEXTS,
} from './file-manager-texts.ts';
export * from './file-manager-texts.ts';

// The file manager (SPEC section 3, file_manager_item): a staff member's own tree of folders and
// uploaded files. The same schemas check the dialogs and the API.

/** What an item is: a folder, or a file of one of the kept types. */
export const FILE_MANAGER_TYPES = ['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
export type FileManagerType = (typeof FILE_MANAGER_TYPES)[number];

/** The item type of an upload, from what its content was found to be. */
export const DOCUMENT_ITEM_TYPE: Record<DocumentType, Exclude<FileManagerType, 'folder'>> = {
  pdf: 'PDF',
  xlsx: 'XLS',
  xls: 'XLS',
  docx: 'DOC',
  doc: 'DOC',
  txt: 'TXT',
  jpeg: 'JPG',
};

/** What the file picker offers (the server judges by content all the same). */
export const FILE_MANAGER_ACCEPT = '.pdf,.xlsx,.xls,.docx,.doc,.txt,.jpg,.jpeg';

export const FILE_MANAGER_MESSAGES = catalog('fileManager', FILE_MANAGER_TEXTS);
const M = FILE_MANAGER_MESSAGES;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/**
 * A folder's or file's name: what a download will be saved as, so no path separators, no
 * control or bidirectional characters (which can disguise an extension), and never . or ..
 */
export const fileManagerNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(FILE_MANAGER_NAME_MAX_LENGTH, M.nameTooLong)
  .refine(
    // eslint-disable-next-line no-control-regex
    (name) => !/[/\\\u0000-\u001f\u007f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name),
    M.nameInvalid,
  )
  .refine((name) => name !== '.' && name !== '..', M.nameInvalid);

export const fileManagerDescriptionSchema = z
  .string()
  .trim()
  .max(FILE_MANAGER_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong);

/** A folder to put something in; null (or absent) is the root. */
const folderIdSchema = uuid.nullish().transform((v) => v ?? null);

export const fileManagerListSchema = z.strictObject({ folderId: z.string().max(64).nullish() });

export const createFolderSchema = z.strictObject({
  folderId: folderIdSchema,
  name: fileManagerNameSchema,
  description: fileManagerDescriptionSchema.optional(),
});
export type CreateFolderInput = z.input<typeof createFolderSchema>;

export const addFileSchema = z.strictObject({
  folderId: folderIdSchema,
  /** The id POST /api/files (kind document) returned. */
  fileId: uuid,
  /** The name to keep it under; the uploaded file's own name when absent. */
  name: fileManagerNameSchema.optional(),
  description: fileManagerDescriptionSchema.optional(),
});

export const updateItemSchema = z
  .strictObject({
    name: fileManagerNameSchema.optional(),
    description: fileManagerDescriptionSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined, M.nothingToChange);
export type UpdateItemInput = z.input<typeof updateItemSchema>;

export const moveItemSchema = z.strictObject({ folderId: folderIdSchema });

/** The rename dialog's form. */
export const renameFormSchema = z.object({ name: fileManagerNameSchema });
export const descriptionFormSchema = z.object({ description: fileManagerDescriptionSchema });
