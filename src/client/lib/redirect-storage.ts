import { REDIRECT_URL_KEY } from '../../domain/constants.ts';

/** Where to return after signing in, kept for the tab's session only. */
export function storeRedirectUrl(url: string): void {
  sessionStorage.setItem(REDIRECT_URL_KEY, url);
}

export function takeRedirectUrl(fallback = '/'): string {
  const url = peekRedirectUrl();
  sessionStorage.removeItem(REDIRECT_URL_KEY);
  return url ?? fallback;
}

/** The stored place to return to, left in place; undefined when there is none. */
export function peekRedirectUrl(): string | undefined {
  const url = sessionStorage.getItem(REDIRECT_URL_KEY);
  // Only same-site paths: never an open redirect.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}
