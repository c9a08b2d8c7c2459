import type { FileKind } from '../../domain/enums.ts';
import { APPLICATION_MESSAGES, UPLOAD_MAX_BYTES, checkUpload } from '../../domain/application-schemas.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { ApiError } from './http-client.ts';
import { readToken } from './token-storage.ts';

/** A stored file as POST /api/files and GET /api/files return it. */
export interface UploadedFile {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
  kind: string;
  createdAt: string;
}

/**
 * Multipart upload to POST /api/files (the JSON client cannot send files), signed in when a token is
 * stored. What the server would refuse is refused here first, with the same message (size before
 * reading a huge file, then content). Server errors are ApiErrors carrying its message (status 0
 * when the network failed).
 */
export async function uploadFile(kind: FileKind, file: File): Promise<UploadedFile> {
  if (file.size > UPLOAD_MAX_BYTES) throw new Error(APPLICATION_MESSAGES.fileTooLarge);
  const checked = checkUpload(kind, new Uint8Array(await file.arrayBuffer()));
  if (!checked.ok) throw new Error(checked.message);
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/files', {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  const payload = (await response.json().catch(() => null)) as (UploadedFile & { message?: string }) | null;
  if (!response.ok || !payload?.id) throw new ApiError(response.status, payload?.message ?? MESSAGES.serverError);
  return payload;
}
