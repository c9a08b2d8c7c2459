import { readToken } from '../../lib/token-storage.ts';

/** Downloads a résumé through /api/files with the bearer token (a plain link cannot send it). */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
