import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES as M,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  WITHDRAWABLE_STATUSES,
  checkUpload,
  type UploadKind,
} from '../../domain/application-schemas.ts';
import type { UserGuard } from '../auth/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { files, jobApplications, users } from '../db/schema/index.ts';
import { AppError, badInput, forbidden, notFound, type ErrorCode } from '../lib/errors.ts';
import { parseInput } from '../lib/validate.ts';
import { canReadFile, mayDeleteFile, mayUpload } from '../policies/files.ts';
import { toFileInfo } from './file-info.ts';
import type { FileStore } from './file-store.ts';
import { isId } from '../../domain/ids.ts';

export interface FilesRoutesOptions {
  db: Db;
  guard: UserGuard;
  store: FileStore;
  /** How much one person may keep uploaded at once. */
  quota: UploadQuota;
}

export interface UploadQuota {
  files: number;
  bytes: number;
}

const kindSchema = z.enum(UPLOAD_KINDS, { error: M.kindInvalid });
const listQuerySchema = z.strictObject({ kind: kindSchema.optional() });
const idParamsSchema = z.strictObject({ id: z.string() });

/**
 * A name safe to store and to echo in Content-Disposition: no path, no control characters, and
 * no bidirectional controls (which can make "cv\u202Efdp.exe" read as "cvexe.pdf").
 */
export function cleanFilename(raw: string | undefined, fallback: string): string {
  const base = path
    .basename((raw ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return (base || fallback).slice(0, 200);
}

/** Private files (résumés, the file manager's documents) are kept, not shown, by the browser. */
const isPrivateKind = (kind: string) => kind === 'resume' || kind === 'document';

function contentDisposition(kind: string, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  return `${isPrivateKind(kind) ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const multipartErrorCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: M.fileTooLarge },
  FST_FILES_LIMIT: { code: 'BAD_USER_INPUT', message: M.tooManyFiles },
  FST_PARTS_LIMIT: { code: 'BAD_USER_INPUT', message: M.tooManyFiles },
  FST_FIELDS_LIMIT: { code: 'BAD_USER_INPUT', message: M.tooManyFiles },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: M.notMultipart },
};

/** Reads the one file and the `kind` field of a multipart upload, in whichever order they come. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ kind: string | undefined; filename: string | undefined; bytes: Buffer | undefined }> {
  let kind: string | undefined;
  let filename: string | undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (bytes) throw badInput(M.tooManyFiles);
        filename = part.filename;
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'kind') {
        kind = typeof part.value === 'string' ? part.value : undefined;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const known = code ? multipartErrorCodes[code] : undefined;
    if (known) throw new AppError(known.code, known.message);
    throw error;
  }
  return { kind, filename, bytes };
}

/** POST /api/files (multipart), GET /api/files (mine), GET and DELETE /api/files/:id. */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { db, guard, store, quota }) => {
  await app.register(multipart, {
    // One file of at most 5 MB and a few small fields; anything beyond is refused, not buffered.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
  });

  app.post('/', { config: { access: 'signedIn', signInMessage: M.signInToUpload } }, async (request, reply) => {
    const user = await guard.requireUser(request, M.signInToUpload);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.notMultipart);
    const upload = await readUpload(request);
    const kind = parseInput(kindSchema, upload.kind) as UploadKind;
    if (!mayUpload(user, kind))
      throw forbidden(
        kind === 'document'
          ? 'Only the portal staff keep a file manager.'
          : 'Only the portal staff can upload banner images.',
      );
    if (!upload.bytes) throw badInput(M.fileMissing);
    const checked = checkUpload(kind, upload.bytes);
    if (!checked.ok) {
      const code: ErrorCode =
        checked.message === M.fileTooLarge
          ? 'PAYLOAD_TOO_LARGE'
          : checked.message === M.fileEmpty
            ? 'BAD_USER_INPUT'
            : 'UNSUPPORTED_MEDIA_TYPE';
      throw new AppError(code, checked.message);
    }
    const bytes = upload.bytes;
    const id = randomUUID();
    const storageKey = `${kind}/${user.id}/${id}`;
    const checkQuota = async (executor: Db | Tx) => {
      const [used] = await executor
        .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
        .from(files)
        .where(eq(files.ownerId, user.id));
      if ((used?.count ?? 0) >= quota.files || Number(used?.bytes ?? 0) + bytes.length > quota.bytes)
        throw new AppError('PAYLOAD_TOO_LARGE', M.quotaReached);
    };
    // A person past their quota is refused before anything is stored.
    await checkQuota(db);
    // The bytes are stored before the record's transaction, not inside it: the row lock below is
    // not held while S3 answers, and the database store writes on a connection of its own (the
    // embedded PGlite has one, held by the transaction). A record that is then not written takes
    // its bytes back with it.
    await store.put(storageKey, bytes, checked.mimeType);
    // One person's uploads are counted again under a lock on their row, so parallel uploads cannot
    // together pass the quota.
    const row = await db
      .transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await checkQuota(tx);
        const [inserted] = await tx
          .insert(files)
          .values({
            id,
            ownerId: user.id,
            kind,
            filename: cleanFilename(
              upload.filename,
              kind === 'resume' ? 'resume' : kind === 'document' ? 'file' : 'image',
            ),
            mimeType: checked.mimeType,
            size: bytes.length,
            storageKey,
          })
          .returning();
        return inserted!;
      })
      .catch(async (error: unknown) => {
        await store.delete(storageKey).catch((err: unknown) => {
          request.log.warn({ err, storageKey }, 'an upload that was not recorded left its bytes behind');
        });
        throw error;
      });
    return reply.code(201).send(toFileInfo(row));
  });

  app.get('/', { config: { access: 'signedIn', signInMessage: M.signInToRead } }, async (request) => {
    const user = await guard.requireUser(request, M.signInToRead);
    const { kind } = parseInput(listQuerySchema, request.query);
    const rows = await db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, user.id), kind ? eq(files.kind, kind) : undefined))
      .orderBy(desc(files.createdAt), desc(files.id));
    return { items: rows.map(toFileInfo) };
  });

  // Public: a logo is anyone's to see; a private file is checked against its owner in the handler.
  app.get('/:id', { config: { access: 'public' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    if (!isId(id)) throw notFound(M.fileNotFound);
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!row) throw notFound(M.fileNotFound);
    const user = await guard.optionalUser(request);
    if (!(await canReadFile(db, row, user))) {
      if (!user) throw new AppError('UNAUTHENTICATED', M.signInToRead);
      throw forbidden(M.fileForbidden);
    }
    const body = await store.get(row.storageKey);
    if (!body) throw notFound(M.fileNotFound);
    // The demo logos are SVG (uploads never are): opened on their own they may not run anything.
    if (row.mimeType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply
      .header('content-type', row.mimeType)
      .header('content-disposition', contentDisposition(row.kind, row.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', isPrivateKind(row.kind) ? 'private, no-store' : 'public, max-age=86400')
      .send(body);
  });

  app.delete('/:id', { config: { access: 'signedIn', signInMessage: M.signInToUpload } }, async (request, reply) => {
    const user = await guard.requireUser(request, M.signInToUpload);
    const { id } = parseInput(idParamsSchema, request.params);
    if (!isId(id)) throw notFound(M.fileNotFound);
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!row) throw notFound(M.fileNotFound);
    if (!mayDeleteFile(row, user)) throw forbidden(M.fileDeleteForbidden);
    // An employer still weighing an application keeps the résumé it was sent with.
    const [inUse] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.resumeFileId, id), inArray(jobApplications.status, [...WITHDRAWABLE_STATUSES])))
      .limit(1);
    if (inUse) throw new AppError('CONFLICT', M.fileInUse);
    await db.delete(files).where(eq(files.id, id));
    await store.delete(row.storageKey);
    return reply.code(204).send();
  });
};
