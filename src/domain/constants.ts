// Business constants of SPEC section 9 and the issues that refine it.
export const ACCESS_TOKEN_KEY = 'jwt_access_token';
export const AUTH_PROVIDER_KEY = 'fuseReactAuthProvider';
export const CONSENT_TERMS_KEY = 'consent_terms_agreed';
export const CONSENT_MARKETING_KEY = 'consent_marketing_agreed';
export const REDIRECT_URL_KEY = 'redirect_url';
export const LANGUAGE_KEY = 'language';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 80;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;
/** Longest job search text (words and filters are in the URL too). */
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SNACKBAR_AUTO_HIDE_MS = 2000;
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 76;

/**
 * Set once the reader answered the cookie banner (the choice itself stays in localStorage): the
 * server renders the banner into a public page only for a browser without it, so the banner is in
 * the first paint rather than appearing, and becoming the largest paint, seconds later.
 */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
