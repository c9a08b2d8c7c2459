// The cookie consent's public surface: other features import from this file only.
export { COOKIE_CONSENT_CHANGED, readCookieConsent } from './cookie-consent-storage.ts';
export { ServedCookieBannerContext } from './served-cookie-banner.ts';
