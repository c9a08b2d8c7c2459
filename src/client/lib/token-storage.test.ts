import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isTokenValid, tokenNeedsRefresh } from './token-storage.ts';

const key = new TextEncoder().encode('a-test-secret-a-test-secret-a-test');
const DAY = 24 * 60 * 60;
const tokenIssuedAt = (iatSeconds: number, lifetimeSeconds = 7 * DAY) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('u')
    .setIssuedAt(iatSeconds)
    .setExpirationTime(iatSeconds + lifetimeSeconds)
    .sign(key);

describe('token storage', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const nowSeconds = now / 1000;

  it('uses a stored token only while it is unexpired', async () => {
    expect(isTokenValid(await tokenIssuedAt(nowSeconds - DAY), now)).toBe(true);
    expect(isTokenValid(await tokenIssuedAt(nowSeconds - 8 * DAY), now)).toBe(false);
    expect(isTokenValid('not a token', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });

  it('renews a token once it is a day old, and never an expired one', async () => {
    expect(tokenNeedsRefresh(await tokenIssuedAt(nowSeconds - 60), now)).toBe(false);
    expect(tokenNeedsRefresh(await tokenIssuedAt(nowSeconds - DAY - 60), now)).toBe(true);
    expect(tokenNeedsRefresh(await tokenIssuedAt(nowSeconds - 6.9 * DAY), now)).toBe(true);
    expect(tokenNeedsRefresh(await tokenIssuedAt(nowSeconds - 8 * DAY), now)).toBe(false);
  });
});
