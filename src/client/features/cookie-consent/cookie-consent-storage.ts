import { z } from 'zod';
import { COOKIE_CONSENT_COOKIE } from '../../../domain/constants.ts';

// SPEC section 9: two categories, necessary (always on) and analytics. The choice is kept in
// localStorage so the banner asks once per browser; a stored value that does not parse (an old
// format, a hand edit) counts as no choice, and the banner asks again.
export const COOKIE_CONSENT_KEY = 'cookie_consent';
const CONSENT_VERSION = 1;

const storedSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  necessary: z.literal(true),
  analytics: z.boolean(),
  decidedAt: z.string(),
});
export type CookieConsent = z.infer<typeof storedSchema>;

/** Tells the server the banner was answered (domain/constants.ts), so it renders pages without it. */
function rememberDecided() {
  document.cookie = `${COOKIE_CONSENT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function readCookieConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    // A choice made before the cookie existed: the server learns of it from the next page on.
    if (!document.cookie.split('; ').some((c) => c.startsWith(`${COOKIE_CONSENT_COOKIE}=`))) rememberDecided();
    return parsed.data;
  } catch {
    return null;
  }
}

export function writeCookieConsent(analytics: boolean): CookieConsent {
  const consent: CookieConsent = {
    version: CONSENT_VERSION,
    necessary: true,
    analytics,
    decidedAt: new Date().toISOString(),
  };
  localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  rememberDecided();
  window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_CHANGED, { detail: consent }));
  return consent;
}

/** Fired on window after every choice, so analytics code can start or stop without a reload. */
export const COOKIE_CONSENT_CHANGED = 'cookie-consent-changed';
/** Dispatch on window (e.g. from a footer link) to show the preferences again. */
export const OPEN_COOKIE_PREFERENCES = 'open-cookie-preferences';

export const openCookiePreferences = () => window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES));
