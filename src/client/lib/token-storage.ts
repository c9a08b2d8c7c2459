import { decodeJwt } from 'jose';
import { ACCESS_TOKEN_KEY } from '../../domain/constants.ts';

export function readToken(): string | null {
  // No storage on the server (public pages render there as a guest's), nor in some private modes.
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
  else localStorage.removeItem(ACCESS_TOKEN_KEY);
}

/** A stored token is used only while its expiry is in the future (SPEC section 4). */
export function isTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** A token older than a day is exchanged for a fresh one, so someone active is never signed out. */
export const TOKEN_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a valid token is old enough to renew (issued more than a day ago). */
export function tokenNeedsRefresh(token: string | null, now = Date.now()): boolean {
  if (!isTokenValid(token, now)) return false;
  try {
    const { iat } = decodeJwt(token);
    return typeof iat !== 'number' || iat * 1000 + TOKEN_REFRESH_AFTER_MS <= now;
  } catch {
    return false;
  }
}
