// The search a job was opened from, so "Back to search" returns to it (keywords, filters, sort)
// even when the job page was reached another way in the same tab, e.g. after a reload.

const KEY = 'cpa.lastJobSearch';
const SEARCH_PATH = /^\/job\/search\/[^/]+(\?.*)?$/;

export function rememberSearch(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage may be full or disabled; the fallback is the plain search page.
  }
}

/** The path to go back to: the one the link carried, else the tab's last search, else all jobs. */
export function searchToReturnTo(fromState: unknown): string {
  const candidates = [fromState, safeRead()];
  for (const path of candidates) if (typeof path === 'string' && SEARCH_PATH.test(path)) return path;
  return '/job/search/all';
}

function safeRead(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
