import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyInvites, employers, jobApplications, jobs, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { pngBytes } from '../test-support/file-fixtures.ts';
import { uploadFile } from '../test-support/applications.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { hashInviteToken } from './invite-service.ts';
import { lastDays } from './dashboard-service.ts';

type Who = keyof typeof DEMO;
type Res = { errors?: { message: string; extensions?: { code?: string } }[] };
const codeOf = (r: Res) => r.errors?.[0]?.extensions?.code;

const REGISTER = `mutation R($input: CreateCompanyInput!) { registerCompany(input: $input) { id name status owner admin logo } }`;
const CREATE_EMPLOYER = `mutation E($input: CreateEmployerInput!) { createEmployer(input: $input) { id employerCompanyId company { id name } } }`;
const UPDATE = `mutation U($input: UpdateCompanyInput!) { updateCompany(input: $input) { id name logo industry size website status featured licenseVerified } }`;
const ACCOUNT = `query A($id: ID!) { companyAccount(companyId: $id) { status reviewReason myRole company { id name } employers { userId name email role } } }`;
const INVITE = `mutation I($input: InviteEmployerInput!) { inviteEmployer(input: $input) { id email status expiresAt invitedByName } }`;
const INVITES = `query L($id: ID!) { listCompanyInvites(companyId: $id) { id email status } }`;
const PREVIEW = `query P($token: String!) { companyInvite(token: $token) { companyName maskedEmail status expiresAt } }`;
const ACCEPT = `mutation C($token: String!) { acceptCompanyInvite(token: $token) { id admin } }`;
const REVOKE = `mutation V($id: ID!) { revokeCompanyInvite(id: $id) }`;
const REMOVE = `mutation X($c: ID!, $u: ID!) { removeCompanyEmployer(companyId: $c, userId: $u) }`;
const DASHBOARD = `query D($id: ID!) { employerDashboard(companyId: $id) {
  companyStatus reviewReason totalJobs openJobs draftJobs jobsWaitingForReview applicationsThisWeek
  applicationsPerDay { date count } closingSoon { id position deadline applicationCount }
  latestApplications { id jobId position applicantName status appliedAt } } }`;

describe.each(testDatabaseKinds())('employer account over GraphQL on %s', (kind) => {
  let t: TestApp;
  const token = {} as Record<Who, string>;
  const uid = {} as Record<Who, string>;
  let meridianId: string;
  let anatoliaId: string;
  const db = () => t.app.services.database.db;
  let n = 0;
  const unique = (prefix: string) => `${prefix}-${Date.now()}-${++n}@example.test`;

  /** Signs up through REST (as the guided form does) and returns the token. */
  async function signUp(email: string, displayName = 'New Person'): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'Password123!', displayName },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  }
  const idOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const memberTypeOf = async (id: string) =>
    (await db().select({ m: users.memberType }).from(users).where(eq(users.id, id)))[0]?.m;
  const tokenFromMail = (to: string) => {
    const mail = t
      .mails()
      .filter((m) => m.to.includes(to))
      .at(-1);
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    const found = /employer\/invite\/([A-Za-z0-9_-]{43})/.exec(raw)?.[1];
    if (!found) throw new Error(`no invitation mailed to ${to}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    for (const key of Object.keys(DEMO) as Who[]) {
      token[key] = await signInAs(t, DEMO[key][0], DEMO[key][1]);
      uid[key] = await idOf(DEMO[key][0]);
    }
    meridianId = (await db().select({ id: companies.id }).from(companies).where(eq(companies.owner, uid.employer)))[0]!
      .id;
    anatoliaId = (await db().select({ id: companies.id }).from(companies).where(eq(companies.owner, uid.isveren)))[0]!
      .id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-up with a company', () => {
    it('signs up, registers as an employer, then registers the company (the guided form)', async () => {
      const email = unique('owner');
      const tk = await signUp(email, 'Selin Aksoy');
      const me = await idOf(email);
      expect(await memberTypeOf(me)).toBe('jobseeker');
      const e = await gql<{ createEmployer: { id: string; employerCompanyId: string | null } }>(
        t,
        CREATE_EMPLOYER,
        {
          input: {
            firstName: 'Selin',
            lastName: 'Aksoy',
            title: 'Partner',
            countryCode: 'TR',
            contactNo: '+90 212 555 0000',
          },
        },
        { token: tk },
      );
      expect(e.errors).toBeUndefined();
      expect(e.data!.createEmployer.employerCompanyId).toBeNull();
      expect(await memberTypeOf(me)).toBe('employer');

      const upload = await uploadFile(t, tk, {
        kind: 'logo',
        bytes: pngBytes(),
        filename: 'logo.png',
        contentType: 'image/png',
      });
      expect(upload.statusCode).toBe(201);
      const logo = `/api/files/${(upload.json() as { id: string }).id}`;
      const r = await gql<{ registerCompany: { id: string; status: string; owner: string; logo: string } }>(
        t,
        REGISTER,
        {
          input: {
            name: 'Aksoy Denetim',
            logo,
            industry: 'Audit',
            size: '11-50',
            countryCode: 'tr',
            website: 'https://aksoy.example',
            email: 'INFO@aksoy.example',
            license: 'TR-123',
          },
        },
        { token: tk },
      );
      expect(r.errors).toBeUndefined();
      const company = r.data!.registerCompany;
      expect(company).toMatchObject({ status: 'pending', owner: me, logo });
      const [record] = await db().select().from(employers).where(eq(employers.login, me));
      expect(record!.employerCompanyId).toBe(company.id);
      // A double submit does not create a second company of the same name.
      expect(codeOf(await gql(t, REGISTER, { input: { name: 'aksoy denetim' } }, { token: tk }))).toBe('CONFLICT');
      // The employer sees the pending status.
      const account = await gql<{
        companyAccount: { status: string; myRole: string; employers: { role: string; name: string }[] };
      }>(t, ACCOUNT, { id: company.id }, { token: tk });
      expect(account.data!.companyAccount).toMatchObject({
        status: 'pending',
        myRole: 'owner',
        employers: [{ role: 'owner', name: 'Selin Aksoy' }],
      });
    });

    it('createCompany then createEmployer links the company and makes the person an employer', async () => {
      const email = unique('api');
      const tk = await signUp(email);
      const c = await gql<{ createCompany: { id: string } }>(
        t,
        `mutation { createCompany(input: { name: "API Ledger Ltd" }) { id status } }`,
        {},
        { token: tk },
      );
      const companyId = c.data!.createCompany.id;
      const e = await gql<{ createEmployer: { employerCompanyId: string; company: { id: string } } }>(
        t,
        CREATE_EMPLOYER,
        { input: { firstName: 'Api', lastName: 'User' } },
        { token: tk },
      );
      expect(e.errors).toBeUndefined();
      expect(e.data!.createEmployer.employerCompanyId).toBe(companyId);
      expect(await memberTypeOf(await idOf(email))).toBe('employer');
      // With the id given explicitly as well.
      const email2 = unique('api2');
      const tk2 = await signUp(email2);
      const c2 = await gql<{ createCompany: { id: string } }>(
        t,
        `mutation { createCompany(input: { name: "API Two" }) { id } }`,
        {},
        { token: tk2 },
      );
      const e2 = await gql<{ createEmployer: { employerCompanyId: string } }>(
        t,
        CREATE_EMPLOYER,
        { input: { firstName: 'A', lastName: 'B', employerCompanyId: c2.data!.createCompany.id } },
        { token: tk2 },
      );
      expect(e2.data!.createEmployer.employerCompanyId).toBe(c2.data!.createCompany.id);
    });

    it('refuses registerCompany to guests, to people not registered as employers, and bad input', async () => {
      expect(codeOf(await gql(t, REGISTER, { input: { name: 'Guest Co' } }))).toBe('UNAUTHENTICATED');
      const r = await gql(t, REGISTER, { input: { name: 'Seeker Co' } }, { token: token.seeker });
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toMatch(/register as an employer first/i);
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ name: ' ' }, /company name/i],
        [{ name: 'Ok Co', size: 'huge' }, /size/i],
        [{ name: 'Ok Co', industry: 'Crypto' }, /industry/i],
        [{ name: 'Ok Co', website: 'javascript:alert(1)' }, /web address/i],
        [{ name: 'Ok Co', logo: 'https://evil.example/x.png' }, /logo/i],
        [{ name: 'Ok Co', logo: '/api/files/00000000-0000-4000-8000-000000000000' }, /logo/i],
      ];
      for (const [input, message] of cases) {
        const bad = await gql(t, REGISTER, { input }, { token: token.employer });
        expect(codeOf(bad)).toBe('BAD_USER_INPUT');
        expect(bad.errors?.[0]?.message).toMatch(message);
      }
      // Someone else's uploaded logo is not theirs to use.
      const upload = await uploadFile(t, token.isveren, {
        kind: 'logo',
        bytes: pngBytes(),
        filename: 'l.png',
        contentType: 'image/png',
      });
      const theirs = `/api/files/${(upload.json() as { id: string }).id}`;
      expect(
        codeOf(await gql(t, REGISTER, { input: { name: 'Borrowed Logo', logo: theirs } }, { token: token.employer })),
      ).toBe('BAD_USER_INPUT');
      expect(await db().select().from(companies).where(eq(companies.name, 'Borrowed Logo'))).toHaveLength(0);
    });
  });

  describe('updateCompany', () => {
    it('lets the employers change their company and copies a new name onto its jobs', async () => {
      const before = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.companyJobsId, meridianId));
      expect(before.length).toBeGreaterThan(0);
      const r = await gql<{ updateCompany: { name: string; website: string; status: string; featured: boolean } }>(
        t,
        UPDATE,
        {
          input: {
            id: meridianId,
            name: 'Meridian Ledger Partners',
            website: 'https://meridian.example',
            industry: 'Accounting',
            city: '',
          },
        },
        { token: token.employer },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateCompany).toMatchObject({
        name: 'Meridian Ledger Partners',
        website: 'https://meridian.example',
        status: 'approved',
      });
      const names = await db().select({ n: jobs.companyName }).from(jobs).where(eq(jobs.companyJobsId, meridianId));
      expect(new Set(names.map((x) => x.n))).toEqual(new Set(['Meridian Ledger Partners']));
      const [row] = await db().select().from(companies).where(eq(companies.id, meridianId));
      expect(row!.city).toBeNull();
    });

    it('lets staff edit, refuses others, and never lets employers change status, featured or licence checks', async () => {
      const staff = await gql(
        t,
        UPDATE,
        { input: { id: anatoliaId, address: 'Levent, Istanbul' } },
        { token: token.staff },
      );
      expect(staff.errors).toBeUndefined();
      expect(codeOf(await gql(t, UPDATE, { input: { id: meridianId, name: 'Hijack' } }))).toBe('UNAUTHENTICATED');
      expect(
        codeOf(await gql(t, UPDATE, { input: { id: meridianId, name: 'Hijack' } }, { token: token.isveren })),
      ).toBe('FORBIDDEN');
      expect(codeOf(await gql(t, UPDATE, { input: { id: meridianId, name: 'Hijack' } }, { token: token.seeker }))).toBe(
        'FORBIDDEN',
      );
      expect(
        codeOf(
          await gql(
            t,
            UPDATE,
            { input: { id: '00000000-0000-4000-8000-000000000000', name: 'X Co' } },
            { token: token.employer },
          ),
        ),
      ).toBe('NOT_FOUND');
      expect(codeOf(await gql(t, UPDATE, { input: { id: 'nope', name: 'X Co' } }, { token: token.employer }))).toBe(
        'BAD_USER_INPUT',
      );
      // Fields the input type does not have are refused by the schema itself.
      const sneaky = await gql(
        t,
        UPDATE,
        { input: { id: meridianId, status: 'approved', featured: true } },
        { token: token.employer },
      );
      expect(sneaky.errors?.length).toBeGreaterThan(0);
      expect(sneaky.data?.updateCompany ?? null).toBeNull();
      const [row] = await db().select().from(companies).where(eq(companies.id, meridianId));
      expect(row!.name).toBe('Meridian Ledger Partners');
    });

    it('shows a rejected company its reason', async () => {
      const email = unique('rejected');
      const tk = await signUp(email);
      await gql(t, CREATE_EMPLOYER, { input: { firstName: 'R', lastName: 'J' } }, { token: tk });
      const c = await gql<{ registerCompany: { id: string } }>(
        t,
        REGISTER,
        { input: { name: 'Shady Books' } },
        { token: tk },
      );
      const companyId = c.data!.registerCompany.id;
      await db()
        .update(companies)
        .set({ status: 'rejected', reviewReason: 'Licence number not found' })
        .where(eq(companies.id, companyId));
      const a = await gql<{ companyAccount: { status: string; reviewReason: string } }>(
        t,
        ACCOUNT,
        { id: companyId },
        { token: tk },
      );
      expect(a.data!.companyAccount).toMatchObject({ status: 'rejected', reviewReason: 'Licence number not found' });
      const d = await gql<{ employerDashboard: { companyStatus: string; reviewReason: string } }>(
        t,
        DASHBOARD,
        { id: companyId },
        { token: tk },
      );
      expect(d.data!.employerDashboard).toMatchObject({
        companyStatus: 'rejected',
        reviewReason: 'Licence number not found',
      });
      expect(codeOf(await gql(t, ACCOUNT, { id: companyId }, { token: token.employer }))).toBe('FORBIDDEN');

      // Correcting the company sends it back to staff; a new licence number is unchecked again.
      await db().update(companies).set({ licenseVerified: true }).where(eq(companies.id, companyId));
      const fixed = await gql<{ updateCompany: { status: string; licenseVerified: boolean } }>(
        t,
        UPDATE,
        { input: { id: companyId, license: 'TR-SMMM-778899' } },
        { token: tk },
      );
      expect(fixed.errors).toBeUndefined();
      expect(fixed.data!.updateCompany).toMatchObject({ status: 'pending', licenseVerified: false });
    });

    it('keeps an approved company approved and its licence check when other fields change', async () => {
      await db().update(companies).set({ licenseVerified: true }).where(eq(companies.id, anatoliaId));
      const r = await gql<{ updateCompany: { status: string; licenseVerified: boolean } }>(
        t,
        UPDATE,
        { input: { id: anatoliaId, city: 'Istanbul' } },
        { token: token.isveren },
      );
      expect(r.data!.updateCompany).toMatchObject({ status: 'approved', licenseVerified: true });
    });
  });

  describe('invitations', () => {
    let ownerToken: string;
    let companyId: string;
    let colleagueEmail: string;

    beforeAll(async () => {
      const email = unique('inviter');
      ownerToken = await signUp(email, 'Owner Person');
      await gql(t, CREATE_EMPLOYER, { input: { firstName: 'Owner', lastName: 'Person' } }, { token: ownerToken });
      companyId = (
        await gql<{ registerCompany: { id: string } }>(
          t,
          REGISTER,
          { input: { name: `Invite Co ${Date.now()}` } },
          { token: ownerToken },
        )
      ).data!.registerCompany.id;
      colleagueEmail = unique('colleague');
    });

    it('the owner invites a colleague; the mail carries a link whose token is stored only as a hash', async () => {
      const r = await gql<{ inviteEmployer: { id: string; email: string; status: string; expiresAt: string } }>(
        t,
        INVITE,
        { input: { companyId, email: colleagueEmail.toUpperCase() } },
        { token: ownerToken },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.inviteEmployer).toMatchObject({ email: colleagueEmail, status: 'pending' });
      const days = (Date.parse(r.data!.inviteEmployer.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const tok = tokenFromMail(colleagueEmail);
      const [row] = await db().select().from(companyInvites).where(eq(companyInvites.id, r.data!.inviteEmployer.id));
      expect(row!.tokenHash).toBe(hashInviteToken(tok));
      expect(row!.tokenHash).not.toContain(tok);
      // One pending invitation per address.
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: colleagueEmail } }, { token: ownerToken }))).toBe(
        'CONFLICT',
      );
      const list = await gql<{ listCompanyInvites: { email: string }[] }>(
        t,
        INVITES,
        { id: companyId },
        { token: ownerToken },
      );
      expect(list.data!.listCompanyInvites.map((i) => i.email)).toEqual([colleagueEmail]);
    });

    it('shows guests the company and a masked address only', async () => {
      const tok = tokenFromMail(colleagueEmail);
      const p = await gql<{ companyInvite: { companyName: string; maskedEmail: string; status: string } }>(t, PREVIEW, {
        token: tok,
      });
      expect(p.data!.companyInvite.status).toBe('pending');
      expect(p.data!.companyInvite.companyName).toMatch(/^Invite Co/);
      expect(p.data!.companyInvite.maskedEmail).not.toBe(colleagueEmail);
      expect(p.data!.companyInvite.maskedEmail).toMatch(/^c•••\d@example\.test$/);
      expect(
        (await gql<{ companyInvite: null }>(t, PREVIEW, { token: 'x'.repeat(43) })).data!.companyInvite,
      ).toBeNull();
      expect((await gql<{ companyInvite: null }>(t, PREVIEW, { token: 'short' })).data!.companyInvite).toBeNull();
    });

    it('refuses invitations from non-owners, guests and bad input', async () => {
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: unique('x') } }))).toBe('UNAUTHENTICATED');
      expect(
        codeOf(await gql(t, INVITE, { input: { companyId, email: unique('x') } }, { token: token.employer })),
      ).toBe('FORBIDDEN');
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: unique('x') } }, { token: token.staff }))).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: unique('x') } }, { token: token.seeker }))).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: 'not-an-email' } }, { token: ownerToken }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(codeOf(await gql(t, INVITES, { id: companyId }, { token: token.isveren }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(t, INVITES, { id: companyId }))).toBe('UNAUTHENTICATED');
      // Inviting oneself (already managing) is a conflict.
      const ownerEmail = (
        await db()
          .select({ email: users.email })
          .from(users)
          .innerJoin(companies, eq(companies.owner, users.id))
          .where(eq(companies.id, companyId))
      )[0]!.email;
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: ownerEmail } }, { token: ownerToken }))).toBe(
        'CONFLICT',
      );
    });

    it('refuses acceptance by a guest and by someone with another address', async () => {
      const tok = tokenFromMail(colleagueEmail);
      expect(codeOf(await gql(t, ACCEPT, { token: tok }))).toBe('UNAUTHENTICATED');
      const wrong = await gql(t, ACCEPT, { token: tok }, { token: token.seeker });
      expect(codeOf(wrong)).toBe('FORBIDDEN');
      expect(wrong.errors?.[0]?.message).toMatch(/sign in with that email/i);
      expect(codeOf(await gql(t, ACCEPT, { token: 'x'.repeat(43) }, { token: token.seeker }))).toBe('NOT_FOUND');
      expect(codeOf(await gql(t, ACCEPT, { token: 'bad token' }, { token: token.seeker }))).toBe('BAD_USER_INPUT');
    });

    it('the invited person (any letter case) accepts once: joins the admin list, becomes an employer with a record', async () => {
      const tok = tokenFromMail(colleagueEmail);
      const tk = await signUp(
        colleagueEmail.toUpperCase().replace('@EXAMPLE.TEST', '@example.test').toLowerCase(),
        'Cem Demir',
      );
      const me = await idOf(colleagueEmail);
      const r = await gql<{ acceptCompanyInvite: { id: string; admin: string[] } }>(
        t,
        ACCEPT,
        { token: tok },
        { token: tk },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.acceptCompanyInvite.admin).toEqual([me]);
      expect(await memberTypeOf(me)).toBe('employer');
      const [record] = await db().select().from(employers).where(eq(employers.login, me));
      expect(record).toMatchObject({ firstName: 'Cem', lastName: 'Demir', employerCompanyId: companyId });
      // Used: a second acceptance is refused, and the preview says so.
      const again = await gql(t, ACCEPT, { token: tok }, { token: tk });
      expect(codeOf(again)).toBe('BAD_USER_INPUT');
      expect(again.errors?.[0]?.message).toMatch(/already used/i);
      expect(
        (await gql<{ companyInvite: { status: string } }>(t, PREVIEW, { token: tok })).data!.companyInvite.status,
      ).toBe('accepted');
      // The colleague manages the company now, but may not invite or remove (owner only).
      const acct = await gql<{ companyAccount: { myRole: string; employers: { role: string }[] } }>(
        t,
        ACCOUNT,
        { id: companyId },
        { token: tk },
      );
      expect(acct.data!.companyAccount.myRole).toBe('admin');
      expect(acct.data!.companyAccount.employers.map((e) => e.role)).toEqual(['owner', 'admin']);
      expect(codeOf(await gql(t, INVITE, { input: { companyId, email: unique('y') } }, { token: tk }))).toBe(
        'FORBIDDEN',
      );
      const ownerId = (await db().select({ o: companies.owner }).from(companies).where(eq(companies.id, companyId)))[0]!
        .o!;
      expect(codeOf(await gql(t, REMOVE, { c: companyId, u: ownerId }, { token: tk }))).toBe('FORBIDDEN');
      // The owner cannot remove themself, but can remove the colleague.
      expect(codeOf(await gql(t, REMOVE, { c: companyId, u: ownerId }, { token: ownerToken }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await gql(t, REMOVE, { c: companyId, u: uid.seeker }, { token: ownerToken }))).toBe('NOT_FOUND');
      const removed = await gql<{ removeCompanyEmployer: boolean }>(
        t,
        REMOVE,
        { c: companyId, u: me },
        { token: ownerToken },
      );
      expect(removed.data!.removeCompanyEmployer).toBe(true);
      const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
      expect(company!.admin).toEqual([]);
      expect(codeOf(await gql(t, DASHBOARD, { id: companyId }, { token: tk }))).toBe('FORBIDDEN');
    });

    it('refuses an expired invitation and a revoked one', async () => {
      const expiredEmail = unique('late');
      await gql(t, INVITE, { input: { companyId, email: expiredEmail } }, { token: ownerToken });
      const tok = tokenFromMail(expiredEmail);
      await db()
        .update(companyInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(companyInvites.email, expiredEmail));
      const tk = await signUp(expiredEmail);
      const r = await gql(t, ACCEPT, { token: tok }, { token: tk });
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toMatch(/expired/i);
      expect(
        (await gql<{ companyInvite: { status: string } }>(t, PREVIEW, { token: tok })).data!.companyInvite.status,
      ).toBe('expired');
      // An expired invitation can be replaced by a new one.
      const again = await gql(t, INVITE, { input: { companyId, email: expiredEmail } }, { token: ownerToken });
      expect(again.errors).toBeUndefined();

      const revokedEmail = unique('revoked');
      const inv = await gql<{ inviteEmployer: { id: string } }>(
        t,
        INVITE,
        { input: { companyId, email: revokedEmail } },
        { token: ownerToken },
      );
      const rtok = tokenFromMail(revokedEmail);
      const inviteId = inv.data!.inviteEmployer.id;
      expect(codeOf(await gql(t, REVOKE, { id: inviteId }, { token: token.employer }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(t, REVOKE, { id: inviteId }))).toBe('UNAUTHENTICATED');
      expect(
        (await gql<{ revokeCompanyInvite: boolean }>(t, REVOKE, { id: inviteId }, { token: ownerToken })).data!
          .revokeCompanyInvite,
      ).toBe(true);
      expect(codeOf(await gql(t, REVOKE, { id: inviteId }, { token: ownerToken }))).toBe('NOT_FOUND');
      const rtk = await signUp(revokedEmail);
      expect(codeOf(await gql(t, ACCEPT, { token: rtok }, { token: rtk }))).toBe('NOT_FOUND');
      expect(await memberTypeOf(await idOf(revokedEmail))).toBe('jobseeker');
    });

    it('limits how many invitations a company sends a day', async () => {
      const sent = await db()
        .select({ id: companyInvites.id })
        .from(companyInvites)
        .where(eq(companyInvites.companyId, companyId));
      let last: Res = {};
      for (let i = sent.length; i <= 20; i++)
        last = await gql(t, INVITE, { input: { companyId, email: unique('bulk') } }, { token: ownerToken });
      expect(codeOf(last)).toBe('TOO_MANY_REQUESTS');
    });
  });

  describe('employerDashboard', () => {
    it('counts jobs and applications, zero-filling the last 30 days', async () => {
      const email = unique('dash');
      const tk = await signUp(email);
      await gql(t, CREATE_EMPLOYER, { input: { firstName: 'Dash', lastName: 'Board' } }, { token: tk });
      const companyId = (
        await gql<{ registerCompany: { id: string } }>(t, REGISTER, { input: { name: 'Dashboard Co' } }, { token: tk })
      ).data!.registerCompany.id;
      const empty = await gql<{ employerDashboard: { totalJobs: number; applicationsPerDay: { count: number }[] } }>(
        t,
        DASHBOARD,
        { id: companyId },
        { token: tk },
      );
      expect(empty.errors).toBeUndefined();
      expect(empty.data!.employerDashboard.totalJobs).toBe(0);
      expect(empty.data!.employerDashboard.applicationsPerDay).toHaveLength(30);
      expect(empty.data!.employerDashboard.applicationsPerDay.every((d) => d.count === 0)).toBe(true);

      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const [open, closing] = await db()
        .insert(jobs)
        .values([
          {
            companyJobsId: companyId,
            position: 'Auditor',
            status: 'open',
            deadline: day(60),
            companyName: 'Dashboard Co',
          },
          {
            companyJobsId: companyId,
            position: 'Tax Lead',
            status: 'open',
            deadline: day(5),
            companyName: 'Dashboard Co',
          },
          { companyJobsId: companyId, position: 'Draft', status: 'draft', companyName: 'Dashboard Co' },
          {
            companyJobsId: companyId,
            position: 'Waiting',
            status: 'draft',
            reviewStatus: 'pending',
            companyName: 'Dashboard Co',
          },
          { companyJobsId: companyId, position: 'Old', status: 'open', deadline: day(-3), companyName: 'Dashboard Co' },
        ])
        .returning();
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
      await db()
        .insert(jobApplications)
        .values([
          { userId: uid.seeker, jobApplicationsId: open!.id, appliedAt: at(0) },
          { userId: uid.ayse, jobApplicationsId: open!.id, appliedAt: at(2) },
          { userId: uid.seeker, jobApplicationsId: closing!.id, appliedAt: at(2) },
          { userId: uid.ayse, jobApplicationsId: closing!.id, appliedAt: at(20) },
          { userId: uid.admin, jobApplicationsId: closing!.id, appliedAt: at(45) },
        ]);
      const r = await gql<{
        employerDashboard: {
          totalJobs: number;
          openJobs: number;
          draftJobs: number;
          jobsWaitingForReview: number;
          applicationsThisWeek: number;
          applicationsPerDay: { date: string; count: number }[];
          closingSoon: { id: string; applicationCount: number }[];
          latestApplications: { position: string; applicantName: string }[];
        };
      }>(t, DASHBOARD, { id: companyId }, { token: tk });
      expect(r.errors).toBeUndefined();
      const d = r.data!.employerDashboard;
      expect(d).toMatchObject({
        totalJobs: 5,
        openJobs: 2,
        draftJobs: 1,
        jobsWaitingForReview: 1,
        applicationsThisWeek: 3,
      });
      const series = new Map(d.applicationsPerDay.map((p) => [p.date, p.count]));
      expect(d.applicationsPerDay.map((p) => p.date)).toEqual(lastDays(30));
      expect(series.get(at(0).toISOString().slice(0, 10))).toBe(1);
      expect(series.get(at(2).toISOString().slice(0, 10))).toBe(2);
      expect(series.get(at(20).toISOString().slice(0, 10))).toBe(1);
      expect(d.applicationsPerDay.reduce((s, p) => s + p.count, 0)).toBe(4);
      expect(d.closingSoon).toEqual([{ id: closing!.id, position: 'Tax Lead', deadline: day(5), applicationCount: 3 }]);
      expect(d.latestApplications).toHaveLength(5);
      expect(d.latestApplications[0]).toMatchObject({ position: 'Auditor' });
    });

    it('is for the company employers and staff only', async () => {
      expect(codeOf(await gql(t, DASHBOARD, { id: meridianId }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(t, DASHBOARD, { id: meridianId }, { token: token.seeker }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(t, DASHBOARD, { id: meridianId }, { token: token.isveren }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(t, DASHBOARD, { id: 'nope' }, { token: token.employer }))).toBe('BAD_USER_INPUT');
      for (const who of ['employer', 'staff', 'admin'] as const) {
        const r = await gql<{ employerDashboard: { openJobs: number } }>(
          t,
          DASHBOARD,
          { id: meridianId },
          { token: token[who] },
        );
        expect(r.errors).toBeUndefined();
        expect(r.data!.employerDashboard.openJobs).toBeGreaterThan(0);
      }
      const mine = await gql<{ myEmployer: { id: string } | null }>(
        t,
        `{ myEmployer { id employerCompanyId } }`,
        {},
        { token: token.employer },
      );
      expect(mine.data!.myEmployer).not.toBeNull();
      expect(
        (await gql<{ myEmployer: null }>(t, `{ myEmployer { id } }`, {}, { token: token.staff })).data!.myEmployer,
      ).toBeNull();
    });
  });
});
