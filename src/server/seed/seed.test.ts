import { and, count, eq, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/index.ts';
import { DEFAULT_UPLOAD_QUOTA } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import {
  companies,
  educations,
  employers,
  files,
  jobApplications,
  jobSeekerContents,
  jobs,
  licenses,
  users,
  works,
} from '../db/schema/index.ts';
import { APPLICATION_COMPANY_KEYS, SAMPLE_APPLICANTS } from './applications-data.ts';
import { COMPANIES } from './companies-data.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { generateJobs, toDateOnly } from './jobs-data.ts';
import { seedIfEmpty, type SeedSummary } from './seed.ts';
import type { FileStore } from '../files/index.ts';
import { fileIdOfPath } from '../../domain/file-paths.ts';
import { companyFormSchema } from '../../domain/employer-account-schemas.ts';
import { createEmployerSchema } from '../../domain/employer-schemas.ts';
import { jobDraftSchema, jobFieldsSchema, jobFieldIssues, publishIssues } from '../../domain/job-form-schemas.ts';
import { educationSchema, licenseSchema, profileFieldsSchema, workSchema } from '../../domain/profile-schemas.ts';

/** The publishing rules as they were on the seed's own date. */
const publishSchemaAt = (today: string) =>
  jobFieldsSchema.superRefine((job, ctx) => {
    for (const issue of [...jobFieldIssues(job), ...publishIssues(job, today)])
      ctx.addIssue({ code: 'custom', ...issue });
  });

const NOW = new Date('2025-03-15T09:30:00Z');
const TODAY = toDateOnly(NOW);

/** The file store the seed writes the logos to, in memory. */
const stored = new Map<string, { body: Buffer; mimeType: string }>();
const store: FileStore = {
  put: async (key, body, mimeType) => void stored.set(key, { body, mimeType }),
  get: async (key) => stored.get(key)?.body,
  delete: async (key) => void stored.delete(key),
};

describe('demo data', () => {
  let database: Database;
  let summary: SeedSummary | undefined;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: '/tmp/unused', inMemory: true });
    summary = await seedIfEmpty(database.db, NOW, store);
  });

  afterAll(async () => {
    await database.close();
  });

  const countOf = async (
    table:
      | typeof users
      | typeof companies
      | typeof jobs
      | typeof employers
      | typeof jobSeekerContents
      | typeof jobApplications,
  ) => {
    const [row] = await database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('reports what it inserted, matching the tables', async () => {
    expect(summary).toBeDefined();
    expect(summary).toEqual({
      users: await countOf(users),
      companies: await countOf(companies),
      employers: await countOf(employers),
      jobs: await countOf(jobs),
      contents: await countOf(jobSeekerContents),
      applications: await countOf(jobApplications),
    });
    expect(summary?.users).toBe(DEMO_ACCOUNTS.length + SAMPLE_APPLICANTS.length);
    expect(summary?.employers).toBe(DEMO_ACCOUNTS.filter((a) => a.employer).length);
    expect(summary?.contents).toBe(3);
  });

  it('has enough companies across industries, one pending and a few featured', async () => {
    const rows = await database.db.select().from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((c) => c.industry)).size).toBeGreaterThanOrEqual(8);
    expect(rows.filter((c) => c.status === 'pending')).toHaveLength(1);
    const featured = rows.filter((c) => c.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(4);
    for (const c of rows) {
      expect(c.website).toMatch(/^https:\/\/[a-z0-9.-]+\.example$/);
    }
  });

  it('gives every company its own logo: an SVG file in the store, uploaded as a logo', async () => {
    const rows = await database.db.select().from(companies);
    const logos = await database.db.select().from(files).where(eq(files.kind, 'logo'));
    const bodies = new Set<string>();
    for (const c of rows) {
      const id = fileIdOfPath(c.logo ?? '');
      const file = logos.find((f) => f.id === id);
      expect(file, c.name).toBeDefined();
      expect(file!.mimeType).toBe('image/svg+xml');
      const body = stored.get(file!.storageKey)?.body.toString('utf8') ?? '';
      expect(body, c.name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(body).not.toMatch(/<script|on\w+=|href=/i);
      expect(file!.size).toBe(Buffer.byteLength(body));
      bodies.add(body);
    }
    expect(bodies.size).toBe(rows.length);
  });

  it('leaves every demo account room under the upload quota (the demo’s own files count too)', async () => {
    const perOwner = await database.db
      .select({ ownerId: files.ownerId, n: count() })
      .from(files)
      .groupBy(files.ownerId);
    for (const row of perOwner) expect(row.n, row.ownerId).toBeLessThanOrEqual(DEFAULT_UPLOAD_QUOTA.files - 10);
  });

  it('has a realistic spread of jobs', async () => {
    const rows = await database.db.select().from(jobs);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const share = (pred: (j: (typeof rows)[number]) => boolean) => rows.filter(pred).length / rows.length;
    expect(share((j) => j.requiresCpa)).toBeGreaterThan(0.15);
    expect(share((j) => j.requiresCpa)).toBeLessThan(0.35);
    expect(share((j) => j.language === 'tr')).toBeGreaterThan(0.1);
    expect(share((j) => j.language === 'ar')).toBeGreaterThan(0.1);
    expect(share((j) => j.applyWay === 'external')).toBeGreaterThan(0.05);
    expect(rows.some((j) => j.status === 'closed')).toBe(true);
    expect(rows.some((j) => j.status === 'draft')).toBe(true);
    expect(rows.some((j) => j.remote && j.location === 'Remote')).toBe(true);
    for (const type of ['full-time', 'part-time', 'contract', 'temporary', 'internship', 'volunteer'] as const) {
      expect(rows.some((j) => j.type === type)).toBe(true);
    }
    const levels = new Set(rows.map((j) => j.experienceLevel));
    expect(levels.size).toBe(6);
  });

  it('includes open jobs whose deadline has passed, and future ones 5-90 days ahead', async () => {
    const [expired] = await database.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), lt(jobs.deadline, TODAY)));
    expect(expired?.n ?? 0).toBeGreaterThan(0);
    const rows = await database.db.select().from(jobs).where(eq(jobs.status, 'open'));
    const dayMs = 24 * 60 * 60 * 1000;
    for (const j of rows) {
      expect(j.deadline).not.toBeNull();
      const days = (Date.parse(j.deadline ?? '') - Date.parse(TODAY)) / dayMs;
      expect(days < 0 || (days >= 5 && days <= 90)).toBe(true);
      expect(j.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - j.createdAt.getTime()).toBeLessThanOrEqual(61 * dayMs);
    }
  });

  it('has the searches the demo relies on', async () => {
    const rows = await database.db.select().from(jobs).where(eq(jobs.status, 'open'));
    const live = rows.filter((j) => (j.deadline ?? '') >= TODAY);
    expect(live.some((j) => j.language === 'en' && j.position.includes('Accountant'))).toBe(true);
    expect(
      live.some(
        (j) => j.language === 'tr' && (j.position.includes('Muhasebeci') || j.description.includes('muhasebeciler')),
      ),
    ).toBe(true);
    expect(live.some((j) => j.language === 'ar' && j.position === 'مدقق داخلي')).toBe(true);
  });

  it('keeps salaries consistent', async () => {
    const rows = await database.db.select().from(jobs);
    for (const j of rows) {
      if (j.salaryStart !== null || j.salaryEnd !== null) {
        expect(Number.isInteger(j.salaryStart)).toBe(true);
        expect(Number.isInteger(j.salaryEnd)).toBe(true);
        expect(j.salaryStart ?? 0).toBeLessThanOrEqual(j.salaryEnd ?? 0);
      }
    }
    expect(rows.some((j) => j.salaryStart === null && j.salaryNegotiable)).toBe(true);
    const external = await database.db.select().from(jobs).where(isNotNull(jobs.applyUrl));
    for (const j of external) {
      expect(j.applyWay).toBe('external');
      expect(j.applyUrl).toMatch(/^https:\/\/careers\.[a-z0-9-]+\.example\/jobs\/\d+$/);
    }
  });

  it('writes job descriptions with only the allowed HTML tags', async () => {
    const rows = await database.db.select({ description: jobs.description }).from(jobs);
    for (const { description } of rows) {
      const tags = [...description.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)].map((m) => m[1]);
      for (const tag of tags) expect(['p', 'ul', 'li', 'strong']).toContain(tag);
      expect(description).not.toMatch(/<[a-z]+\s/); // no attributes
    }
  });

  it('creates every demo account with its roles and a password that verifies', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      if (!user) continue;
      expect(user.role).toEqual(account.role);
      expect(user.displayName).toBe(account.displayName);
      expect(user.memberType).toBe(account.memberType);
      expect(user.language).toBe(account.language);
      expect(user.emailVerified).toBe(true);
      expect(user.isCpa).toBe(account.isCpa);
      expect(user.passwordHash).not.toBe(account.password);
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, `${account.password}x`)).toBe(false);
    }
  });

  it('gives the CPA job seeker a full profile', async () => {
    const [jane] = await database.db.select().from(users).where(eq(users.email, 'seeker@cpa-careers.test'));
    expect(jane?.isCpa).toBe(true);
    expect(jane?.cpaStatus).toBe('confirmed');
    for (const field of [
      'firstName',
      'lastName',
      'location',
      'mobile',
      'countryCode',
      'skill',
      'summary',
      'linkedIn',
    ] as const) {
      expect(jane?.[field], field).toBeTruthy();
    }
    const id = jane?.id ?? '';
    expect(await database.db.select().from(works).where(eq(works.userId, id))).toHaveLength(2);
    expect(await database.db.select().from(educations).where(eq(educations.userId, id))).toHaveLength(1);
    expect(await database.db.select().from(licenses).where(eq(licenses.userId, id))).toHaveLength(1);
  });

  it('links each demo employer to the company it owns', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.employer)) {
      const [row] = await database.db
        .select({ userId: users.id, owner: companies.owner, status: companies.status })
        .from(users)
        .innerJoin(employers, eq(employers.login, users.id))
        .innerJoin(companies, eq(companies.id, employers.employerCompanyId))
        .where(eq(users.email, account.email));
      expect(row, account.email).toBeDefined();
      expect(row?.owner).toBe(row?.userId);
      expect(row?.status).toBe(COMPANIES.find((c) => c.key === account.employer?.companyKey)?.status);
    }
    const [first] = COMPANIES;
    const [mark] = await database.db.select().from(users).where(eq(users.email, 'employer@cpa-careers.test'));
    const [firstCompany] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.name, first?.name ?? ''));
    expect(firstCompany?.owner).toBe(mark?.id);
  });

  it('gives the demo employers’ jobs sample applications in every status, consistent with the applicants', async () => {
    const rows = await database.db
      .select({ application: jobApplications, job: jobs, company: companies, user: users })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
      .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
      .innerJoin(users, eq(users.id, jobApplications.userId));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const names = new Set(
      COMPANIES.filter((c) => (APPLICATION_COMPANY_KEYS as readonly string[]).includes(c.key)).map((c) => c.name),
    );
    for (const { application: a, job, company, user } of rows) {
      expect(names.has(company.name)).toBe(true);
      expect(job.status).not.toBe('draft');
      expect(job.applyWay).toBe('internal');
      if (job.requiresCpa) expect(user.isCpa).toBe(true);
      expect(user.memberType).toBe('jobseeker');
      expect(a.appliedAt.getTime()).toBeGreaterThanOrEqual(job.createdAt.getTime());
      expect(a.appliedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (a.status === 'submitted') expect(a.statusChangedAt).toBeNull();
      else expect(a.statusChangedAt!.getTime()).toBeGreaterThanOrEqual(a.appliedAt.getTime());
      expect(user.appliedJobs).toContain(job.id);
    }
    const statuses = new Set(rows.map((r) => r.application.status));
    for (const s of [
      'submitted',
      'reviewing',
      'shortlisted',
      'interviewing',
      'offered',
      'hired',
      'rejected',
      'withdrawn',
    ])
      expect(statuses.has(s as never), s).toBe(true);
    for (const name of names) expect(rows.some((r) => r.company.name === name)).toBe(true);
    expect(rows.some((r) => r.application.note)).toBe(true);
    expect(rows.some((r) => r.application.jobManagerGroups.length > 0)).toBe(true);
    // Layla applied; Jane and Ayşe start with none, so the apply flow can be tried from scratch.
    const emails = new Set(rows.map((r) => r.user.email));
    expect(emails.has('layla@cpa-careers.test')).toBe(true);
    expect(emails.has('seeker@cpa-careers.test')).toBe(false);
    expect(emails.has('ayse@cpa-careers.test')).toBe(false);
    // Each demo employer keeps one open CPA job without applications (the empty state).
    const [mark] = await database.db.select().from(users).where(eq(users.email, 'employer@cpa-careers.test'));
    const markJobs = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
      .where(
        and(
          eq(companies.owner, mark!.id),
          eq(jobs.status, 'open'),
          eq(jobs.requiresCpa, true),
          eq(jobs.applyWay, 'internal'),
        ),
      )
      .orderBy(jobs.createdAt, jobs.id)
      .limit(1);
    expect(rows.some((r) => r.job.id === markJobs[0]!.id)).toBe(false);
  });

  it('gives each sample applicant a full profile and the job seekers’ demo password', async () => {
    for (const account of SAMPLE_APPLICANTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.emailVerified).toBe(true);
      expect(user!.summary).toBeTruthy();
      expect(user!.skill).toBeTruthy();
      expect(await database.db.select().from(works).where(eq(works.userId, user!.id))).not.toHaveLength(0);
      expect(await database.db.select().from(educations).where(eq(educations.userId, user!.id))).not.toHaveLength(0);
      if (account.isCpa)
        expect(await database.db.select().from(licenses).where(eq(licenses.userId, user!.id))).not.toHaveLength(0);
      expect(await verifyPassword(user!.passwordHash, 'Seeker12345!')).toBe(true);
    }
  });

  it('stores the home content in three languages', async () => {
    const rows = await database.db.select().from(jobSeekerContents);
    expect(rows.map((r) => [r.id, r.language]).sort()).toEqual([
      ['home-ar', 'ar'],
      ['home-en', 'en'],
      ['home-tr', 'tr'],
    ]);
    for (const r of rows) {
      expect(r.bannerTitle).not.toBe('');
      expect(r.bannerImage).toBe('/images/banner.svg');
      expect(r.aboutUs.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('obeys the rules the product applies to what people enter', async () => {
    const db = database.db;
    const problems: string[] = [];
    const check = (
      what: string,
      result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
    ) => {
      if (!result.success)
        problems.push(`${what}: ${result.error!.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    };
    for (const job of await db.select().from(jobs)) {
      const input = {
        position: job.position,
        description: job.description,
        location: job.location,
        address: job.address,
        type: job.type,
        experience: job.experience,
        experienceLevel: job.experienceLevel,
        education: job.education,
        requirement: job.requirement,
        keyword: job.keyword,
        industry: job.industry,
        subindustry: job.subindustry,
        language: job.language,
        salaryStart: job.salaryStart,
        salaryEnd: job.salaryEnd,
        salaryNegotiable: job.salaryNegotiable,
        start: job.start,
        deadline: job.deadline,
        applyWay: job.applyWay,
        applyUrl: job.applyUrl,
        requiresCPA: job.requiresCpa,
        remote: job.remote,
      };
      // Every job can be edited; every job that is open before its deadline could be published as it is.
      check(`job ${job.position} (${job.status})`, jobDraftSchema.safeParse(input));
      if (job.status === 'open' && job.deadline && job.deadline > TODAY)
        check(`open job ${job.position}`, publishSchemaAt(TODAY).safeParse(input));
    }
    for (const c of await db.select().from(companies)) {
      check(
        `company ${c.name}`,
        companyFormSchema.safeParse({
          name: c.name,
          logo: c.logo,
          industry: c.industry,
          size: c.size,
          website: c.website,
          email: c.email,
          address: c.address,
          city: c.city,
          countryCode: c.countryCode,
          contactNo: c.contactNo,
          license: c.license,
        }),
      );
    }
    for (const e of await db.select().from(employers)) {
      check(
        `employer ${e.email}`,
        createEmployerSchema.safeParse({
          firstName: e.firstName,
          lastName: e.lastName,
          email: e.email,
          address: e.address,
          city: e.city,
          countryCode: e.countryCode,
          contactNo: e.contactNo,
          title: e.title,
        }),
      );
    }
    for (const u of await db.select().from(users)) {
      const {
        firstName,
        lastName,
        fullName,
        mobile,
        countryCode,
        location,
        gender,
        ageGroup,
        dateOfBirth,
        language,
        linkedIn,
        skill,
        summary: about,
        icon,
        jobStatus,
      } = u;
      const fields = {
        firstName: firstName ?? undefined,
        lastName: lastName ?? undefined,
        fullName,
        mobile,
        countryCode,
        location,
        gender,
        ageGroup,
        dateOfBirth,
        language,
        linkedIn,
        skill,
        summary: about,
        icon,
        jobStatus,
      };
      check(`user ${u.email}`, profileFieldsSchema.safeParse(fields));
    }
    for (const w of await db.select().from(works))
      check(
        `work ${w.title}`,
        workSchema.safeParse({
          title: w.title,
          company: w.company,
          description: w.description,
          start: w.start,
          end: w.end,
          current: w.current,
        }),
      );
    for (const e of await db.select().from(educations))
      check(
        `education ${e.school}`,
        educationSchema.safeParse({
          school: e.school,
          degree: e.degree,
          start: e.start,
          end: e.end,
          current: e.current,
        }),
      );
    for (const l of await db.select().from(licenses))
      check(
        `licence ${l.name}`,
        licenseSchema.safeParse({
          name: l.name,
          organization: l.organization,
          number: l.number,
          start: l.start,
          end: l.end,
          current: l.current,
        }),
      );
    expect(problems).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const before = { users: await countOf(users), companies: await countOf(companies), jobs: await countOf(jobs) };
    expect(await seedIfEmpty(database.db, NOW)).toBeUndefined();
    expect({ users: await countOf(users), companies: await countOf(companies), jobs: await countOf(jobs) }).toEqual(
      before,
    );
  });
});

describe('job generator', () => {
  it('is deterministic for a given date', () => {
    expect(generateJobs(NOW)).toEqual(generateJobs(NOW));
  });

  it('never posts jobs for a company that is not approved', () => {
    const pending = new Set(COMPANIES.filter((c) => c.status !== 'approved').map((c) => c.key));
    expect(generateJobs(NOW).filter((j) => pending.has(j.companyKey))).toEqual([]);
  });
});
