import { APPLICATION_MESSAGES, UPLOAD_MAX_BYTES, checkUpload } from '../../../../domain/application-schemas.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { readToken } from '../../../lib/token-storage.ts';

// The file manager's bytes over the files REST API: an upload reports its progress (fetch cannot
// tell how much of a body is sent, XMLHttpRequest can), a download carries the bearer token.

/**
 * Uploads a file as a document (POST /api/files) and returns its id. What the server would
 * refuse is refused here first with the same message key; the server's refusals are ApiErrors
 * with its status (413 for the quota or the size) and words.
 */
export async function uploadDocument(file: File, onProgress: (fraction: number) => void): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new Error(APPLICATION_MESSAGES.fileTooLarge);
  const checked = checkUpload('document', new Uint8Array(await file.arrayBuffer()));
  if (!checked.ok) throw new Error(checked.message);
  const form = new FormData();
  form.append('kind', 'document');
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, MESSAGES.networkError));
    xhr.onload = () => {
      let payload: { id?: string; message?: string; messageKey?: string } | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as { id?: string; message?: string; messageKey?: string };
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload?.id) {
        onProgress(1);
        resolve(payload.id);
      } else reject(new ApiError(xhr.status, payload?.message ?? MESSAGES.serverError, [], payload?.messageKey));
    };
    xhr.send(form);
  });
}

/** Deletes an upload that could not be kept (its name was taken meanwhile), so it does not count against the quota. */
export async function discardUpload(id: string): Promise<void> {
  const token = readToken();
  await fetch(`/api/files/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

/** A private file's bytes (the token is not a cookie, so a plain link cannot fetch them). */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, payload?.message ?? MESSAGES.serverError);
  }
  return response.blob();
}

/** Hands a file to the browser as a download under its name. */
export async function downloadFile(url: string, name: string): Promise<void> {
  const href = URL.createObjectURL(await fetchFileBlob(url));
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
