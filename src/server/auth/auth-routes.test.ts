import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const password = 'correct horse battery';

describe.each(testDatabaseKinds())('auth API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Test Person', email, password, ...body },
    });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('signs up, mails a 6-digit code, and verifies the address with it', async () => {
    const res = await signUp('New.Person@Example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^ey/);
    expect(body.user).toMatchObject({
      role: ['user'],
      emailVerified: false,
      data: { displayName: 'Test Person', email: 'new.person@example.com', shortcuts: [], settings: {} },
    });
    const mail = t.mails().at(-1)!;
    expect(mail.to).toContain('new.person@example.com');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('Content-Type: text/plain');
    const code = t.lastCode('new.person@example.com');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: auth(body.access_token),
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not correct/);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: auth(body.access_token),
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.emailVerified).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(body.access_token) });
    expect(me.json().emailVerified).toBe(true);
  });

  it('refuses a duplicate e-mail, a short password and a malformed e-mail, writing nothing', async () => {
    await signUp('dup@example.com');
    const before = t.mails().length;
    const dup = await signUp('DUP@example.com');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('The email address is already in use');
    const short = await signUp('short@example.com', { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The password must be at least 8 characters');
    const bad = await signUp('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid email address');
    expect(t.mails().length).toBe(before);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'short@example.com', password: 'short' },
    });
    expect(signIn.statusCode).toBe(400);
  });

  it('signs in, and answers a bad sign-in with the type/message pairs', async () => {
    await signUp('signin@example.com');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'SignIn@example.com', password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.data.email).toBe('signin@example.com');

    for (const payload of [
      { email: 'signin@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual([
        { type: 'email', message: 'Check your email address' },
        { type: 'password', message: 'Check your password' },
      ]);
    }
  });

  it('refreshes a token through the New-Access-Token header and rejects bad tokens', async () => {
    const { access_token } = (await signUp('refresh@example.com')).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: auth(access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['new-access-token']).toMatch(/^ey/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: auth('nonsense') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid access token detected or user not found');
    for (const headers of [{}, auth('nonsense'), auth(`${access_token}x`)]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe('Invalid access token detected.');
    }
  });

  it('updates own display name, shortcuts and settings, but never role or verification', async () => {
    const { access_token } = (await signUp('update@example.com')).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: auth(access_token),
      payload: {
        data: { displayName: 'Renamed', shortcuts: ['/job/saved'], settings: { layout: { style: 'layout1' } } },
        language: 'tr',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'tr', data: { displayName: 'Renamed', shortcuts: ['/job/saved'] } });

    for (const payload of [
      { role: ['admin'] },
      { emailVerified: true },
      { data: { role: ['admin'] } },
      { isCPA: true },
    ]) {
      const attempt = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: auth(access_token),
        payload,
      });
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json().message).toMatch(/Unknown field/);
    }
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(access_token) })).json();
    expect(me.role).toEqual(['user']);
    expect(me.emailVerified).toBe(false);
  });

  it('resets a password with a mailed code, and forgot-password never reveals accounts', async () => {
    await signUp('reset@example.com');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(unknown.statusCode).toBe(204);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'reset@example.com' },
    });
    expect(known.statusCode).toBe(204);
    await t.settled();
    expect(t.mails().at(-1)!.subject).toMatch(/Reset/);
    const code = t.lastCode('reset@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'reset@example.com', code, password: 'a brand new password' },
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'reset@example.com', password },
    });
    expect(old.statusCode).toBe(400);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'reset@example.com', password: 'a brand new password' },
    });
    expect(fresh.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'reset@example.com', code, password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('burns a code after five wrong guesses, and a resent code works', async () => {
    const { access_token } = (await signUp('guess@example.com')).json();
    const code = t.lastCode('guess@example.com');
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: auth(access_token),
        payload: { code: wrongCode },
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: auth(access_token),
      payload: { code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/too many times/);
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/resend-code', headers: auth(access_token) });
    expect(resend.statusCode).toBe(204);
    const fresh = t.lastCode('guess@example.com');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: auth(access_token),
      payload: { code: fresh },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers bad input with 4xx and a readable message, never a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 5, email: ['x'], password: true },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().errors.length).toBeGreaterThanOrEqual(3);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ displayName: 'x'.repeat(1_100_000), email: 'big@example.com', password }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password' });
    expect(missing.statusCode).toBe(400);
    // A lone surrogate cannot be stored as text or JSON: refused before it reaches the database.
    const { access_token: surrogateToken } = (await signUp('surrogate@example.com')).json();
    for (const payload of ['{"data":{"settings":{"theme":"\\ud800"}}}', '{"data":{"shortcuts":["x\\udc00"]}}']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: { ...auth(surrogateToken), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^The text at data\.(settings\.theme|shortcuts\.0) contains a character that is not allowed/,
      );
    }
    const unknownApi = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknownApi.statusCode).toBe(404);
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'big@example.com', password },
    });
    expect(nobody.statusCode).toBe(400);
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short delay step keeps the test quick (see sessions.test.ts for the delay itself).
    t = await createTestApp('pglite', {
      rateLimits: { ...defaultRateLimits, passwordDelay: { after: 10, stepMs: 5, maxMs: 50 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a burst of bad sign-ins with 429 and Retry-After, even for the right password', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Victim', email: 'victim@example.com', password },
    });
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'victim@example.com', password: `guess-${i}-wrong` },
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'victim@example.com', password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many attempts/);
  });
});
