import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError, api } from '../../lib/http-client.ts';
import { readToken } from '../../lib/token-storage.ts';
import { fetchMyResumes, uploadResume, type UploadedFile } from '../../lib/files-api.ts';

// The profile's résumés over the files REST API. Listing and uploading come from the apply
// screen's client; the cache key is the one it uses, so both screens show the same list.

export const RESUMES_KEY = ['files', 'resume'] as const;

export function useResumes() {
  return useQuery({ queryKey: RESUMES_KEY, queryFn: fetchMyResumes });
}

export function useUploadResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: (file) => {
      client.setQueryData<UploadedFile[]>(RESUMES_KEY, (old) => [file, ...(old ?? []).filter((f) => f.id !== file.id)]);
    },
  });
}

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/files/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.setQueryData<UploadedFile[]>(RESUMES_KEY, (old) => (old ?? []).filter((f) => f.id !== id));
    },
  });
}

/**
 * A résumé is private, so a plain link cannot fetch it (the token is not a cookie): fetch it with
 * the bearer token and hand the bytes to the browser as a download.
 */
export async function downloadResume(file: UploadedFile): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/files/${encodeURIComponent(file.id)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, MESSAGES.networkError);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, payload?.message ?? MESSAGES.serverError);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
