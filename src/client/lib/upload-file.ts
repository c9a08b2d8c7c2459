import type { FileKind } from '../../domain/enums.ts';
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
 * stored. Errors are ApiErrors carrying the server's message (status 0 when the network failed).
 */
export async function uploadFile(kind: FileKind, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/files', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  const payload = (await response.json().catch(() => null)) as (UploadedFile & { message?: string }) | null;
  if (!response.ok || !payload?.id) throw new ApiError(response.status, payload?.message ?? MESSAGES.serverError);
  return payload;
}
