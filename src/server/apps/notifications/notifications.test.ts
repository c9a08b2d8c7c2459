import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, employers, jobApplications, jobs, notifications, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { apply, pickJob, uploadResume } from '../../test-support/applications.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { collect, liveClient, secondServer } from '../../test-support/live-client.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';
import { notifyUser } from './index.ts';

const FIELDS = 'id icon image title description time read link useRouter';
const MINE = `query ($limit: Int, $nextToken: String) { myNotifications(limit: $limit, nextToken: $nextToken) { items { ${FIELDS} } nextToken total unread } }`;
const MARK = `mutation ($id: ID!, $read: Boolean) { markNotificationRead(id: $id, read: $read) { ${FIELDS} } }`;
const MARK_ALL = `mutation { markAllNotificationsRead }`;
const DELETE = `mutation ($id: ID!) { deleteNotification(id: $id) { id } }`;
const LIVE = `subscription { notificationAdded { ${FIELDS} } }`;

interface Notice {
  id: string;
  icon: string | null;
  title: string;
  description: string;
  time: string;
  read: boolean;
  link: string | null;
  useRouter: boolean;
}
interface Page {
  myNotifications: { items: Notice[]; nextToken: string | null; total: number; unread: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabaseKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  let jane: string;
  let ayse: string;
  let employer: string;
  let staff: string;
  const db = () => t.app.services.database.db;
  const page = async (token: string, variables: Record<string, unknown> = {}) =>
    (await gql<Page>(t, MINE, variables, { token })).data!.myNotifications;
  const userId = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [jane, ayse, employer, staff] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.staff),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts the demo accounts with notices of what they really have, newest first, linking where they may go', async () => {
    const staffOnly = /^\/(dashboards|apps|admin)\b/;
    // Jane has applied nowhere yet: no application notice, nothing for staff only, her welcome unread.
    const mine = await page(jane);
    expect(mine.total).toBe(mine.items.length);
    expect(mine.unread).toBe(mine.items.filter((n) => !n.read).length);
    expect(mine.items.find((n) => !n.read)).toMatchObject({ title: 'Welcome, Jane', link: '/profile' });
    expect(mine.items.some((n) => n.icon === 'status')).toBe(false);
    const times = mine.items.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
    // Layla's are about her own applications whose status moved: the job and company exist.
    const layla = await signInAs(t, 'layla@cpa-careers.test', DEMO.seeker[1]);
    const hers = (await page(layla)).items.filter((n) => n.icon === 'status');
    expect(hers.length).toBeGreaterThan(0);
    const real = await db()
      .select({ position: jobs.position, company: companies.name, status: jobApplications.status })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
      .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
      .where(eq(jobApplications.userId, await userId('layla@cpa-careers.test')));
    for (const n of hers) {
      expect(n.link).toBe('/job/apply');
      expect(real.some((a) => n.description.includes(a.position) && n.description.includes(a.company))).toBe(true);
    }
    // No seeker or employer is sent to a page for staff only.
    for (const token of [jane, ayse, layla, employer])
      for (const n of (await page(token)).items) expect(n.link ?? '').not.toMatch(staffOnly);
    // The employer hears of a real applicant to one of their own jobs.
    const applied = (await page(employer)).items.find((n) => n.link?.startsWith('/employer/jobs/'));
    const jobId = /^\/employer\/jobs\/([0-9a-f-]{36})\/applicants$/.exec(applied!.link!)?.[1];
    const [job] = await db().select({ company: jobs.companyJobsId }).from(jobs).where(eq(jobs.id, jobId!));
    const [own] = await db()
      .select({ company: employers.employerCompanyId })
      .from(employers)
      .where(eq(employers.login, await userId(DEMO.employer[0])));
    expect(job?.company).toBe(own?.company);
    // Ayşe reads hers in Turkish.
    expect((await page(ayse)).items.map((n) => n.title)).toContain('Hoş geldiniz, Ayşe');
    // The staff are told of the project dashboard and a real message from a colleague.
    const staffs = (await page(staff)).items;
    expect(staffs.find((n) => n.link === '/dashboards/project')).toMatchObject({ useRouter: true });
    expect(staffs.some((n) => n.link === '/apps/chat')).toBe(true);
  });

  it('pages with nextToken, without overlap or gaps', async () => {
    const all = await page(staff, { limit: 50 });
    const first = await page(staff, { limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextToken).toBeTruthy();
    const second = await page(staff, { limit: 2, nextToken: first.nextToken });
    const ids = [...first.items, ...second.items].map((n) => n.id);
    expect(ids).toEqual(all.items.slice(0, 4).map((n) => n.id));
    const last = await page(staff, { limit: 50, nextToken: first.nextToken });
    expect(last.nextToken).toBeNull();
    expect(last.items).toHaveLength(all.items.length - 2);
  });

  it('refuses a bad limit or page token with a clear message', async () => {
    for (const variables of [{ limit: 0 }, { limit: 51 }]) {
      const r = await gql(t, MINE, variables, { token: jane });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain('1 to 50');
    }
    const r = await gql(t, MINE, { nextToken: 'not-a-token' }, { token: jane });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toMatch(/page token is not valid/);
  });

  it('refuses guests every operation', async () => {
    const [one] = (await page(jane)).items;
    for (const [query, variables] of [
      [MINE, {}],
      [MARK, { id: one!.id }],
      [MARK_ALL, {}],
      [DELETE, { id: one!.id }],
    ] as const) {
      const r = await gql(t, query, variables);
      expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it("answers NOT_FOUND for another person's notification, for each operation, and changes nothing", async () => {
    const janes = await page(jane);
    const target = janes.items.find((n) => !n.read)!;
    for (const token of [ayse, staff]) {
      for (const [query, variables] of [
        [MARK, { id: target.id }],
        [MARK, { id: target.id, read: false }],
        [DELETE, { id: target.id }],
      ] as const) {
        const r = await gql(t, query, variables, { token });
        expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(r.errors?.[0]?.message).toBe('The notification was not found.');
      }
      // Mark-all touches only one's own.
      await gql(t, MARK_ALL, {}, { token });
      expect((await page(token)).unread).toBe(0);
    }
    const [row] = await db().select().from(notifications).where(eq(notifications.id, target.id));
    expect(row).toMatchObject({ read: false });
    // Not an id at all, or an id of nothing: not found too.
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const r = await gql(t, MARK, { id }, { token: jane });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('marks one read and unread, all read, and deletes', async () => {
    const before = await page(jane);
    const target = before.items.find((n) => !n.read)!;
    const read = await gql<{ markNotificationRead: Notice }>(t, MARK, { id: target.id }, { token: jane });
    expect(read.data?.markNotificationRead).toMatchObject({ id: target.id, read: true });
    expect((await page(jane)).unread).toBe(before.unread - 1);
    const unread = await gql<{ markNotificationRead: Notice }>(
      t,
      MARK,
      { id: target.id, read: false },
      { token: jane },
    );
    expect(unread.data?.markNotificationRead.read).toBe(false);
    const all = await gql<{ markAllNotificationsRead: number }>(t, MARK_ALL, {}, { token: jane });
    expect(all.data?.markAllNotificationsRead).toBe(before.unread);
    expect((await page(jane)).unread).toBe(0);
    const gone = await gql<{ deleteNotification: { id: string } }>(t, DELETE, { id: target.id }, { token: jane });
    expect(gone.data?.deleteNotification.id).toBe(target.id);
    const after = await page(jane);
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((n) => n.id)).not.toContain(target.id);
    expect((await gql(t, DELETE, { id: target.id }, { token: jane })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("tells the company's employers of a new application and the candidate of a new status, each in their language", async () => {
    const job = await pickJob(t, {
      open: true,
      applyWay: 'internal',
      requiresCpa: false,
      ownerEmail: DEMO.employer[0],
    });
    const resume = await uploadResume(t, ayse, 'ayse.pdf');
    const applied = await apply(t, ayse, { jobApplicationsId: job.id, resumeFileId: resume });
    expect(applied.errors).toBeUndefined();
    const [news] = (await page(employer)).items;
    expect(news).toMatchObject({
      icon: 'application',
      title: 'New application',
      link: `/employer/jobs/${job.id}/applicants`,
      read: false,
      useRouter: true,
    });
    expect(news!.description).toContain(job.position);
    expect(news!.description).toContain('Ayşe');

    const moved = await gql(
      t,
      `mutation ($input: UpdateJobApplicationInput!) { updateJobApplication(input: $input) { id } }`,
      { input: { id: applied.data!.createJobApplication.id, status: 'interviewing' } },
      { token: employer },
    );
    expect(moved.errors).toBeUndefined();
    const [status] = (await page(ayse)).items;
    expect(status).toMatchObject({ icon: 'status', link: '/job/apply', read: false });
    expect(status!.title).toBe('Başvurunuz: Mülakat aşamasında');
    expect(status!.description).toContain(job.position);
  });

  it("tells a company's employers of the staff's decision", async () => {
    const [pending] = await db().select().from(companies).where(eq(companies.status, 'pending')).limit(1);
    expect(pending?.owner).toBeTruthy();
    const before = await db().select().from(notifications).where(eq(notifications.userId, pending!.owner!));
    const r = await gql(
      t,
      `mutation ($input: ReviewInput!) { reviewCompany(input: $input) { id } }`,
      { input: { id: pending!.id, approve: false, reason: 'The licence number does not match the register' } },
      { token: staff },
    );
    expect(r.errors).toBeUndefined();
    const after = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pending!.owner!), eq(notifications.kind, 'company-reviewed')));
    expect(after.length).toBe(before.filter((n) => n.kind === 'company-reviewed').length + 1);
    expect(after.at(-1)?.description).toContain('does not match the register');
  });

  it('delivers a new notification live to its recipient only, and refuses a connection without a valid token', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const janeClient = liveClient(t.app, jane);
    const ayseClient = liveClient(t.app, ayse);
    const guestClient = liveClient(t.app, undefined);
    const badClient = liveClient(t.app, 'not.a.token');
    try {
      const janes = collect<{ notificationAdded: Notice }>(janeClient, LIVE);
      const ayses = collect<{ notificationAdded: Notice }>(ayseClient, LIVE);
      const guests = collect(guestClient, LIVE);
      const bad = collect(badClient, LIVE);
      await sleep(400);
      const row = await notifyUser(db(), t.app.services.live, {
        userId: await userId(DEMO.seeker[0]),
        event: { kind: 'chat-message', from: 'Omar Staff', text: 'Are you free for a call at three?' },
        link: '/apps/chat',
      });
      await janes.next(1);
      expect(janes.results[0]?.data?.notificationAdded).toMatchObject({
        id: row!.id,
        title: 'New message from Omar Staff',
        description: 'Are you free for a call at three?',
        icon: 'chat',
        read: false,
      });
      await sleep(200);
      expect(ayses.results).toHaveLength(0);
      await guests.settled();
      await bad.settled();
      expect(guests.results).toHaveLength(0);
      expect(guests.errors.length + Number(guests.closed)).toBeGreaterThan(0);
      expect(bad.results).toHaveLength(0);
      expect(bad.errors.length + Number(bad.closed)).toBeGreaterThan(0);
    } finally {
      await Promise.all([janeClient.dispose(), ayseClient.dispose(), guestClient.dispose(), badClient.dispose()]);
    }
  });
});

// Two server processes behind a load balancer: one database, one Redis. A browser connected to
// server B hears of a change made through server A.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl && process.env.TEST_DATABASE_URL)('live updates through Redis between two servers', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondServer>>;

  beforeAll(async () => {
    a = await createTestApp('postgresql', { redisUrl });
    await seedIfEmpty(a.app.services.database.db);
    b = await secondServer(a.config);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event published by one server to a browser connected to the other', async () => {
    const jane = await signInAs(a, ...DEMO.seeker);
    const employer = await signInAs(a, ...DEMO.employer);
    const client = liveClient(b, jane);
    try {
      const live = collect<{ notificationAdded: Notice }>(client, LIVE);
      await sleep(600);
      // Jane applies and the employer moves her application, both through server A.
      const job = await pickJob(a, {
        open: true,
        applyWay: 'internal',
        requiresCpa: false,
        ownerEmail: DEMO.employer[0],
      });
      const resume = await uploadResume(a, jane, 'jane.pdf');
      const applied = await apply(a, jane, { jobApplicationsId: job.id, resumeFileId: resume });
      expect(applied.errors).toBeUndefined();
      const moved = await gql(
        a,
        `mutation ($input: UpdateJobApplicationInput!) { updateJobApplication(input: $input) { id } }`,
        { input: { id: applied.data!.createJobApplication.id, status: 'shortlisted' } },
        { token: employer },
      );
      expect(moved.errors).toBeUndefined();
      await live.next(1);
      expect(live.results[0]?.data?.notificationAdded).toMatchObject({
        title: 'Your application: Shortlisted',
        link: '/job/apply',
        read: false,
      });
    } finally {
      await client.dispose();
    }
  });
});
