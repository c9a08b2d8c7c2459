import { ApiError, api } from '../../lib/http-client.ts';
import { readToken } from '../../lib/token-storage.ts';
import { MESSAGES } from '../../../domain/messages.ts';

export interface UploadedFile {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
  kind: string;
  createdAt: string;
}

export async function fetchMyResumes(): Promise<UploadedFile[]> {
  return (await api<{ items: UploadedFile[] }>('/files?kind=resume')).items;
}

/** Multipart upload (the JSON client cannot send files); errors carry the server's message. */
export async function uploadResume(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', 'resume');
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/files', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  const payload = (await response.json().catch(() => null)) as (UploadedFile & { message?: string }) | null;
  if (!response.ok) throw new ApiError(response.status, payload?.message ?? MESSAGES.serverError);
  return payload as UploadedFile;
}
