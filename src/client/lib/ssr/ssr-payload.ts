import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../../../domain/enums.ts';

/**
 * What a server-rendered page hands to the browser beside its HTML (a JSON script, which the
 * Content-Security-Policy lets through as it never runs): the answers its queries got, so the
 * client hydrates without asking again, and what the server assumed of the reader (language,
 * screen width, time) so the first client render draws exactly the same markup.
 */
export interface SsrPayload {
  language: Language;
  /** The screen width the server guessed from the browser's hints (see viewport-guess.ts). */
  viewportWidth: number;
  /** The server's clock at rendering and its time zone, for dates drawn the same (lib/format-date.ts). */
  renderedAt: string;
  timeZone: string;
  /** Whether the cookie banner is in the page (the browser had not answered it, by its cookie). */
  cookieBanner: boolean;
  queries: DehydratedState;
}

export const SSR_PAYLOAD_ID = 'ssr-payload';

/** The payload of the page, when the server rendered it; read once, at start-up. */
export function readSsrPayload(): SsrPayload | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(SSR_PAYLOAD_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as SsrPayload;
  } catch {
    return undefined;
  }
}

/** JSON that may sit inside a <script> element: no `</script>` or `<!--` can end or bend it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
