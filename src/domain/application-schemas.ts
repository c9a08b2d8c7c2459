import { catalog } from './messages.ts';
import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './enums.ts';
import { idNamed } from './ids.ts';
import { DOCUMENT_MIME, sniffDocumentType } from './document-sniff.ts';
import { APPLICATION_TEXTS, COVER_LETTER_MAX_LENGTH } from './application-texts.ts';
export * from './application-texts.ts';

// Shared by the apply screen and the server: the upload rules, the application input and
// every message these features may say to a person (English here; the client shows its
// own translation of the key, as with domain/messages.ts).

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const SALARY_MAX = 100_000_000;

/**
 * What may be uploaded; banners (the home page's picture) by the portal staff only, documents
 * (the file manager's files, private to their owner) by the staff who keep a file manager.
 */
export const UPLOAD_KINDS = ['resume', 'photo', 'logo', 'banner', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Why someone may not apply to a job now (each is also a message key below). */
export const APPLY_BLOCK_REASONS = [
  'verifyToApply',
  'jobClosed',
  'jobExternal',
  'cpaRequired',
  'alreadyApplied',
] as const;
export type ApplyBlockReason = (typeof APPLY_BLOCK_REASONS)[number];

export const APPLICATION_MESSAGES = catalog('applications', APPLICATION_TEXTS);
export type ApplicationMessageKey = keyof typeof APPLICATION_MESSAGES;

const M = APPLICATION_MESSAGES;

export const createJobApplicationSchema = z.strictObject({
  jobApplicationsId: idNamed(M.jobIdInvalid),
  resumeFileId: idNamed(M.resumeIdInvalid).nullish(),
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX_LENGTH, M.coverLetterTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  salary: z
    .number({ error: M.salaryInvalid })
    .int(M.salaryInvalid)
    .min(0, M.salaryInvalid)
    .max(SALARY_MAX, M.salaryInvalid)
    .nullish(),
});
export type CreateJobApplicationInput = z.input<typeof createJobApplicationSchema>;

/**
 * The apply form as a person fills it in (text inputs); `toCreateInput` turns it into the
 * mutation's input, which the server checks again with createJobApplicationSchema.
 */
export const applyFormSchema = z.object({
  resumeFileId: z.string().min(1, M.resumeRequired),
  coverLetter: z.string().max(COVER_LETTER_MAX_LENGTH, M.coverLetterTooLong),
  salary: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, M.salaryInvalid),
});
export type ApplyFormValues = z.infer<typeof applyFormSchema>;

export function toCreateInput(jobId: string, values: ApplyFormValues): CreateJobApplicationInput {
  return createJobApplicationSchema.parse({
    jobApplicationsId: jobId,
    resumeFileId: values.resumeFileId,
    coverLetter: values.coverLetter,
    salary: values.salary.trim() ? Number(values.salary.trim()) : null,
  });
}

/** An application still in play; one that is withdrawn, hired or rejected is final. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (s) => s !== 'withdrawn' && s !== 'hired' && s !== 'rejected',
);

export type SniffedType = 'pdf' | 'docx' | 'png' | 'jpeg' | 'webp';

export const SNIFFED_MIME: Record<SniffedType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether a ZIP archive holds `word/document.xml` (what makes it a DOCX), read from its central
 * directory: a few dozen lines instead of an unzip library, and no file is decompressed.
 */
function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const wanted = ascii(name);
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (nameLength === wanted.length && startsWith(bytes, wanted, offset + 46)) return true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** The type of a file judged by its content, never by its name or the browser's claim. */
export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipHasEntry(bytes, 'word/document.xml') ? 'docx' : undefined;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

const ACCEPTED: Record<Exclude<UploadKind, 'document'>, readonly SniffedType[]> = {
  resume: ['pdf', 'docx'],
  photo: ['png', 'jpeg', 'webp'],
  logo: ['png', 'jpeg', 'webp'],
  banner: ['png', 'jpeg', 'webp'],
};

/** Checks an upload's kind, size and content; returns its true MIME type or the message to show. */
export function checkUpload(
  kind: UploadKind,
  bytes: Uint8Array,
): { ok: true; mimeType: string } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: M.fileEmpty };
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, message: M.fileTooLarge };
  if (kind === 'document') {
    const document = sniffDocumentType(bytes);
    return document ? { ok: true, mimeType: DOCUMENT_MIME[document] } : { ok: false, message: M.documentType };
  }
  const type = sniffFileType(bytes);
  if (!type || !ACCEPTED[kind].includes(type))
    return { ok: false, message: kind === 'resume' ? M.resumeType : M.imageType };
  return { ok: true, mimeType: SNIFFED_MIME[type] };
}
