import { managedCompanyIds } from '../policies/companies.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES as M,
  WITHDRAWABLE_STATUSES,
  createJobApplicationSchema,
  type ApplicationMessageKey,
  type ApplyBlockReason,
} from '../../domain/application-schemas.ts';
import type { Db } from '../db/client.ts';
import { companies, files, jobApplications, jobs, users } from '../db/schema/index.ts';
import { forbidden, unauthenticated, AppError } from '../lib/errors.ts';
import { isOpenNow, publishedCondition } from '../policies/job-visibility.ts';
import { applicationReceivedMail } from '../mail/application-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notifyUsers } from '../apps/index.ts';
import type { LivePublisher } from '../apps/index.ts';
import { isStaff } from '../policies/roles.ts';
import { readableApplicants } from '../policies/applications.ts';
import { isId } from '../../domain/ids.ts';
import type { UserRow } from '../db/rows.ts';

export type ApplicationRow = typeof jobApplications.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

// The rules of applying (DESIGN section 8): resolvers and screens ask here, never decide.

/** A refusal with the person-facing message of `key`; the key rides along for clients. */
function makeError(
  code: 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'UNAUTHENTICATED',
  key: ApplicationMessageKey,
) {
  return new AppError(code, M[key], { details: { reason: key } });
}

/** Why this user cannot apply to this job now, or undefined when they can. */
export type ApplyBlock = { code: 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT'; reason: ApplyBlockReason };

export async function applyBlock(
  db: Db,
  user: UserRow,
  job: JobRow,
): Promise<{ block?: ApplyBlock; existing?: ApplicationRow }> {
  const [existing] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, user.id), eq(jobApplications.jobApplicationsId, job.id)))
    .limit(1);
  if (existing) return { block: { code: 'CONFLICT', reason: 'alreadyApplied' }, existing };
  if (!user.emailVerified) return { block: { code: 'FORBIDDEN', reason: 'verifyToApply' } };
  if (!isOpenNow(job)) return { block: { code: 'BAD_USER_INPUT', reason: 'jobClosed' } };
  if (job.applyWay !== 'internal') return { block: { code: 'BAD_USER_INPUT', reason: 'jobExternal' } };
  // isCpa turns true only when staff confirm a claim, so a claim alone does not open CPA jobs.
  if (job.requiresCpa && !user.isCpa) return { block: { code: 'FORBIDDEN', reason: 'cpaRequired' } };
  return {};
}

/** A job an applicant may refer to: anything published (closed ones give a clear refusal). */
export async function findPublishedJob(db: Db, id: string): Promise<JobRow | undefined> {
  if (!isId(id)) return undefined;
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), publishedCondition()))
    .limit(1);
  return job;
}

export interface CreateDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The company's employers' notification of the new application reaches their open browsers through this. */
  live: LivePublisher;
  onMailError?: (error: unknown) => void;
}

export async function createJobApplication(
  deps: CreateDeps,
  user: UserRow | undefined,
  rawInput: unknown,
): Promise<ApplicationRow> {
  if (!user) throw unauthenticated(M.signInToApply);
  if (!user.emailVerified) throw makeError('FORBIDDEN', 'verifyToApply');
  const input = createJobApplicationSchema.parse(rawInput);
  const { db } = deps;
  const job = await findPublishedJob(db, input.jobApplicationsId);
  if (!job) throw makeError('NOT_FOUND', 'jobNotFound');
  const { block } = await applyBlock(db, user, job);
  if (block) throw makeError(block.code, block.reason);
  if (input.resumeFileId) {
    const [file] = await db.select().from(files).where(eq(files.id, input.resumeFileId)).limit(1);
    if (!file || file.ownerId !== user.id || file.kind !== 'resume') throw makeError('FORBIDDEN', 'resumeNotYours');
  }

  const row = await db.transaction(async (tx) => {
    // The unique index on (user, job) settles a race between two tabs: the loser inserts nothing.
    const [inserted] = await tx
      .insert(jobApplications)
      .values({
        userId: user.id,
        jobApplicationsId: job.id,
        resumeFileId: input.resumeFileId ?? null,
        coverLetter: input.coverLetter,
        salary: input.salary ?? null,
        jobManagerGroups: [job.companyJobsId],
        status: 'submitted',
      })
      .onConflictDoNothing({ target: [jobApplications.userId, jobApplications.jobApplicationsId] })
      .returning();
    if (!inserted) return undefined;
    await tx
      .update(users)
      .set({
        appliedJobs: sql`case when ${job.id}::uuid = any(${users.appliedJobs}) then ${users.appliedJobs} else array_append(${users.appliedJobs}, ${job.id}::uuid) end`,
      })
      .where(eq(users.id, user.id));
    return inserted;
  });
  if (!row) throw makeError('CONFLICT', 'alreadyApplied');

  const [company] = await db
    .select({ name: companies.name, owner: companies.owner, admin: companies.admin })
    .from(companies)
    .where(eq(companies.id, job.companyJobsId))
    .limit(1);
  if (company) {
    const candidate = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName;
    const employers = [company.owner, ...company.admin].filter((id): id is string => Boolean(id) && id !== user.id);
    await notifyUsers(db, deps.live, employers, {
      event: { kind: 'new-application', position: job.position, candidate },
      link: `/employer/jobs/${job.id}/applicants`,
    });
  }
  try {
    await deps.mailer.send(
      applicationReceivedMail(user.language, user.email, {
        name: user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName,
        position: job.position,
        company: company?.name ?? job.companyName,
        applicationsUrl: new URL('/job/apply', deps.publicUrl).toString(),
        appliedAt: row.appliedAt,
      }),
    );
  } catch (error) {
    // The application stands even when the notice cannot be sent; the failure is logged.
    deps.onMailError?.(error);
  }
  return row;
}

export async function withdrawJobApplication(db: Db, user: UserRow | undefined, id: string): Promise<ApplicationRow> {
  if (!user) throw unauthenticated();
  if (!isId(id)) throw makeError('NOT_FOUND', 'applicationNotFound');
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id)).limit(1);
  if (!row) throw makeError('NOT_FOUND', 'applicationNotFound');
  if (row.userId !== user.id) throw makeError('FORBIDDEN', 'applicationNotYours');
  if (!WITHDRAWABLE_STATUSES.includes(row.status)) throw makeError('CONFLICT', 'applicationFinal');
  const [updated] = await db
    .update(jobApplications)
    .set({ status: 'withdrawn' })
    .where(and(eq(jobApplications.id, id), inArray(jobApplications.status, [...WITHDRAWABLE_STATUSES])))
    .returning();
  if (!updated) throw makeError('CONFLICT', 'applicationFinal');
  return updated;
}

export async function listApplicationsOfUser(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(limit + 1)
    .offset(offset);
}

/** At most this many of a user's applications mark jobs as applied to in lists (newest first). */
export const APPLY_STANDING_MAX = 1000;

/** The jobs a user applied to, newest first: the "Applied" marks on cards and job pages. */
export async function appliedJobsOfUser(db: Db, userId: string) {
  return db
    .select({
      jobId: jobApplications.jobApplicationsId,
      applicationId: jobApplications.id,
      appliedAt: jobApplications.appliedAt,
      status: jobApplications.status,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(APPLY_STANDING_MAX);
}

/**
 * The applications of several users at once (a loader's batch), limited to what the viewer may
 * see: their own and, for staff, everyone's; an employer sees those sent to their companies' jobs.
 */
export async function applicationsForUsers(
  db: Db,
  viewer: UserRow | undefined,
  userIds: string[],
): Promise<Map<string, ApplicationRow[] | Error>> {
  const result = new Map<string, ApplicationRow[] | Error>();
  if (!viewer) {
    for (const id of userIds) result.set(id, unauthenticated());
    return result;
  }
  const full = readableApplicants(viewer, userIds);
  const rest = userIds.filter((id) => !full.includes(id));
  const own = rest.length ? [...(await managedCompanyIds(db, { user: viewer }))] : [];
  const rows: ApplicationRow[] = [];
  if (full.length) {
    rows.push(
      ...(await db
        .select()
        .from(jobApplications)
        .where(inArray(jobApplications.userId, full))
        .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))),
    );
  }
  if (rest.length && own.length) {
    const employerRows = await db
      .select({ application: jobApplications })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
      .where(and(inArray(jobApplications.userId, rest), inArray(jobs.companyJobsId, own)))
      .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
    rows.push(...employerRows.map((r) => r.application));
  }
  for (const id of userIds) {
    if (!full.includes(id) && !own.length) {
      result.set(id, forbidden(M.userApplicationsForbidden));
      continue;
    }
    result.set(
      id,
      rows.filter((r) => r.userId === id),
    );
  }
  return result;
}

/** The applications of several jobs at once, for their companies' employers and staff only. */
export async function applicationsForJobs(
  db: Db,
  viewer: UserRow | undefined,
  jobsToRead: { id: string; companyJobsId: string }[],
): Promise<Map<string, ApplicationRow[] | Error>> {
  const result = new Map<string, ApplicationRow[] | Error>();
  if (!viewer) {
    for (const j of jobsToRead) result.set(j.id, unauthenticated());
    return result;
  }
  const staff = isStaff(viewer);
  const own = staff ? [] : [...(await managedCompanyIds(db, { user: viewer }))];
  const allowed = jobsToRead.filter((j) => staff || own.includes(j.companyJobsId)).map((j) => j.id);
  const rows = allowed.length
    ? await db
        .select()
        .from(jobApplications)
        .where(inArray(jobApplications.jobApplicationsId, allowed))
        .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    : [];
  for (const j of jobsToRead) {
    result.set(
      j.id,
      allowed.includes(j.id) ? rows.filter((r) => r.jobApplicationsId === j.id) : forbidden(M.applicationsForbidden),
    );
  }
  return result;
}
