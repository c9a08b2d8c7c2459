import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeStore } from '../auth/index.ts';
import { users } from '../db/schema/index.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { AdminCreateError, createAdmin, type AdminCreateDeps } from './admin-create.ts';

const run = promisify(execFile);

describe.each(testDatabaseKinds())('admin:create on %s', (kind) => {
  let t: TestApp;
  let deps: AdminCreateDeps;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.app.services.database.db;
    deps = {
      db,
      codes: createCodeStore(db, t.config.jwtSecret),
      mailer: t.app.services.mailer,
      publicUrl: t.config.publicUrl,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  const rowOf = async (email: string) =>
    (await t.app.services.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates a verified administrator with the password given, who can sign in', async () => {
    const result = await createAdmin(deps, { email: 'First.Admin@Example.com', password: 'a long admin password' });
    expect(result).toMatchObject({ email: 'first.admin@example.com', created: true });
    expect(result.link).toBeUndefined();
    const row = await rowOf('first.admin@example.com');
    expect(row).toMatchObject({ emailVerified: true, role: ['admin', 'staff', 'user'] });
    const res = await signIn('first.admin@example.com', 'a long admin password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toEqual(['admin', 'staff', 'user']);
  });

  it('promotes an existing account, keeping its password when none is given', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Member', email: 'member@example.com', password: 'member password' },
    });
    expect(signUp.statusCode).toBe(200);
    const before = await rowOf('member@example.com');
    expect(before).toMatchObject({ role: ['user'], emailVerified: false });
    const result = await createAdmin(deps, { email: 'member@example.com' });
    expect(result).toMatchObject({ userId: before!.id, created: false });
    const after = await rowOf('member@example.com');
    expect(after?.role.slice().sort()).toEqual(['admin', 'staff', 'user']);
    expect(after?.emailVerified).toBe(true);
    expect((await signIn('member@example.com', 'member password')).statusCode).toBe(200);
  });

  it('refuses a password shorter than 12 characters and writes nothing', async () => {
    await expect(createAdmin(deps, { email: 'short@example.com', password: 'elevenchars' })).rejects.toThrow(
      new AdminCreateError('ADMIN_PASSWORD must be at least 12 characters long.'),
    );
    await expect(createAdmin(deps, { email: 'not an address' })).rejects.toBeInstanceOf(AdminCreateError);
    expect(await rowOf('short@example.com')).toBeUndefined();
  });

  it('without a password, prints and mails a one-time link that sets it', async () => {
    const result = await createAdmin(deps, { email: 'invited@example.com' });
    expect(result.created).toBe(true);
    const link = new URL(result.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/user/reset');
    expect(link.searchParams.get('email')).toBe('invited@example.com');
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^\d{6}$/);
    // The same link reaches the person by mail.
    const mail = t
      .mails()
      .filter((m) => m.to.includes('invited@example.com'))
      .at(-1);
    expect(mail?.subject).toBe('You are an administrator of CPA Careers');
    expect(mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(result.link!);
    // Nobody can sign in before the password is chosen.
    expect((await signIn('invited@example.com', 'whatever password')).statusCode).toBe(400);
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { email: 'invited@example.com', code, password: 'chosen admin password' },
      });
    const set = await reset();
    expect(set.statusCode).toBe(200);
    expect(set.json().user.role).toEqual(['admin', 'staff', 'user']);
    const res = await signIn('invited@example.com', 'chosen admin password');
    expect(res.statusCode).toBe(200);
    // Once only.
    expect((await reset()).statusCode).toBe(400);
  });
});

describe('the admin:create command', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/users/admin-create-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env },
    });

  it('exits non-zero with a clear message on a short ADMIN_PASSWORD, and creates the admin on PGlite', async () => {
    const refused = await cli(['--email', 'ops@example.com'], { ADMIN_PASSWORD: 'too short' }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('ADMIN_PASSWORD must be at least 12 characters long.');
    const made = await cli(['--email', 'ops@example.com'], { ADMIN_PASSWORD: 'twelve chars!' });
    expect(made.stdout).toContain('Created administrator ops@example.com (pglite)');
    const again = await cli(['--email', 'ops@example.com'], {});
    expect(again.stdout).toContain('Made administrator ops@example.com');
    expect(again.stdout).toMatch(/\/user\/reset\?email=ops%40example\.com&code=\d{6}/);
  }, 120_000);
});
