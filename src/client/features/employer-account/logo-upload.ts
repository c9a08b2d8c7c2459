import { MESSAGES } from '../../../domain/messages.ts';
import { logoPath } from '../../../domain/employer-account-schemas.ts';
import { ApiError } from '../../lib/http-client.ts';
import { readToken } from '../../lib/token-storage.ts';

/** Uploads an image as a company logo (POST /api/files, kind 'logo') and returns its path. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', 'logo');
  form.append('file', file, file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/files', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  const payload = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
  if (!response.ok || !payload?.id) throw new ApiError(response.status, payload?.message ?? MESSAGES.serverError);
  return logoPath(payload.id);
}
