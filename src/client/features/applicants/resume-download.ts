import { readToken } from '../../lib/token-storage.ts';

/** A file's bytes through /api/files with the bearer token (a plain link cannot send it). */
export async function fetchFileBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  return (await fetchFile(url, signal)).arrayBuffer();
}

async function fetchFile(url: string, signal?: AbortSignal): Promise<Response> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  return response;
}

/** Downloads a résumé through /api/files with the bearer token. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const href = URL.createObjectURL(await (await fetchFile(url)).blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
