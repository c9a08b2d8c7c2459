import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { pngBytes } from '../test-support/file-fixtures.ts';
import { apply, pickJob, uploadFile, uploadResume } from '../test-support/applications.ts';
import { applicationsForUsers } from './application-service.ts';
import type { UserRow } from '../db/rows.ts';

const MINE = /* GraphQL */ `
  query Mine($limit: Int, $nextToken: String) {
    myJobApplications(limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        status
        appliedAt
        jobApplicationsId
        job {
          id
          position
          company {
            id
            name
          }
        }
        resume {
          id
          filename
          mimeType
          size
        }
      }
    }
  }
`;
type MineData = {
  myJobApplications: {
    nextToken: string | null;
    items: {
      id: string;
      status: string;
      appliedAt: string;
      jobApplicationsId: string;
      job: { id: string; position: string; company: { name: string } | null } | null;
      resume: { filename: string } | null;
    }[];
  };
};
const ELIGIBILITY = /* GraphQL */ `
  query Can($jobId: ID!) {
    jobApplicationEligibility(jobId: $jobId) {
      canApply
      reason
      message
      application {
        id
        status
      }
      applicant {
        displayName
        fullName
        email
        mobile
        location
        isCPA
        cpaStatus
        emailVerified
      }
    }
  }
`;
type EligibilityData = {
  jobApplicationEligibility: {
    canApply: boolean;
    reason: string | null;
    message: string | null;
    application: { id: string; status: string } | null;
    applicant: {
      displayName: string;
      fullName: string | null;
      email: string;
      isCPA: boolean;
      cpaStatus: string;
      emailVerified: boolean;
    };
  };
};
const JOB_APPLICATIONS = /* GraphQL */ `
  query JobApps($id: ID!) {
    getJob(id: $id) {
      id
      applications(limit: 10) {
        items {
          id
          userID
          status
          resume {
            filename
          }
        }
      }
    }
  }
`;
type JobAppsData = {
  getJob: { id: string; applications: { items: { id: string; userID: string; status: string }[] } | null } | null;
};
const WITHDRAW = /* GraphQL */ `
  mutation W($id: ID!) {
    withdrawJobApplication(id: $id) {
      id
      status
    }
  }
`;

describe.each(testDatabaseKinds())('job applications over GraphQL on %s', (kind) => {
  let t: TestApp;
  let seeker: string;
  let ayse: string;
  let employer: string;
  let isveren: string;
  let staff: string;
  let unverified: string;
  const db = () => t.app.services.database.db;
  const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
  const userByEmail = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0] as UserRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [seeker, ayse, employer, isveren, staff] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.isveren),
      signInAs(t, ...DEMO.staff),
    ]);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'New Person', email: 'new.person@example.com', password: 'a long password' },
    });
    unverified = signUp.json().access_token as string;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses guests and unverified users', async () => {
    const job = await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: false });
    const guest = await apply(t, undefined, { jobApplicationsId: job.id });
    expect(code(guest)).toBe('UNAUTHENTICATED');
    const notVerified = await apply(t, unverified, { jobApplicationsId: job.id });
    expect(code(notVerified)).toBe('FORBIDDEN');
    expect(notVerified.errors?.[0]?.message).toBe('Verify your email address before applying.');
    const guestMine = await gql(t, MINE);
    expect(code(guestMine)).toBe('UNAUTHENTICATED');
    const guestCan = await gql(t, ELIGIBILITY, { jobId: job.id });
    expect(code(guestCan)).toBe('UNAUTHENTICATED');
    const unverifiedCan = await gql<EligibilityData>(t, ELIGIBILITY, { jobId: job.id }, { token: unverified });
    expect(unverifiedCan.data!.jobApplicationEligibility).toMatchObject({ canApply: false, reason: 'verifyToApply' });
  });

  it('refuses a CPA job to a user who is not a confirmed CPA, explaining the claim', async () => {
    const cpaJob = await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: true });
    const refused = await apply(t, ayse, { jobApplicationsId: cpaJob.id });
    expect(code(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toMatch(/certified public accountants only.*Claim your CPA status/);
    // A claim that staff have not confirmed yet does not open CPA jobs either.
    await db().update(users).set({ cpaStatus: 'claimed' }).where(eq(users.email, DEMO.ayse[0]));
    expect(code(await apply(t, ayse, { jobApplicationsId: cpaJob.id }))).toBe('FORBIDDEN');
    const can = await gql<EligibilityData>(t, ELIGIBILITY, { jobId: cpaJob.id }, { token: ayse });
    expect(can.data!.jobApplicationEligibility).toMatchObject({
      canApply: false,
      reason: 'cpaRequired',
      applicant: { isCPA: false, cpaStatus: 'claimed' },
    });
    await db().update(users).set({ cpaStatus: 'none' }).where(eq(users.email, DEMO.ayse[0]));
  });

  it('refuses closed, expired, external, draft and unknown jobs, and bad input', async () => {
    const closed = await pickJob(t, { closed: true });
    const r1 = await apply(t, seeker, { jobApplicationsId: closed.id });
    expect(code(r1)).toBe('BAD_USER_INPUT');
    expect(r1.errors?.[0]?.message).toBe('This job is no longer open for applications.');
    const expired = await pickJob(t, { expired: true });
    expect(r1.errors?.[0]?.message).toBe(
      (await apply(t, seeker, { jobApplicationsId: expired.id })).errors?.[0]?.message,
    );
    const external = await pickJob(t, { open: true, applyWay: 'external' });
    const r3 = await apply(t, seeker, { jobApplicationsId: external.id });
    expect(code(r3)).toBe('BAD_USER_INPUT');
    expect(r3.errors?.[0]?.message).toMatch(/employer’s own site/);
    const [draft] = await db().select().from(jobs).where(eq(jobs.status, 'draft')).limit(1);
    expect(code(await apply(t, seeker, { jobApplicationsId: draft!.id }))).toBe('NOT_FOUND');
    expect(code(await apply(t, seeker, { jobApplicationsId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    const badId = await apply(t, seeker, { jobApplicationsId: 'nope' });
    expect(code(badId)).toBe('BAD_USER_INPUT');
    expect(badId.errors?.[0]?.message).toMatch(/The job id is not valid/);
    const open = await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: false });
    const badSalary = await apply(t, seeker, { jobApplicationsId: open.id, salary: -5 });
    expect(code(badSalary)).toBe('BAD_USER_INPUT');
    expect(badSalary.errors?.[0]?.message).toMatch(/expected salary/);
    const longLetter = await apply(t, seeker, { jobApplicationsId: open.id, coverLetter: 'x'.repeat(5001) });
    expect(longLetter.errors?.[0]?.message).toMatch(/at most 5000 characters/);
    // Nothing was written by any refusal (the demo data's sample applications are others').
    expect(
      await db()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.userId, (await userByEmail(DEMO.seeker[0])).id)),
    ).toEqual([]);
  });

  it("refuses someone else's résumé, and a photo as a résumé", async () => {
    const job = await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: false });
    const aysesResume = await uploadResume(t, ayse);
    const r = await apply(t, seeker, { jobApplicationsId: job.id, resumeFileId: aysesResume });
    expect(code(r)).toBe('FORBIDDEN');
    expect(r.errors?.[0]?.message).toBe('Choose one of your own résumés.');
    const photo = await uploadFile(t, seeker, { kind: 'photo', bytes: pngBytes(), filename: 'me.png' });
    expect(code(await apply(t, seeker, { jobApplicationsId: job.id, resumeFileId: photo.json().id }))).toBe(
      'FORBIDDEN',
    );
  });

  it('applies, records the job in appliedJobs, mails the applicant in their language, and refuses a second time', async () => {
    const cpaJob = await pickJob(t, {
      open: true,
      applyWay: 'internal',
      requiresCpa: true,
      ownerEmail: DEMO.employer[0],
    });
    const resumeId = await uploadResume(t, seeker, 'Jane Seeker CV.pdf');
    const before = t.mails().length;
    const ok = await apply(t, seeker, {
      jobApplicationsId: cpaJob.id,
      resumeFileId: resumeId,
      coverLetter: '  I would love to join.  ',
      salary: 85000,
    });
    expect(ok.errors).toBeUndefined();
    const created = ok.data!.createJobApplication;
    expect(created).toMatchObject({
      status: 'submitted',
      salary: 85000,
      coverLetter: 'I would love to join.',
      jobApplicationsId: cpaJob.id,
      resume: { filename: 'Jane Seeker CV.pdf' },
    });
    expect(created.job?.position).toBe(cpaJob.position);
    expect(created.job?.company?.name).toBeTruthy();
    expect((await userByEmail(DEMO.seeker[0])).appliedJobs).toContain(cpaJob.id);
    const mail = t
      .mails()
      .slice(before)
      .find((m) => m.to.includes(DEMO.seeker[0]));
    expect(mail?.subject).toContain('Application received');
    expect(mail?.raw).toContain('/job/apply');

    const again = await apply(t, seeker, { jobApplicationsId: cpaJob.id });
    expect(code(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('You have already applied to this job.');
    const can = await gql<EligibilityData>(t, ELIGIBILITY, { jobId: cpaJob.id }, { token: seeker });
    expect(can.data!.jobApplicationEligibility).toMatchObject({
      canApply: false,
      reason: 'alreadyApplied',
      application: { id: created.id, status: 'submitted' },
    });
    expect(can.data!.jobApplicationEligibility.applicant).toMatchObject({
      email: DEMO.seeker[0],
      isCPA: true,
      emailVerified: true,
    });

    // Ayşe writes in Turkish: her confirmation is in Turkish.
    const plain = await pickJob(t, {
      open: true,
      applyWay: 'internal',
      requiresCpa: false,
      ownerEmail: DEMO.isveren[0],
    });
    const okAyse = await apply(t, ayse, { jobApplicationsId: plain.id });
    expect(okAyse.errors).toBeUndefined();
    const ayseMail = t.mails().find((m) => m.to.includes(DEMO.ayse[0]));
    expect(ayseMail?.raw).toContain('CPA Kariyer');
    expect(ayseMail?.raw).not.toContain('Thank you for applying');
    const canAyse = await gql<EligibilityData>(
      t,
      ELIGIBILITY,
      {
        jobId: (
          await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: false, notOwnerEmail: DEMO.isveren[0] })
        ).id,
      },
      { token: ayse },
    );
    expect(canAyse.data!.jobApplicationEligibility).toMatchObject({ canApply: true, reason: null });
  });

  it("gives the signed-in user's apply standing: CPA status and every job applied to, newest first", async () => {
    const STANDING = /* GraphQL */ `
      query Standing {
        myApplyStanding {
          isCPA
          cpaStatus
          emailVerified
          appliedJobs {
            jobId
            applicationId
            appliedAt
            status
          }
        }
      }
    `;
    type StandingData = {
      myApplyStanding: {
        isCPA: boolean;
        cpaStatus: string;
        emailVerified: boolean;
        appliedJobs: { jobId: string; applicationId: string; appliedAt: string; status: string }[];
      };
    };
    const guest = await gql(t, STANDING);
    expect(code(guest)).toBe('UNAUTHENTICATED');

    const job = await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: false });
    const before = await gql<StandingData>(t, STANDING, {}, { token: ayse });
    expect(before.data!.myApplyStanding).toMatchObject({ isCPA: false, emailVerified: true });
    expect(before.data!.myApplyStanding.appliedJobs.map((a) => a.jobId)).not.toContain(job.id);

    const applied = await apply(t, ayse, { jobApplicationsId: job.id });
    expect(applied.errors).toBeUndefined();
    const after = await gql<StandingData>(t, STANDING, {}, { token: ayse });
    const [newest] = after.data!.myApplyStanding.appliedJobs;
    expect(newest).toMatchObject({
      jobId: job.id,
      applicationId: applied.data!.createJobApplication.id,
      status: 'submitted',
    });
    expect(Date.parse(newest!.appliedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Another person's applications never show.
    const other = await gql<StandingData>(t, STANDING, {}, { token: seeker });
    expect(other.data!.myApplyStanding.appliedJobs.map((a) => a.applicationId)).not.toContain(
      applied.data!.createJobApplication.id,
    );
    expect(other.data!.myApplyStanding.isCPA).toBe(true);
  });

  it('lists my applications newest first with job and company, paged', async () => {
    const second = await pickJob(t, {
      open: true,
      applyWay: 'internal',
      requiresCpa: false,
      ownerEmail: DEMO.isveren[0],
    });
    expect((await apply(t, seeker, { jobApplicationsId: second.id })).errors).toBeUndefined();
    const all = await gql<MineData>(t, MINE, {}, { token: seeker });
    const items = all.data!.myJobApplications.items;
    expect(items).toHaveLength(2);
    expect(items[0]!.jobApplicationsId).toBe(second.id);
    expect(items[0]!.appliedAt >= items[1]!.appliedAt).toBe(true);
    expect(items.every((i) => i.job?.company?.name)).toBe(true);
    const page1 = await gql<MineData>(t, MINE, { limit: 1 }, { token: seeker });
    expect(page1.data!.myJobApplications.items).toHaveLength(1);
    const page2 = await gql<MineData>(
      t,
      MINE,
      { limit: 1, nextToken: page1.data!.myJobApplications.nextToken },
      { token: seeker },
    );
    expect(page2.data!.myJobApplications.items[0]!.id).toBe(items[1]!.id);
    expect(page2.data!.myJobApplications.nextToken).toBeNull();
    const others = await gql<MineData>(t, MINE, {}, { token: staff });
    expect(others.data!.myJobApplications.items).toEqual([]);
  });

  it("shows a job's applications to its company's employers and staff only", async () => {
    const job = await pickJob(t, { open: true, applyWay: 'internal', requiresCpa: true, ownerEmail: DEMO.employer[0] });
    const asEmployer = await gql<JobAppsData>(t, JOB_APPLICATIONS, { id: job.id }, { token: employer });
    expect(asEmployer.errors).toBeUndefined();
    expect(asEmployer.data!.getJob!.applications!.items).toHaveLength(1);
    const asStaff = await gql<JobAppsData>(t, JOB_APPLICATIONS, { id: job.id }, { token: staff });
    expect(asStaff.data!.getJob!.applications!.items).toHaveLength(1);
    for (const token of [isveren, seeker, ayse]) {
      const refused = await gql<JobAppsData>(t, JOB_APPLICATIONS, { id: job.id }, { token });
      expect(code(refused)).toBe('FORBIDDEN');
      expect(refused.data!.getJob!.applications).toBeNull();
    }
    const guest = await gql<JobAppsData>(t, JOB_APPLICATIONS, { id: job.id });
    expect(code(guest)).toBe('UNAUTHENTICATED');
  });

  it("limits a user's applications to the user, staff, and the employers they applied to", async () => {
    const jane = await userByEmail(DEMO.seeker[0]);
    const read = async (viewerEmail: string | undefined) => {
      const viewer = viewerEmail ? await userByEmail(viewerEmail) : undefined;
      return (await applicationsForUsers(db(), viewer, [jane.id])).get(jane.id)!;
    };
    expect(await read(DEMO.seeker[0])).toHaveLength(2);
    expect(await read(DEMO.staff[0])).toHaveLength(2);
    // Each employer sees only the one application sent to their own company.
    const mark = (await read(DEMO.employer[0])) as { jobApplicationsId: string }[];
    const mehmet = (await read(DEMO.isveren[0])) as { jobApplicationsId: string }[];
    expect(mark).toHaveLength(1);
    expect(mehmet).toHaveLength(1);
    expect(mark[0]!.jobApplicationsId).not.toBe(mehmet[0]!.jobApplicationsId);
    expect(await read(DEMO.ayse[0])).toBeInstanceOf(Error);
    expect(await read(undefined)).toBeInstanceOf(Error);
  });

  it('withdraws only my own application still in play', async () => {
    const mine = (await gql<MineData>(t, MINE, {}, { token: seeker })).data!.myJobApplications.items;
    const target = mine[0]!.id;
    expect(code(await gql(t, WITHDRAW, { id: target }))).toBe('UNAUTHENTICATED');
    const stranger = await gql(t, WITHDRAW, { id: target }, { token: ayse });
    expect(code(stranger)).toBe('FORBIDDEN');
    expect(stranger.errors?.[0]?.message).toBe('You can only withdraw your own applications.');
    expect(code(await gql(t, WITHDRAW, { id: target }, { token: employer }))).toBe('FORBIDDEN');
    expect(code(await gql(t, WITHDRAW, { id: target }, { token: staff }))).toBe('FORBIDDEN');
    expect(code(await gql(t, WITHDRAW, { id: 'nope' }, { token: seeker }))).toBe('NOT_FOUND');

    const done = await gql<{ withdrawJobApplication: { status: string } }>(
      t,
      WITHDRAW,
      { id: target },
      { token: seeker },
    );
    expect(done.data!.withdrawJobApplication.status).toBe('withdrawn');
    const again = await gql(t, WITHDRAW, { id: target }, { token: seeker });
    expect(code(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('This application can no longer be withdrawn.');

    await db().update(jobApplications).set({ status: 'hired' }).where(eq(jobApplications.id, mine[1]!.id));
    expect(code(await gql(t, WITHDRAW, { id: mine[1]!.id }, { token: seeker }))).toBe('CONFLICT');
  });
});
