import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, jobSeekerContents, mailOutbox, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { pngBytes } from '../test-support/file-fixtures.ts';
import { uploadFile } from '../test-support/applications.ts';
import { DEMO, gql, signInAs, type GraphqlResponse } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { mailText } from './mail-text.ts';

const layla = ['layla@cpa-careers.test', 'Seeker12345!'] as const;

const CREATE_COMPANY = `mutation C($input: CreateCompanyInput!) { createCompany(input: $input) { id status } }`;
const REVIEW_COMPANY = `mutation R($input: ReviewInput!) { reviewCompany(input: $input) { id status } }`;
const REVIEW_JOB = `mutation R($input: ReviewInput!) { reviewJob(input: $input) { id status isOpen company { id name } } }`;
const COMPANIES_FOR_REVIEW = `query Q($limit: Int, $nextToken: String) { listCompaniesForReview(limit: $limit, nextToken: $nextToken) { nextToken total items { id ownerName ownerEmail createdAt jobsTrusted company { name license status } } } }`;
const JOBS_FOR_REVIEW = `query Q($limit: Int) { listJobsForReview(limit: $limit) { nextToken total items { id position status company { id name } } } }`;
const COUNTS = `query { moderationCounts { companies jobs cpaClaims } }`;
const SEARCH_USERS = `query S($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {
  searchUsers(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) { nextToken total items { id disabled user { email role memberType cpaStatus cpaLicense { name organization number } } } }
}`;
const SET_ROLES = `mutation R($input: SetUserRolesInput!) { setUserRoles(input: $input) { id disabled user { role } } }`;
const SET_DISABLED = `mutation D($input: SetUserDisabledInput!) { setUserDisabled(input: $input) { id disabled } }`;
const STAFF_COMPANIES = `query L($query: String, $filter: StaffCompanyFilterInput, $limit: Int) {
  listCompaniesForStaff(query: $query, filter: $filter, limit: $limit) { nextToken total items { id ownerEmail reviewReason company { name status featured licenseVerified } } }
}`;
const SET_VERIFIED = `mutation V($input: SetCompanyLicenseVerifiedInput!) { setCompanyLicenseVerified(input: $input) { id company { licenseVerified } } }`;
const SET_FEATURED = `mutation F($input: SetCompanyFeaturedInput!) { setCompanyFeatured(input: $input) { id company { featured } } }`;
const UPDATE_CONTENT = `mutation U($input: UpdateJobSeekerContentInput!) { updateJobSeekerContent(input: $input) { id language bannerTitle bannerImage aboutUs } }`;
const GET_CONTENT = `query G($id: ID!) { getJobSeekerContent(id: $id) { bannerTitle bannerImage aboutUs } }`;

const code = (r: GraphqlResponse<unknown>) => r.errors?.[0]?.extensions?.code;
const message = (r: GraphqlResponse<unknown>) => r.errors?.[0]?.message;

describe.each(testDatabaseKinds())('moderation and administration over GraphQL on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let employer: string;
  let ayse: string;
  let laylaToken: string;
  const db = () => t.app.services.database.db;
  const userId = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const companyByName = async (prefix: string) =>
    (
      await db()
        .select()
        .from(companies)
        .where(like(companies.name, `${prefix}%`))
    )[0]!;
  const mailsTo = (email: string) => t.mails().filter((m) => m.to.includes(email));
  const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  async function pendingJob(companyId: string, position: string) {
    const [row] = await db()
      .insert(jobs)
      .values({
        companyJobsId: companyId,
        position,
        companyName: 'x',
        status: 'draft',
        reviewStatus: 'pending',
        deadline: future(),
        description: 'A job.',
      })
      .returning({ id: jobs.id });
    return row!.id;
  }
  /** Every role that is not staff is refused the same way. */
  async function refusedToNonStaff(query: string, variables: Record<string, unknown>) {
    expect(code(await gql(t, query, variables))).toBe('UNAUTHENTICATED');
    expect(code(await gql(t, query, variables, { token: seeker }))).toBe('FORBIDDEN');
    expect(code(await gql(t, query, variables, { token: employer }))).toBe('FORBIDDEN');
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker, employer, ayse, laylaToken] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, ...layla),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists, approves and rejects pending companies, e-mailing the owner in their language', async () => {
    const a = await gql<{ createCompany: { id: string } }>(
      t,
      CREATE_COMPANY,
      { input: { name: 'Ayşe Denetim Ltd', license: 'TR-123' } },
      { token: ayse },
    );
    const b = await gql<{ createCompany: { id: string } }>(
      t,
      CREATE_COMPANY,
      { input: { name: 'Layla Audit LLC', license: 'AE-77' } },
      { token: laylaToken },
    );
    const aId = a.data!.createCompany.id;
    const bId = b.data!.createCompany.id;

    await refusedToNonStaff(COMPANIES_FOR_REVIEW, {});
    await refusedToNonStaff(COUNTS, {});
    await refusedToNonStaff(REVIEW_COMPANY, { input: { id: aId, approve: true } });

    const list = await gql<{
      listCompaniesForReview: {
        items: {
          id: string;
          ownerEmail: string | null;
          ownerName: string | null;
          company: { name: string; license: string; status: string };
        }[];
      };
    }>(t, COMPANIES_FOR_REVIEW, {}, { token: staff });
    expect(list.errors).toBeUndefined();
    const items = list.data!.listCompaniesForReview.items;
    expect(items.every((i) => i.company.status === 'pending')).toBe(true);
    expect(items.find((i) => i.id === aId)).toMatchObject({
      ownerEmail: DEMO.ayse[0],
      company: { name: 'Ayşe Denetim Ltd', license: 'TR-123' },
    });
    expect(items.some((i) => i.company.name.startsWith('Dune Digital'))).toBe(true);
    const paged = await gql<{ listCompaniesForReview: { items: unknown[]; nextToken: string | null; total: number } }>(
      t,
      COMPANIES_FOR_REVIEW,
      { limit: 1 },
      { token: staff },
    );
    expect(paged.data!.listCompaniesForReview.items).toHaveLength(1);
    expect(paged.data!.listCompaniesForReview.nextToken).toBeTruthy();

    const counts = await gql<{ moderationCounts: { companies: number } }>(t, COUNTS, {}, { token: staff });
    // The total is the whole queue's, whatever the page.
    expect(paged.data!.listCompaniesForReview.total).toBe(items.length);
    expect(paged.data!.listCompaniesForReview.total).toBe(counts.data!.moderationCounts.companies);
    expect(counts.data!.moderationCounts.companies).toBe(items.length);

    // A rejection needs a reason; nothing changes without one.
    const noReason = await gql(
      t,
      REVIEW_COMPANY,
      { input: { id: aId, approve: false, reason: '   ' } },
      { token: staff },
    );
    expect(code(noReason)).toBe('BAD_USER_INPUT');
    expect(message(noReason)).toMatch(/Say why/);
    expect((await companyByName('Ayşe Denetim')).status).toBe('pending');
    expect(code(await gql(t, REVIEW_COMPANY, { input: { id: 'nope', approve: true } }, { token: staff }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      code(
        await gql(
          t,
          REVIEW_COMPANY,
          { input: { id: '00000000-0000-4000-8000-000000000000', approve: true } },
          { token: staff },
        ),
      ),
    ).toBe('NOT_FOUND');

    const before = mailsTo(DEMO.ayse[0]).length;
    const rejected = await gql<{ reviewCompany: { status: string } }>(
      t,
      REVIEW_COMPANY,
      { input: { id: aId, approve: false, reason: 'Vergi levhası eksik' } },
      { token: staff },
    );
    expect(rejected.data!.reviewCompany.status).toBe('rejected');
    expect((await companyByName('Ayşe Denetim')).reviewReason).toBe('Vergi levhası eksik');
    const trMail = mailText(mailsTo(DEMO.ayse[0]).at(-1)!.raw);
    expect(mailsTo(DEMO.ayse[0]).length).toBe(before + 1);
    expect(trMail).toContain('şirketinizi onaylayamadı');
    expect(trMail).toContain('Vergi levhası eksik');
    const again = await gql(t, REVIEW_COMPANY, { input: { id: aId, approve: true } }, { token: staff });
    expect(code(again)).toBe('CONFLICT');

    const approved = await gql<{ reviewCompany: { status: string } }>(
      t,
      REVIEW_COMPANY,
      { input: { id: bId, approve: true } },
      { token: admin },
    );
    expect(approved.data!.reviewCompany.status).toBe('approved');
    expect((await companyByName('Layla Audit')).jobsTrusted).toBe(false); // approving a company does not trust its jobs
    const arMail = mailText(mailsTo(layla[0]).at(-1)!.raw);
    expect(arMail).toContain('تمت الموافقة');
  });

  it('publishes or sends back jobs waiting for review, e-mailing the company employers', async () => {
    const layCo = await companyByName('Layla Audit');
    const meridian = await companyByName('Meridian Ledger');
    const first = await pendingJob(layCo.id, 'Audit Senior (review)');
    const second = await pendingJob(meridian.id, 'Tax Manager (review)');

    await refusedToNonStaff(JOBS_FOR_REVIEW, {});
    await refusedToNonStaff(REVIEW_JOB, { input: { id: first, approve: true } });
    const list = await gql<{
      listJobsForReview: { items: { id: string; status: string; company: { name: string } }[] };
    }>(t, JOBS_FOR_REVIEW, {}, { token: staff });
    expect(list.errors).toBeUndefined();
    expect(list.data!.listJobsForReview.items.find((j) => j.id === first)).toMatchObject({
      status: 'draft',
      company: { name: 'Layla Audit LLC' },
    });
    expect(
      (await gql<{ moderationCounts: { jobs: number } }>(t, COUNTS, {}, { token: staff })).data!.moderationCounts.jobs,
    ).toBe(2);
    const onePage = await gql<{ listJobsForReview: { items: unknown[]; total: number } }>(
      t,
      JOBS_FOR_REVIEW,
      { limit: 1 },
      { token: staff },
    );
    expect(onePage.data!.listJobsForReview.items).toHaveLength(1);
    expect(onePage.data!.listJobsForReview.total).toBe(2);

    const ok = await gql<{ reviewJob: { status: string; isOpen: boolean } }>(
      t,
      REVIEW_JOB,
      { input: { id: first, approve: true } },
      { token: staff },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.reviewJob).toMatchObject({ status: 'open', isOpen: true });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, first));
    expect(row).toMatchObject({ reviewStatus: 'approved', status: 'open' });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    expect((await companyByName('Layla Audit')).jobsTrusted).toBe(true);
    expect(mailText(mailsTo(layla[0]).at(-1)!.raw)).toContain('تم نشر وظيفتك');
    const publicView = await gql<{ getJob: { id: string } | null }>(t, `query G($id: ID!) { getJob(id: $id) { id } }`, {
      id: first,
    });
    expect(publicView.data!.getJob?.id).toBe(first);

    const noReason = await gql(t, REVIEW_JOB, { input: { id: second, approve: false } }, { token: staff });
    expect(code(noReason)).toBe('BAD_USER_INPUT');
    const rejected = await gql<{ reviewJob: { status: string } }>(
      t,
      REVIEW_JOB,
      { input: { id: second, approve: false, reason: 'Add the salary range.' } },
      { token: admin },
    );
    expect(rejected.data!.reviewJob.status).toBe('draft');
    const [rejectedRow] = await db().select().from(jobs).where(eq(jobs.id, second));
    expect(rejectedRow).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Add the salary range.',
      status: 'draft',
      publishedAt: null,
    });
    const enMail = mailText(mailsTo(DEMO.employer[0]).at(-1)!.raw);
    expect(enMail).toContain('was not published');
    expect(enMail).toContain('Add the salary range.');
    expect(code(await gql(t, REVIEW_JOB, { input: { id: second, approve: true } }, { token: staff }))).toBe('CONFLICT');
    expect(
      code(
        await gql(
          t,
          REVIEW_JOB,
          { input: { id: '00000000-0000-4000-8000-000000000000', approve: true } },
          { token: staff },
        ),
      ),
    ).toBe('NOT_FOUND');

    // A job of a company that is not approved cannot be published.
    const rejectedCompany = await companyByName('Ayşe Denetim');
    const third = await pendingJob(rejectedCompany.id, 'Orphan job');
    expect(code(await gql(t, REVIEW_JOB, { input: { id: third, approve: true } }, { token: staff }))).toBe(
      'BAD_USER_INPUT',
    );

    // Nor one whose deadline has passed while it waited: it would be expired on opening.
    const late = await pendingJob(meridian.id, 'Late job (review)');
    await db().update(jobs).set({ deadline: '2020-01-01' }).where(eq(jobs.id, late));
    const lateAnswer = await gql(t, REVIEW_JOB, { input: { id: late, approve: true } }, { token: staff });
    expect(code(lateAnswer)).toBe('BAD_USER_INPUT');
    expect(lateAnswer.errors![0]!.message).toContain('deadline of this job has passed');
    expect((await db().select().from(jobs).where(eq(jobs.id, late)))[0]).toMatchObject({
      status: 'draft',
      reviewStatus: 'pending',
    });

    // Nor one that no longer meets the publishing rules (its description was emptied).
    const bare = await pendingJob(meridian.id, 'Bare job (review)');
    await db().update(jobs).set({ description: '' }).where(eq(jobs.id, bare));
    const bareAnswer = await gql(t, REVIEW_JOB, { input: { id: bare, approve: true } }, { token: staff });
    expect(code(bareAnswer)).toBe('BAD_USER_INPUT');
    expect(bareAnswer.errors![0]!.message).toContain('cannot be published as it stands');
  });

  it('searches users and lists CPA claims with the licence named', async () => {
    await refusedToNonStaff(SEARCH_USERS, {});
    type Found = {
      searchUsers: {
        nextToken: string | null;
        total: number;
        items: {
          id: string;
          disabled: boolean;
          user: {
            email: string;
            role: string[];
            memberType: string;
            cpaStatus: string;
            cpaLicense: { number: string } | null;
          };
        }[];
      };
    };
    const byName = await gql<Found>(t, SEARCH_USERS, { query: 'AYŞE' }, { token: staff });
    expect(byName.errors).toBeUndefined();
    const byEmail = await gql<Found>(t, SEARCH_USERS, { query: 'AYSE@CPA' }, { token: staff });
    expect(byEmail.data!.searchUsers.items.map((i) => i.user.email)).toEqual([DEMO.ayse[0]]);
    const staffOnly = await gql<Found>(t, SEARCH_USERS, { filter: { role: 'staff' } }, { token: staff });
    expect(staffOnly.data!.searchUsers.items.every((i) => i.user.role.includes('staff'))).toBe(true);
    expect(staffOnly.data!.searchUsers.items.length).toBeGreaterThan(0);
    const employers = await gql<Found>(t, SEARCH_USERS, { filter: { memberType: 'employer' } }, { token: staff });
    expect(employers.data!.searchUsers.items.every((i) => i.user.memberType === 'employer')).toBe(true);
    const paged = await gql<Found>(t, SEARCH_USERS, { limit: 2 }, { token: staff });
    expect(paged.data!.searchUsers.items).toHaveLength(2);
    // The total counts every page of the search, with its filters.
    const everyone = await db().select({ id: users.id, memberType: users.memberType }).from(users);
    expect(paged.data!.searchUsers.total).toBe(everyone.length);
    expect(employers.data!.searchUsers.total).toBe(everyone.filter((u) => u.memberType === 'employer').length);
    expect(byEmail.data!.searchUsers.total).toBe(1);
    const next = await gql<Found>(
      t,
      SEARCH_USERS,
      { limit: 2, nextToken: paged.data!.searchUsers.nextToken },
      { token: staff },
    );
    expect(next.data!.searchUsers.items[0]!.id).not.toBe(paged.data!.searchUsers.items[0]!.id);
    expect(code(await gql(t, SEARCH_USERS, { filter: { role: 'boss' } }, { token: staff }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(t, SEARCH_USERS, { query: 'x'.repeat(101) }, { token: staff }))).toBe('BAD_USER_INPUT');
    // Wildcards are matched literally.
    expect((await gql<Found>(t, SEARCH_USERS, { query: '%' }, { token: staff })).data!.searchUsers.items).toHaveLength(
      0,
    );

    // A claim shows up for staff with the licence it rests on; the decision is e-mailed (reviewCPAClaim).
    const lic = await gql<{ createLicense: { id: string } }>(
      t,
      `mutation L($input: CreateLicenseInput!) { createLicense(input: $input) { id } }`,
      { input: { name: 'CPA', organization: 'TÜRMOB', number: 'TR-9911' } },
      { token: ayse },
    );
    await gql(
      t,
      `mutation C($id: ID!) { claimCPA(licenseId: $id) { cpaStatus } }`,
      { id: lic.data!.createLicense.id },
      { token: ayse },
    );
    const claims = await gql<Found>(t, SEARCH_USERS, { filter: { cpaStatus: 'claimed' } }, { token: staff });
    expect(claims.data!.searchUsers.items.find((i) => i.user.email === DEMO.ayse[0])?.user.cpaLicense?.number).toBe(
      'TR-9911',
    );
    expect(
      (await gql<{ moderationCounts: { cpaClaims: number } }>(t, COUNTS, {}, { token: staff })).data!.moderationCounts
        .cpaClaims,
    ).toBe(claims.data!.searchUsers.items.length);
    const reviewed = await gql(
      t,
      `mutation R($userId: ID!) { reviewCPAClaim(userId: $userId, approve: true) { cpaStatus } }`,
      { userId: await userId(DEMO.ayse[0]) },
      { token: staff },
    );
    expect(reviewed.errors).toBeUndefined();
    expect(mailText(mailsTo(DEMO.ayse[0]).at(-1)!.raw)).toContain('CPA statünüz onaylandı');
  });

  it('lets only admins change roles, never dropping their own admin role', async () => {
    const seekerId = await userId(DEMO.seeker[0]);
    const adminId = await userId(DEMO.admin[0]);
    await refusedToNonStaff(SET_ROLES, { input: { id: seekerId, roles: ['staff'] } });
    const byStaff = await gql(t, SET_ROLES, { input: { id: seekerId, roles: ['staff'] } }, { token: staff });
    expect(code(byStaff)).toBe('FORBIDDEN');
    expect(message(byStaff)).toBe('Only an administrator can change roles.');
    const made = await gql<{ setUserRoles: { user: { role: string[] } } }>(
      t,
      SET_ROLES,
      { input: { id: seekerId, roles: ['staff'] } },
      { token: admin },
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.setUserRoles.user.role.sort()).toEqual(['staff', 'user']);
    expect(code(await gql(t, SET_ROLES, { input: { id: adminId, roles: ['staff'] } }, { token: admin }))).toBe(
      'FORBIDDEN',
    );
    // Nobody changes their own roles, not even to add one.
    const ownAdd = await gql(t, SET_ROLES, { input: { id: adminId, roles: ['admin', 'staff'] } }, { token: admin });
    expect(code(ownAdd)).toBe('FORBIDDEN');
    expect(message(ownAdd)).toBe('Nobody can change their own roles. Ask another administrator.');
    expect(code(await gql(t, SET_ROLES, { input: { id: seekerId, roles: ['owner'] } }, { token: admin }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      code(
        await gql(t, SET_ROLES, { input: { id: '00000000-0000-4000-8000-000000000000', roles: [] } }, { token: admin }),
      ),
    ).toBe('NOT_FOUND');
    const back = await gql<{ setUserRoles: { user: { role: string[] } } }>(
      t,
      SET_ROLES,
      { input: { id: seekerId, roles: [] } },
      { token: admin },
    );
    expect(back.data!.setUserRoles.user.role).toEqual(['user']);
  });

  it('disables accounts: the token stops working and sign-in is refused until enabled again', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Spam Bot', email: 'spam.bot@example.com', password: 'a long password' },
    });
    const botToken = signUp.json().access_token as string;
    const botId = await userId('spam.bot@example.com');
    const staffId = await userId(DEMO.staff[0]);
    const adminId = await userId(DEMO.admin[0]);
    await refusedToNonStaff(SET_DISABLED, { input: { id: botId, disabled: true } });
    expect(code(await gql(t, SET_DISABLED, { input: { id: staffId, disabled: true } }, { token: staff }))).toBe(
      'FORBIDDEN',
    ); // themself
    const staffOnAdmin = await gql(t, SET_DISABLED, { input: { id: adminId, disabled: true } }, { token: staff });
    expect(code(staffOnAdmin)).toBe('FORBIDDEN');
    expect(message(staffOnAdmin)).toBe('Only an administrator can disable a staff or administrator account.');

    expect((await gql(t, `{ getUser(id: "${botId}") { id } }`, {}, { token: botToken })).errors).toBeUndefined();
    const off = await gql<{ setUserDisabled: { disabled: boolean } }>(
      t,
      SET_DISABLED,
      { input: { id: botId, disabled: true } },
      { token: staff },
    );
    expect(off.data!.setUserDisabled.disabled).toBe(true);
    expect(code(await gql(t, `{ getUser(id: "${botId}") { id } }`, {}, { token: botToken }))).toBe('UNAUTHENTICATED');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'spam.bot@example.com', password: 'a long password' },
    });
    expect(signIn.statusCode).toBe(403);
    const disabledList = await gql<{ searchUsers: { items: { id: string }[] } }>(
      t,
      SEARCH_USERS,
      { filter: { disabled: true } },
      { token: staff },
    );
    expect(disabledList.data!.searchUsers.items.map((i) => i.id)).toContain(botId);

    const on = await gql<{ setUserDisabled: { disabled: boolean } }>(
      t,
      SET_DISABLED,
      { input: { id: botId, disabled: false } },
      { token: staff },
    );
    expect(on.data!.setUserDisabled.disabled).toBe(false);
    // Enabling again does not bring the sessions from before the disable back; signing in does.
    expect(code(await gql(t, `{ getUser(id: "${botId}") { id } }`, {}, { token: botToken }))).toBe('UNAUTHENTICATED');
    const again = await signInAs(t, 'spam.bot@example.com', 'a long password');
    expect(code(await gql(t, `{ getUser(id: "${botId}") { id } }`, {}, { token: again }))).toBeUndefined();

    // An admin may disable staff (and enable them again).
    const staffOff = await gql<{ setUserDisabled: { disabled: boolean } }>(
      t,
      SET_DISABLED,
      { input: { id: staffId, disabled: true } },
      { token: admin },
    );
    expect(staffOff.data!.setUserDisabled.disabled).toBe(true);
    await gql(t, SET_DISABLED, { input: { id: staffId, disabled: false } }, { token: admin });
    staff = await signInAs(t, ...DEMO.staff);
  });

  it('lists every company for staff, verifies licences and features companies on the home page', async () => {
    await refusedToNonStaff(STAFF_COMPANIES, {});
    type Listed = {
      listCompaniesForStaff: {
        total: number;
        items: {
          id: string;
          ownerEmail: string | null;
          reviewReason: string | null;
          company: { name: string; status: string; featured: boolean; licenseVerified: boolean };
        }[];
      };
    };
    const all = await gql<Listed>(t, STAFF_COMPANIES, {}, { token: staff });
    const statuses = new Set(all.data!.listCompaniesForStaff.items.map((i) => i.company.status));
    expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);
    const rejected = await gql<Listed>(t, STAFF_COMPANIES, { filter: { status: 'rejected' } }, { token: staff });
    expect(rejected.data!.listCompaniesForStaff.items[0]).toMatchObject({
      reviewReason: 'Vergi levhası eksik',
      company: { name: 'Ayşe Denetim Ltd' },
    });
    const meridian = await gql<Listed>(t, STAFF_COMPANIES, { query: 'MERIDIAN' }, { token: staff });
    expect(meridian.data!.listCompaniesForStaff.items).toHaveLength(1);
    const item = meridian.data!.listCompaniesForStaff.items[0]!;
    expect(item.ownerEmail).toBe(DEMO.employer[0]);
    // The total counts the whole list, the owners' e-mails searched as the page's rows are.
    const allCount = (await db().select({ id: companies.id }).from(companies)).length;
    const first = await gql<Listed>(t, STAFF_COMPANIES, { limit: 1 }, { token: staff });
    expect(first.data!.listCompaniesForStaff.items).toHaveLength(1);
    expect(first.data!.listCompaniesForStaff.total).toBe(allCount);
    const byOwner = await gql<Listed>(t, STAFF_COMPANIES, { query: DEMO.employer[0], limit: 1 }, { token: staff });
    expect(byOwner.data!.listCompaniesForStaff.items[0]!.ownerEmail).toBe(DEMO.employer[0]);
    const owned = await db()
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.owner))
      .where(eq(users.email, DEMO.employer[0]));
    expect(byOwner.data!.listCompaniesForStaff.total).toBe(owned.length);
    expect(code(await gql(t, STAFF_COMPANIES, { filter: { status: 'gone' } }, { token: staff }))).toBe(
      'BAD_USER_INPUT',
    );

    await refusedToNonStaff(SET_VERIFIED, { input: { id: item.id, verified: true } });
    await refusedToNonStaff(SET_FEATURED, { input: { id: item.id, featured: true } });
    const verified = await gql<{ setCompanyLicenseVerified: { company: { licenseVerified: boolean } } }>(
      t,
      SET_VERIFIED,
      { input: { id: item.id, verified: !item.company.licenseVerified } },
      { token: staff },
    );
    expect(verified.data!.setCompanyLicenseVerified.company.licenseVerified).toBe(!item.company.licenseVerified);
    const layCo = await companyByName('Layla Audit');
    const featured = await gql<{ setCompanyFeatured: { company: { featured: boolean } } }>(
      t,
      SET_FEATURED,
      { input: { id: layCo.id, featured: true } },
      { token: staff },
    );
    expect(featured.data!.setCompanyFeatured.company.featured).toBe(true);
    const home = await gql<{ listCompanies: { items: { id: string }[] } }>(
      t,
      `{ listCompanies(filter: { featured: { eq: true } }, limit: 100) { items { id } } }`,
    );
    expect(home.data!.listCompanies.items.map((c) => c.id)).toContain(layCo.id);
    const onlyFeatured = await gql<Listed>(
      t,
      STAFF_COMPANIES,
      { filter: { featured: true, licenseVerified: false } },
      { token: staff },
    );
    expect(
      onlyFeatured.data!.listCompaniesForStaff.items.every((i) => i.company.featured && !i.company.licenseVerified),
    ).toBe(true);
    expect(
      code(
        await gql(
          t,
          SET_FEATURED,
          { input: { id: '00000000-0000-4000-8000-000000000000', featured: true } },
          { token: staff },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('edits the home banner and about-us text of each language', async () => {
    const input = {
      language: 'tr',
      bannerTitle: 'Muhasebede yeni işiniz',
      bannerImage: '/images/banner.svg',
      aboutUs: '<p>Birinci <b>paragraf</b></p>\n\n\n<script>alert(1)</script>İkinci & son',
    };
    await refusedToNonStaff(UPDATE_CONTENT, { input });
    const saved = await gql<{ updateJobSeekerContent: { id: string; aboutUs: string } }>(
      t,
      UPDATE_CONTENT,
      { input },
      { token: staff },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateJobSeekerContent).toMatchObject({
      id: 'home-tr',
      aboutUs: 'Birinci paragraf\n\nİkinci & son',
    });
    const read = await gql<{ getJobSeekerContent: { bannerTitle: string } }>(t, GET_CONTENT, { id: 'home-tr' });
    expect(read.data!.getJobSeekerContent.bannerTitle).toBe('Muhasebede yeni işiniz');
    const en = await db().select().from(jobSeekerContents).where(eq(jobSeekerContents.id, 'home-en'));
    expect(en[0]!.bannerTitle).not.toBe('Muhasebede yeni işiniz');

    expect(code(await gql(t, UPDATE_CONTENT, { input: { ...input, bannerTitle: ' ' } }, { token: staff }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await gql(t, UPDATE_CONTENT, { input: { ...input, language: 'de' } }, { token: staff }))).toBe(
      'BAD_USER_INPUT',
    );
    const badImage = await gql(
      t,
      UPDATE_CONTENT,
      { input: { ...input, bannerImage: 'javascript:alert(1)' } },
      { token: staff },
    );
    expect(code(badImage)).toBe('BAD_USER_INPUT');
    expect(
      (await gql<{ getJobSeekerContent: { bannerImage: string } }>(t, GET_CONTENT, { id: 'home-tr' })).data!
        .getJobSeekerContent.bannerImage,
    ).toBe('/images/banner.svg');

    // The banner picture is uploaded as a file of kind banner, by staff only.
    const upload = await uploadFile(t, staff, {
      kind: 'banner',
      bytes: pngBytes(),
      filename: 'banner.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    const fileId = upload.json().id as string;
    expect(
      (
        await uploadFile(t, employer, {
          kind: 'banner',
          bytes: pngBytes(),
          filename: 'banner.png',
          contentType: 'image/png',
        })
      ).statusCode,
    ).toBe(403);
    const withImage = await gql<{ updateJobSeekerContent: { bannerImage: string } }>(
      t,
      UPDATE_CONTENT,
      { input: { ...input, language: 'ar', bannerTitle: 'وظيفتك القادمة', bannerImage: `/api/files/${fileId}` } },
      { token: admin },
    );
    expect(withImage.data!.updateJobSeekerContent.bannerImage).toBe(`/api/files/${fileId}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(200); // public, like logos
  });

  it('mails the seeded pending company’s owner the rejection in Arabic, and no one for a company without an owner', async () => {
    const khalid = 'khalid@cpa-careers.test';
    const list = await gql<{
      listCompaniesForReview: {
        items: {
          id: string;
          ownerName: string | null;
          ownerEmail: string | null;
          ownerLanguage: string | null;
          company: { name: string };
        }[];
      };
    }>(
      t,
      `query { listCompaniesForReview(limit: 100) { items { id ownerName ownerEmail ownerLanguage company { name } } } }`,
      {},
      { token: staff },
    );
    const dune = list.data!.listCompaniesForReview.items.find((i) => i.company.name.startsWith('Dune Digital'));
    expect(dune).toMatchObject({ ownerName: 'خالد المنصوري', ownerEmail: khalid, ownerLanguage: 'ar' });

    const before = t.mails().length;
    const reason = 'The ADGM licence number does not match the register.';
    const rejected = await gql(
      t,
      REVIEW_COMPANY,
      { input: { id: dune!.id, approve: false, reason } },
      { token: staff },
    );
    expect(rejected.errors).toBeUndefined();
    const sent = t.mails().slice(before);
    expect(sent.map((m) => m.to)).toEqual([expect.stringContaining(khalid)]);
    const text = mailText(sent[0]!.raw);
    expect(text).toContain('لم تتم الموافقة على Dune Digital Payments FZ-LLC'); // the subject, in Arabic
    expect(text).toContain('السبب الذي ذكره فريقنا:');
    expect(text).toContain(reason);
    expect(text).toContain('خالد'); // greeted by his first name
    // The mail went through the outbox, which records it as sent.
    const [outboxRow] = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.toAddress, `%${khalid}%`));
    expect(outboxRow?.status).toBe('sent');
    expect(outboxRow?.textBody).toContain(reason);

    // A company with no owner account: the staff list says so, and the decision mails no one.
    const [orphan] = await db()
      .insert(companies)
      .values({ name: 'Ownerless Holdings', license: 'X-1', status: 'pending', owner: null })
      .returning({ id: companies.id });
    const again = await gql<{ listCompaniesForReview: { items: { id: string; ownerEmail: string | null }[] } }>(
      t,
      COMPANIES_FOR_REVIEW,
      { limit: 100 },
      { token: staff },
    );
    expect(again.data!.listCompaniesForReview.items.find((i) => i.id === orphan!.id)?.ownerEmail).toBeNull();
    const count = t.mails().length;
    const noOwner = await gql<{ reviewCompany: { status: string } }>(
      t,
      REVIEW_COMPANY,
      { input: { id: orphan!.id, approve: false, reason: 'No licence.' } },
      { token: staff },
    );
    expect(noOwner.data!.reviewCompany.status).toBe('rejected');
    expect(t.mails().length).toBe(count);
  });
});
