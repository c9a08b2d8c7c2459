/** What became of a link the person asked to pass on. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The system share sheet where there is one (phones), else the link copied to the clipboard.
 * `path` is made absolute against this origin, so a pasted link opens the same page elsewhere.
 */
export async function shareLink(path: string, title: string): Promise<ShareOutcome> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === 'function' && navigator.canShare?.({ url, title }) !== false) {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: nothing to say, nothing passed on.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
