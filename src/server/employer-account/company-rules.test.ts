import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile, uploadResume } from '../test-support/applications.ts';
import { companies, users } from '../db/schema/index.ts';
import { pngBytes } from '../test-support/file-fixtures.ts';
import { gql } from '../test-support/graphql.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

type Res = {
  errors?: { message: string; extensions?: { code?: string } }[];
  data: { createCompany?: { id: string }; registerCompany?: { id: string } } | null;
};

const CREATE = `mutation C($input: CreateCompanyInput!) { createCompany(input: $input) { id } }`;
const REGISTER = `mutation R($input: CreateCompanyInput!) { registerCompany(input: $input) { id } }`;
const CREATE_EMPLOYER = `mutation E($input: CreateEmployerInput!) { createEmployer(input: $input) { id } }`;

/** createCompany and registerCompany are two doors to one set of rules. */
describe('the rules of registering a company, through either operation', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  async function person(verified: boolean): Promise<{ token: string; id: string }> {
    const email = `company-rules-${++n}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Rule Tester', email, password: 'a long password' },
    });
    const body = res.json() as { access_token: string; user: { uid: string } };
    if (verified)
      await t.app.services.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, body.user.uid));
    return { token: body.access_token, id: body.user.uid };
  }
  const owned = async (id: string) =>
    (await t.app.services.database.db.select().from(companies).where(eq(companies.owner, id))).length;

  for (const [operation, query] of [
    ['createCompany', CREATE],
    ['registerCompany', REGISTER],
  ] as const) {
    it(`${operation}: an unverified account registers one company, and no more until it verifies`, async () => {
      const me = await person(false);
      if (operation === 'registerCompany')
        await gql(
          t,
          CREATE_EMPLOYER,
          { input: { firstName: 'Rule', lastName: 'Tester', email: `c${n}@example.test` } },
          { token: me.token },
        );
      const first = (await gql(t, query, { input: { name: `First Co ${n}` } }, { token: me.token })) as Res;
      expect(first.errors).toBeUndefined();
      const second = (await gql(t, query, { input: { name: `Second Co ${n}` } }, { token: me.token })) as Res;
      expect(second.errors?.[0]).toMatchObject({
        message: 'Verify your email address before registering another company.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await owned(me.id)).toBe(1);
    });

    it(`${operation}: at most 5 companies per owner`, async () => {
      const me = await person(true);
      if (operation === 'registerCompany')
        await gql(
          t,
          CREATE_EMPLOYER,
          { input: { firstName: 'Rule', lastName: 'Tester', email: `c${n}@example.test` } },
          { token: me.token },
        );
      for (let i = 1; i <= 5; i++)
        expect(
          ((await gql(t, query, { input: { name: `Company ${n}-${i}` } }, { token: me.token })) as Res).errors,
        ).toBeUndefined();
      const sixth = (await gql(t, query, { input: { name: `Company ${n}-6` } }, { token: me.token })) as Res;
      expect(sixth.errors?.[0]).toMatchObject({
        message: 'One person can register at most 5 companies.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      expect(await owned(me.id)).toBe(5);
    });

    it(`${operation}: the logo must be an image the caller uploaded as a logo`, async () => {
      const me = await person(true);
      const other = await person(true);
      if (operation === 'registerCompany')
        await gql(
          t,
          CREATE_EMPLOYER,
          { input: { firstName: 'Rule', lastName: 'Tester', email: `c${n}@example.test` } },
          { token: me.token },
        );
      const othersResume = await uploadResume(t, other.token);
      const othersLogo = (
        (
          await uploadFile(t, other.token, {
            kind: 'logo',
            bytes: pngBytes(),
            filename: 'logo.png',
            contentType: 'image/png',
          })
        ).json() as { id: string }
      ).id;
      const myResume = await uploadResume(t, me.token);
      for (const id of [othersResume, othersLogo, myResume]) {
        const refused = (await gql(
          t,
          query,
          { input: { name: `Logo Co ${n}`, logo: `/api/files/${id}` } },
          { token: me.token },
        )) as Res;
        expect(refused.errors?.[0]).toMatchObject({
          message: 'Upload the logo as an image file (PNG, JPEG or WebP) first.',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const mine = (
        (
          await uploadFile(t, me.token, {
            kind: 'logo',
            bytes: pngBytes(),
            filename: 'logo.png',
            contentType: 'image/png',
          })
        ).json() as { id: string }
      ).id;
      const ok = (await gql(
        t,
        query,
        { input: { name: `Logo Co ${n}`, logo: `/api/files/${mine}` } },
        { token: me.token },
      )) as Res;
      expect(ok.errors).toBeUndefined();
      expect(await owned(me.id)).toBe(1);
    });
  }
});
