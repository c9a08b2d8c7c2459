import type { files } from '../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

/** The public record of a file (never its storage key). */
export function toFileInfo(row: FileRow) {
  return {
    id: row.id,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}
export type FileInfo = ReturnType<typeof toFileInfo>;
