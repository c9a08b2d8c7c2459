import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobApplications, jobs, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs, type GraphqlResponse } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const JOB_FIELDS =
  'id companyJobsId position description status isOpen deadline applyWay applyUrl requiresCPA keyword salaryStart salaryEnd reviewStatus reviewReason publishedAt applicationCounts { status count }';
const CREATE = `mutation C($input: CreateJobInput!) { createJob(input: $input) { ${JOB_FIELDS} } }`;
const UPDATE = `mutation U($input: UpdateJobInput!) { updateJob(input: $input) { ${JOB_FIELDS} } }`;
const act = (name: string) => `mutation A($id: ID!) { ${name}(id: $id) { ${JOB_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteJob(input: { id: $id }) { id } }`;
const LIST = `query L($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {
  listCompanyJobs(companyId: $companyId, filter: $filter, limit: $limit, nextToken: $nextToken) { nextToken items { ${JOB_FIELDS} } }
}`;
const GET = `query G($id: ID!) { getCompanyJob(id: $id) { ${JOB_FIELDS} } }`;
const PUBLIC_GET = `query P($id: ID!) { getJob(id: $id) { id status reviewStatus reviewReason publishedAt applicationCounts { status count } } }`;
const SEARCH = `query S($q: String) { searchJobs(query: $q, limit: 50) { items { id position } } }`;

type Job = {
  id: string;
  companyJobsId: string;
  position: string;
  description: string;
  status: string;
  isOpen: boolean;
  deadline: string | null;
  applyWay: string;
  applyUrl: string | null;
  requiresCPA: boolean;
  keyword: string[];
  salaryStart: number | null;
  salaryEnd: number | null;
  reviewStatus: string | null;
  reviewReason: string | null;
  publishedAt: string | null;
  applicationCounts: { status: string; count: number }[];
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const code = (r: GraphqlResponse) => r.errors?.[0]?.extensions?.code;

describe.each(testDatabaseKinds())('employer jobs over GraphQL on %s', (kind) => {
  let t: TestApp;
  let employer: string;
  let isveren: string;
  let seeker: string;
  let staff: string;
  let meridian: string;
  let anatolia: string;
  let employerId: string;
  const db = () => t.app.services.database.db;
  const input = (extra: Record<string, unknown> = {}) => ({
    companyJobsId: meridian,
    position: `Senior Auditor ${Math.random().toString(36).slice(2, 8)}`,
    description: '<p>Lead <strong>audits</strong>.</p>',
    location: 'London',
    type: 'full-time',
    experienceLevel: 'senior',
    language: 'en',
    keyword: ['IFRS', 'Audit'],
    industry: 'Audit',
    salaryStart: 50000,
    salaryEnd: 70000,
    start: day(10),
    deadline: day(30),
    applyWay: 'internal',
    requiresCPA: true,
    ...extra,
  });
  const create = async (token: string | undefined, extra: Record<string, unknown> = {}) =>
    gql<{ createJob: Job }>(t, CREATE, { input: input(extra) }, { token });
  const created = async (extra: Record<string, unknown> = {}) => {
    const r = await create(employer, extra);
    expect(r.errors).toBeUndefined();
    return r.data!.createJob;
  };
  const run = (name: string, id: string, token?: string) =>
    gql<Record<'publishJob' | 'closeJob' | 'reopenJob' | 'duplicateJob', Job>>(t, act(name), { id }, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [employer, isveren, seeker, staff] = await Promise.all([
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.isveren),
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.staff),
    ]);
    const [emp] = await db().select().from(users).where(eq(users.email, DEMO.employer[0]));
    const [isv] = await db().select().from(users).where(eq(users.email, DEMO.isveren[0]));
    employerId = emp!.id;
    meridian = (await db().select().from(companies).where(eq(companies.owner, emp!.id)))[0]!.id;
    anatolia = (await db().select().from(companies).where(eq(companies.owner, isv!.id)))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a draft for the company, with its name and a sanitized description', async () => {
    const job = await created({
      description:
        '<p>Hello <strong>team</strong><script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a></p>',
    });
    expect(job).toMatchObject({
      companyJobsId: meridian,
      status: 'draft',
      reviewStatus: 'none',
      publishedAt: null,
      applicationCounts: [],
    });
    expect(job.description).toContain('<strong>team</strong>');
    expect(job.description).not.toMatch(/script|onerror|javascript|alert/);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.companyName).toMatch(/Meridian/);
    expect(row!.description).not.toMatch(/script/);
  });

  it('refuses guests, job seekers and other companies’ employers', async () => {
    expect(code(await create(undefined))).toBe('UNAUTHENTICATED');
    expect(code(await create(seeker))).toBe('FORBIDDEN');
    expect(code(await create(isveren))).toBe('FORBIDDEN');
    expect(code(await create(staff))).toBe('FORBIDDEN');
    const job = await created();
    for (const name of ['publishJob', 'closeJob', 'reopenJob', 'duplicateJob']) {
      expect(code(await run(name, job.id))).toBe('UNAUTHENTICATED');
      expect(code(await run(name, job.id, seeker))).toBe('FORBIDDEN');
      expect(code(await run(name, job.id, isveren))).toBe('FORBIDDEN');
    }
    const update = (token?: string) => gql(t, UPDATE, { input: { id: job.id, position: 'Hijacked' } }, { token });
    expect(code(await update())).toBe('UNAUTHENTICATED');
    expect(code(await update(seeker))).toBe('FORBIDDEN');
    expect(code(await update(isveren))).toBe('FORBIDDEN');
    expect(code(await update(staff))).toBe('FORBIDDEN');
    expect(code(await gql(t, DELETE, { id: job.id }, { token: isveren }))).toBe('FORBIDDEN');
    expect(code(await gql(t, GET, { id: job.id }, { token: isveren }))).toBe('FORBIDDEN');
    expect(code(await gql(t, GET, { id: job.id }, { token: seeker }))).toBe('FORBIDDEN');
    expect(code(await gql(t, GET, { id: job.id }))).toBe('UNAUTHENTICATED');
    expect(code(await gql(t, LIST, { companyId: meridian }, { token: isveren }))).toBe('FORBIDDEN');
    expect(code(await gql(t, LIST, { companyId: meridian }, { token: seeker }))).toBe('FORBIDDEN');
    expect(code(await gql(t, LIST, { companyId: meridian }))).toBe('UNAUTHENTICATED');
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.position).toBe(job.position);
    expect(row!.status).toBe('draft');
  });

  it('validates the fields with messages a person understands', async () => {
    const bad = await create(employer, {
      position: ' ',
      salaryStart: 90000,
      salaryEnd: 10000,
      applyWay: 'external',
      applyUrl: 'ftp://x',
      deadline: day(1),
      start: day(5),
    });
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toMatch(/Enter the job title/);
    const order = await create(employer, { salaryStart: 90000, salaryEnd: 10000 });
    expect(order.errors![0]!.message).toMatch(/lowest salary cannot be above the highest/);
    const dates = await create(employer, { start: day(10), deadline: day(5) });
    expect(dates.errors![0]!.message).toMatch(/deadline cannot be before the start/);
    const url = await create(employer, { applyWay: 'external', applyUrl: 'javascript:alert(1)' });
    expect(url.errors![0]!.message).toMatch(/valid web address/);
    const noUrl = await create(employer, { applyWay: 'external', applyUrl: null });
    expect(noUrl.errors![0]!.message).toMatch(/web address where candidates apply/);
    const type = await create(employer, { type: 'forever' });
    expect(code(type)).toBe('BAD_USER_INPUT');
    const ok = await created({ applyWay: 'external', applyUrl: 'https://careers.example.com/apply' });
    expect(ok.applyUrl).toBe('https://careers.example.com/apply');
  });

  it('updates a draft as a patch and keeps an open job publishable', async () => {
    const job = await created();
    const r = await gql<{ updateJob: Job }>(
      t,
      UPDATE,
      {
        input: {
          id: job.id,
          position: 'Audit Manager',
          keyword: ['IFRS', 'IFRS', 'SOX'],
          description: '<p>New <em>text</em><script>x()</script></p>',
        },
      },
      { token: employer },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateJob).toMatchObject({
      position: 'Audit Manager',
      keyword: ['IFRS', 'SOX'],
      salaryStart: 50000,
      requiresCPA: true,
      description: '<p>New <em>text</em></p>',
    });
    const order = await gql(t, UPDATE, { input: { id: job.id, salaryEnd: 100 } }, { token: employer });
    expect(order.errors![0]!.message).toMatch(/lowest salary/);
    // A draft may keep a past deadline, an open job may not.
    expect(
      (await gql(t, UPDATE, { input: { id: job.id, deadline: day(-1), start: day(-5) } }, { token: employer })).errors,
    ).toBeUndefined();
    await gql(t, UPDATE, { input: { id: job.id, deadline: day(20), start: null } }, { token: employer });
    const published = await run('publishJob', job.id, employer);
    expect(published.data!.publishJob.status).toBe('open');
    const past = await gql(t, UPDATE, { input: { id: job.id, deadline: day(-1) } }, { token: employer });
    expect(past.errors![0]!.message).toMatch(/deadline must be after today/);
    const edited = await gql<{ updateJob: Job }>(
      t,
      UPDATE,
      { input: { id: job.id, position: 'Audit Manager (IFRS)' } },
      { token: employer },
    );
    expect(edited.data!.updateJob).toMatchObject({ status: 'open', position: 'Audit Manager (IFRS)' });
  });

  it('publishes a trusted company’s job at once and it shows in search', async () => {
    const position = `Trusted Tax Partner ${Date.now()}`;
    const job = await created({ position });
    const r = await run('publishJob', job.id, employer);
    expect(r.errors).toBeUndefined();
    expect(r.data!.publishJob).toMatchObject({ status: 'open', isOpen: true });
    expect(r.data!.publishJob.publishedAt).toBeTruthy();
    const found = await gql<{ searchJobs: { items: { id: string }[] } }>(t, SEARCH, { q: position });
    expect(found.data!.searchJobs.items.map((j) => j.id)).toContain(job.id);
    // The public does not see the review fields.
    const pub = await gql<{ getJob: Job }>(t, PUBLIC_GET, { id: job.id });
    expect(pub.data!.getJob).toMatchObject({
      status: 'open',
      reviewStatus: null,
      reviewReason: null,
      publishedAt: null,
      applicationCounts: [],
    });
    const byIsveren = await gql<{ getJob: Job }>(t, PUBLIC_GET, { id: job.id }, { token: isveren });
    expect(byIsveren.data!.getJob.reviewStatus).toBeNull();
    const byStaff = await gql<{ getJob: Job }>(t, PUBLIC_GET, { id: job.id }, { token: staff });
    expect(byStaff.data!.getJob.reviewStatus).toBe('none');
    // A search reads what lists show; the review fields are read for the company's employer who asks.
    const SEARCH_REVIEW = `query S($q: String) { searchJobs(query: $q) { items { id reviewStatus publishedAt } } }`;
    type Reviewed = {
      searchJobs: { items: { id: string; reviewStatus: string | null; publishedAt: string | null }[] };
    };
    const mine = await gql<Reviewed>(t, SEARCH_REVIEW, { q: position }, { token: employer });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.searchJobs.items.find((j) => j.id === job.id)).toEqual({
      id: job.id,
      reviewStatus: 'none',
      publishedAt: r.data!.publishJob.publishedAt,
    });
    const theirs = await gql<Reviewed>(t, SEARCH_REVIEW, { q: position }, { token: isveren });
    expect(theirs.data!.searchJobs.items.find((j) => j.id === job.id)).toMatchObject({
      reviewStatus: null,
      publishedAt: null,
    });
  });

  it('refuses to publish without a future deadline or a description', async () => {
    const job = await created({ deadline: null, start: null });
    const r = await run('publishJob', job.id, employer);
    expect(code(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0]!.message).toMatch(/Set an application deadline/);
    const today = await created({ deadline: day(0), start: null });
    expect((await run('publishJob', today.id, employer)).errors![0]!.message).toMatch(/after today/);
    const empty = await created({ description: '<script>x</script>' });
    expect((await run('publishJob', empty.id, employer)).errors![0]!.message).toMatch(/Write a description/);
  });

  it('makes an untrusted company’s job wait for review, hidden from the public', async () => {
    await db().update(companies).set({ jobsTrusted: false }).where(eq(companies.id, anatolia));
    try {
      const position = `Review Pending Auditor ${Date.now()}`;
      const r = await gql<{ createJob: Job }>(
        t,
        CREATE,
        { input: input({ companyJobsId: anatolia, position }) },
        { token: isveren },
      );
      const job = r.data!.createJob;
      const p = await run('publishJob', job.id, isveren);
      expect(p.data!.publishJob).toMatchObject({
        status: 'draft',
        reviewStatus: 'pending',
        publishedAt: null,
        isOpen: false,
      });
      const found = await gql<{ searchJobs: { items: { id: string }[] } }>(t, SEARCH, { q: position });
      expect(found.data!.searchJobs.items.map((j) => j.id)).not.toContain(job.id);
      expect((await gql<{ getJob: Job | null }>(t, PUBLIC_GET, { id: job.id })).data!.getJob).toBeNull();
      // Rejected by staff, edited and published again: back to pending.
      await db()
        .update(jobs)
        .set({ reviewStatus: 'rejected', reviewReason: 'Salary missing' })
        .where(eq(jobs.id, job.id));
      const got = await gql<{ getCompanyJob: Job }>(t, GET, { id: job.id }, { token: isveren });
      expect(got.data!.getCompanyJob).toMatchObject({ reviewStatus: 'rejected', reviewReason: 'Salary missing' });
      const again = await run('publishJob', job.id, isveren);
      expect(again.data!.publishJob).toMatchObject({ status: 'draft', reviewStatus: 'pending', reviewReason: null });
      const pending = await gql<{ listCompanyJobs: { items: Job[] } }>(
        t,
        LIST,
        { companyId: anatolia, filter: { status: 'pending' } },
        { token: isveren },
      );
      expect(pending.data!.listCompanyJobs.items.map((j) => j.id)).toContain(job.id);
      // While it waits, it must stay publishable: staff approve what is stored.
      const emptied = await gql(
        t,
        UPDATE,
        { input: { id: job.id, deadline: '', description: '' } },
        { token: isveren },
      );
      expect(code(emptied)).toBe('BAD_USER_INPUT');
      expect((await db().select().from(jobs).where(eq(jobs.id, job.id)))[0]!.deadline).toBe(day(30));
    } finally {
      await db().update(companies).set({ jobsTrusted: true }).where(eq(companies.id, anatolia));
    }
  });

  it('refuses to publish for a company that staff have not approved', async () => {
    const [company] = await db()
      .insert(companies)
      .values({ name: `Pending Partners ${Date.now()}`, owner: employerId, status: 'pending' })
      .returning();
    const r = await gql<{ createJob: Job }>(
      t,
      CREATE,
      { input: input({ companyJobsId: company!.id }) },
      { token: employer },
    );
    expect(r.errors).toBeUndefined();
    const p = await run('publishJob', r.data!.createJob.id, employer);
    expect(code(p)).toBe('BAD_USER_INPUT');
    expect(p.errors![0]!.message).toMatch(/waiting for approval/);
    await db().update(companies).set({ status: 'rejected' }).where(eq(companies.id, company!.id));
    expect((await run('publishJob', r.data!.createJob.id, employer)).errors![0]!.message).toMatch(/not approved/);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, r.data!.createJob.id));
    expect(row!.status).toBe('draft');
  });

  it('closes, reopens (only with a future deadline), duplicates and deletes drafts', async () => {
    const job = await created();
    expect(code(await run('closeJob', job.id, employer))).toBe('BAD_USER_INPUT');
    await run('publishJob', job.id, employer);
    const closed = await run('closeJob', job.id, employer);
    expect(closed.data!.closeJob).toMatchObject({ status: 'closed', isOpen: false });
    const reopened = await run('reopenJob', job.id, employer);
    expect(reopened.data!.reopenJob).toMatchObject({ status: 'open', isOpen: true });
    await run('closeJob', job.id, employer);
    await db()
      .update(jobs)
      .set({ deadline: day(-2), start: null })
      .where(eq(jobs.id, job.id));
    const refused = await run('reopenJob', job.id, employer);
    expect(code(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toMatch(/Set a new deadline/);
    // Expired (open past its deadline) likewise; with a new deadline it reopens.
    await db().update(jobs).set({ status: 'open' }).where(eq(jobs.id, job.id));
    expect(code(await run('reopenJob', job.id, employer))).toBe('BAD_USER_INPUT');
    await db()
      .update(jobs)
      .set({ status: 'expired', deadline: day(40) })
      .where(eq(jobs.id, job.id));
    expect((await run('reopenJob', job.id, employer)).data!.reopenJob.status).toBe('open');
    // A description cleared while closed keeps it closed.
    await run('closeJob', job.id, employer);
    await db().update(jobs).set({ description: '' }).where(eq(jobs.id, job.id));
    expect(code(await run('reopenJob', job.id, employer))).toBe('BAD_USER_INPUT');
    await db().update(jobs).set({ description: '<p>Audit work.</p>', status: 'open' }).where(eq(jobs.id, job.id));

    const copy = (await run('duplicateJob', job.id, employer)).data!.duplicateJob;
    expect(copy).toMatchObject({ status: 'draft', position: job.position, reviewStatus: 'none', publishedAt: null });
    expect(copy.id).not.toBe(job.id);

    expect(code(await gql(t, DELETE, { id: job.id }, { token: employer }))).toBe('BAD_USER_INPUT');
    const deleted = await gql(t, DELETE, { id: copy.id }, { token: employer });
    expect(deleted.errors).toBeUndefined();
    expect(await db().select().from(jobs).where(eq(jobs.id, copy.id))).toHaveLength(0);
  });

  it('does not delete a draft with applications', async () => {
    const job = await created();
    const [seekerRow] = await db().select().from(users).where(eq(users.email, DEMO.seeker[0]));
    await db().insert(jobApplications).values({ jobApplicationsId: job.id, userId: seekerRow!.id });
    const r = await gql(t, DELETE, { id: job.id }, { token: employer });
    expect(r.errors![0]!.message).toMatch(/has applications/);
  });

  it('lists the company’s jobs, all statuses, newest first, with counts per status in one batch', async () => {
    const a = await created({ position: `Listing Alpha ${Date.now()}` });
    const b = await created({ position: `Listing Beta ${Date.now()}` });
    await run('publishJob', b.id, employer);
    const users2 = await db().select().from(users).limit(3);
    for (const u of users2)
      await db()
        .insert(jobApplications)
        .values({ jobApplicationsId: b.id, userId: u.id, status: u === users2[0] ? 'shortlisted' : 'submitted' });
    const r = await gql<{ listCompanyJobs: { items: Job[]; nextToken: string | null } }>(
      t,
      LIST,
      { companyId: meridian, limit: 2 },
      { token: employer },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.listCompanyJobs.items.map((j) => j.id)).toEqual([b.id, a.id]);
    expect(r.data!.listCompanyJobs.nextToken).toBeTruthy();
    const counts = Object.fromEntries(
      r.data!.listCompanyJobs.items[0]!.applicationCounts.map((c) => [c.status, c.count]),
    );
    expect(counts).toEqual({ shortlisted: 1, submitted: 2 });
    const drafts = await gql<{ listCompanyJobs: { items: Job[] } }>(
      t,
      LIST,
      { companyId: meridian, filter: { status: 'draft', query: 'Listing Alpha' } },
      { token: employer },
    );
    expect(drafts.data!.listCompanyJobs.items.map((j) => j.id)).toEqual([a.id]);
    const open = await gql<{ listCompanyJobs: { items: Job[] } }>(
      t,
      LIST,
      { companyId: meridian, filter: { status: 'open', query: 'listing' } },
      { token: employer },
    );
    expect(open.data!.listCompanyJobs.items.map((j) => j.id)).toEqual([b.id]);
    const byStaff = await gql<{ listCompanyJobs: { items: Job[] } }>(
      t,
      LIST,
      { companyId: meridian, limit: 1 },
      { token: staff },
    );
    expect(byStaff.data!.listCompanyJobs.items[0]!.id).toBe(b.id);
    const badStatus = await gql(t, LIST, { companyId: meridian, filter: { status: 'nope' } }, { token: employer });
    expect(code(badStatus)).toBe('BAD_USER_INPUT');
  });

  it('lets the company’s employers and staff read a draft; unknown ids are null', async () => {
    const job = await created();
    expect(
      (await gql<{ getCompanyJob: Job }>(t, GET, { id: job.id }, { token: employer })).data!.getCompanyJob.id,
    ).toBe(job.id);
    expect((await gql<{ getCompanyJob: Job }>(t, GET, { id: job.id }, { token: staff })).data!.getCompanyJob.id).toBe(
      job.id,
    );
    expect(
      (
        await gql<{ getCompanyJob: Job | null }>(
          t,
          GET,
          { id: '00000000-0000-4000-8000-000000000000' },
          { token: employer },
        )
      ).data!.getCompanyJob,
    ).toBeNull();
    expect(
      (await gql<{ getCompanyJob: Job | null }>(t, GET, { id: 'nope' }, { token: employer })).data!.getCompanyJob,
    ).toBeNull();
  });

  it('allows at most 20 new jobs per company per day, duplicates included', async () => {
    const [company] = await db()
      .insert(companies)
      .values({ name: `Busy Books ${Date.now()}`, owner: employerId, status: 'approved', jobsTrusted: true })
      .returning();
    await db()
      .insert(jobs)
      .values(
        Array.from({ length: 19 }, (_, i) => ({
          companyJobsId: company!.id,
          position: `Filler ${i}`,
          companyName: company!.name,
        })),
      );
    const twentieth = await gql<{ createJob: Job }>(
      t,
      CREATE,
      { input: input({ companyJobsId: company!.id }) },
      { token: employer },
    );
    expect(twentieth.errors).toBeUndefined();
    const r = await gql(t, CREATE, { input: input({ companyJobsId: company!.id }) }, { token: employer });
    expect(code(r)).toBe('TOO_MANY_REQUESTS');
    expect(r.errors![0]!.message).toMatch(/20 jobs in the last 24 hours/);
    expect(code(await run('duplicateJob', twentieth.data!.createJob.id, employer))).toBe('TOO_MANY_REQUESTS');
    // Jobs older than a day no longer count.
    await db()
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(jobs.companyJobsId, company!.id), eq(jobs.position, 'Filler 0')));
    expect((await run('duplicateJob', twentieth.data!.createJob.id, employer)).errors).toBeUndefined();
    // Parallel requests count one after another: twenty-five at once, with an empty day, make twenty.
    await db()
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(jobs.companyJobsId, company!.id));
    const burst = await Promise.all(
      Array.from({ length: 25 }, () =>
        gql(t, CREATE, { input: input({ companyJobsId: company!.id }) }, { token: employer }),
      ),
    );
    expect(burst.filter((b) => !b.errors).length).toBe(20);
    expect(burst.filter((b) => code(b) === 'TOO_MANY_REQUESTS').length).toBe(5);
  });
});
