import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { gql } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const password = 'correct horse battery';

describe.each(testDatabaseKinds())('sessions end when they should, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  async function signUp(email: string): Promise<{ token: string; id: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Session Person', email, password },
    });
    const body = res.json() as { access_token: string; user: { uid: string } };
    return { token: body.access_token, id: body.user.uid };
  }
  async function signIn(email: string, pass = password): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: pass } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }
  /** Whether a token still opens each door: the REST user route, refresh, and GraphQL. */
  async function works(token: string) {
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth(token) });
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: auth(token) });
    const graph = await gql(t, '{ apiVersion }', {}, { token });
    return { user: user.statusCode, refresh: refresh.statusCode, graphql: graph.status };
  }
  const open = { user: 200, refresh: 200, graphql: 200 };
  const closed = { user: 401, refresh: 401, graphql: 401 };

  it('a password reset ends every session issued before it', async () => {
    const { token: first } = await signUp('reset-ends@example.com');
    const second = await signIn('reset-ends@example.com');
    expect(await works(first)).toEqual(open);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'reset-ends@example.com' },
    });
    await t.settled();
    const code = t.lastCode('reset-ends@example.com');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'reset-ends@example.com', code, password: 'a new password here' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await works(first)).toEqual(closed);
    expect(await works(second)).toEqual(closed);
    expect(await works((reset.json() as { access_token: string }).access_token)).toEqual(open);
  });

  it('a password change checks the current password, ends other sessions and keeps this one', async () => {
    const { token: other } = await signUp('change@example.com');
    const mine = await signIn('change@example.com');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth(mine),
      payload: { currentPassword: 'not it at all', newPassword: 'the next password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The current password is not correct',
      errors: [{ type: 'currentPassword' }],
    });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth(mine),
      payload: { currentPassword: password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The password must be at least 8 characters');
    expect(await works(mine)).toEqual(open);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth(mine),
      payload: { currentPassword: password, newPassword: 'the next password' },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.headers['new-access-token'] as string;
    expect(renewed).toBe((changed.json() as { access_token: string }).access_token);
    expect(await works(other)).toEqual(closed);
    expect(await works(mine)).toEqual(closed);
    expect(await works(renewed)).toEqual(open);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'change@example.com', password },
    });
    expect(old.statusCode).toBe(400);
    await signIn('change@example.com', 'the next password');
  });

  it('"sign out everywhere" ends every session, this one included', async () => {
    const { token: first } = await signUp('everywhere@example.com');
    const second = await signIn('everywhere@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: auth(second) });
    expect(res.statusCode).toBe(204);
    expect(await works(first)).toEqual(closed);
    expect(await works(second)).toEqual(closed);
    expect(await works(await signIn('everywhere@example.com'))).toEqual(open);
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a token without an expiry, a subject that is no id, and an unsigned token, as 401', async () => {
    const { id } = await signUp('claims@example.com');
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const noExp = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuedAt()
      .sign(key);
    const badSub = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('not-an-id')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const payload = Buffer.from(JSON.stringify({ sub: id, exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const token of [noExp, badSub, unsigned]) expect(await works(token)).toEqual(closed);
    const files = await t.app.inject({ method: 'GET', url: '/api/files', headers: auth(badSub) });
    expect(files.statusCode).toBe(401);
  });
});

describe('guessing passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short delay step keeps the test quick; the rules are the product's.
    t = await createTestApp('pglite', {
      rateLimits: { ...defaultRateLimits, passwordDelay: { after: 10, stepMs: 5, maxMs: 50 } },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Owner', email: 'owner@example.com', password },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, pass: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email, password: pass } });

  it('an attacker at one address cannot lock the owner out from another', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signIn('owner@example.com', `wrong-${i}`, '203.0.113.7')).statusCode).toBe(400);
    const attacker = await signIn('owner@example.com', password, '203.0.113.7');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await signIn('owner@example.com', password, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
  });

  it('an address that fails at many accounts is refused', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signIn(`nobody-${i}@example.com`, 'whatever-123', '203.0.113.99')).statusCode).toBe(400);
    expect((await signIn('owner@example.com', password, '203.0.113.99')).statusCode).toBe(429);
  });

  it('deleting the account throttles wrong passwords like signing in, and deletes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Keeper', email: 'keeper@example.com', password },
    });
    const token = (res.json() as { access_token: string }).access_token;
    const del = (pass: string) =>
      gql<{ deleteMyAccount: boolean }>(
        t,
        'mutation D($p: String!) { deleteMyAccount(password: $p) }',
        { p: pass },
        { token },
      );
    for (let i = 0; i < 20; i++) {
      const r = await del(`wrong-${i}-password`);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const limited = await del(password);
    expect(limited.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.errors?.[0]?.message).toMatch(/Too many attempts/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('forgot-password answers without waiting for the mail, for known and unknown addresses alike', async () => {
    const mailer = t.app.services.mailer;
    const send = mailer.send;
    let started = 0;
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    mailer.send = async (message) => {
      started += 1;
      await blocked;
      return send(message);
    };
    try {
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'owner@example.com' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'ghost@example.com' },
      });
      expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
      release();
      await t.settled();
      expect(started).toBe(1);
      expect(t.mails().at(-1)).toMatchObject({
        to: expect.stringContaining('owner@example.com'),
        subject: expect.stringMatching(/Reset/),
      });
    } finally {
      mailer.send = send;
    }
  });
});
