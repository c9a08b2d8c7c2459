import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  APPLICANT_MESSAGES as M,
  applicantFilterSchema,
  updateJobApplicationSchema,
  type EmployerStatus,
} from '../../domain/applicant-schemas.ts';
import type { ApplicationStatus } from '../../domain/enums.ts';
import { managesCompany } from '../policies/companies.ts';
import type { Db } from '../db/client.ts';
import { companies, jobApplications, jobs, users } from '../db/schema/index.ts';
import { AppError, unauthenticated } from '../lib/errors.ts';
import { readPaging, toPage } from '../graphql/paging.ts';
import { jobColumns, type JobFields } from '../jobs/index.ts';
import { applicationStatusMail } from '../mail/application-status-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notifyUser } from '../apps/index.ts';
import type { LivePublisher } from '../apps/index.ts';
import { isStaff } from '../policies/roles.ts';
import { containsPattern } from '../lib/like.ts';
import { isId } from '../../domain/ids.ts';
import type { UserRow } from '../db/rows.ts';

// The employer's side of applications (issue 4): list a job's applicants and move them along.
// Only the employers of the job's company (owner or admin list) and the portal staff may.

export type ApplicationRow = typeof jobApplications.$inferSelect;

const fail = (code: 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT', key: keyof typeof M) =>
  new AppError(code, M[key], { details: { reason: key } });

/** The job, when this user may work through its applicants; NOT_FOUND / FORBIDDEN otherwise. */
export async function requireJobForApplicants(db: Db, user: UserRow | undefined, jobId: string): Promise<JobFields> {
  if (!user) throw unauthenticated('Sign in to see the applicants of a job.');
  if (!isId(jobId)) throw fail('NOT_FOUND', 'jobNotFound');
  const [job] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw fail('NOT_FOUND', 'jobNotFound');
  if (!isStaff(user) && !(await managesCompany(db, user.id, job.companyJobsId))) throw fail('FORBIDDEN', 'forbidden');
  return job;
}

/** The groups an employer sees: the company id that new applications carry stays internal. */
export const visibleGroups = (groups: string[], companyId: string) => groups.filter((g) => g !== companyId);

export interface ListParams {
  filter?: unknown;
  limit?: number | null;
  nextToken?: string | null;
}

export async function listJobApplications(db: Db, user: UserRow | undefined, jobId: string, params: ListParams) {
  const job = await requireJobForApplicants(db, user, jobId);
  const filter = applicantFilterSchema.parse(params.filter) ?? {};
  const { limit, offset } = readPaging(params.limit, params.nextToken);
  const conditions: SQL[] = [eq(jobApplications.jobApplicationsId, job.id)];
  if (filter.status) conditions.push(eq(jobApplications.status, filter.status));
  // The shortlist is the Shortlisted status (issue 11): "shortlisted only" and the status agree.
  if (filter.shortlist != null)
    conditions.push(
      filter.shortlist ? eq(jobApplications.status, 'shortlisted') : ne(jobApplications.status, 'shortlisted'),
    );
  if (filter.jobManagerGroup) {
    conditions.push(
      sql`exists (select 1 from unnest(${jobApplications.jobManagerGroups}) g where lower(g) = lower(${filter.jobManagerGroup}))`,
    );
  }
  if (filter.query) {
    const p = containsPattern(filter.query);
    conditions.push(
      or(
        ilike(users.displayName, p),
        ilike(users.fullName, p),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, p),
        ilike(users.email, p),
      )!,
    );
  }
  const rows = await db
    .select({ application: jobApplications })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(and(...conditions))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(limit + 1)
    .offset(offset);
  return {
    job,
    page: toPage(
      rows.map((r) => r.application),
      limit,
      offset,
    ),
  };
}

/** How many applications the job has in each status (all of them, whatever the filter). */
export async function statusCounts(db: Db, jobId: string): Promise<{ status: ApplicationStatus; count: number }[]> {
  const rows = await db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobApplicationsId, jobId))
    .groupBy(jobApplications.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}

/** Every group name used on the job's applications, for the group picker. */
export async function groupNames(db: Db, job: { id: string; companyJobsId: string }): Promise<string[]> {
  const rows = await db
    .select({ groups: jobApplications.jobManagerGroups })
    .from(jobApplications)
    .where(eq(jobApplications.jobApplicationsId, job.id));
  const seen = new Map<string, string>();
  for (const r of rows)
    for (const g of visibleGroups(r.groups, job.companyJobsId))
      if (!seen.has(g.toLocaleLowerCase())) seen.set(g.toLocaleLowerCase(), g);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The status an update asks for. The shortlist star is the Shortlisted status (one concept, issue
 * 11): starring moves the application to Shortlisted, un-starring a shortlisted one moves it back
 * to In review, and un-starring anything else changes nothing. Asking for a status and the
 * opposite star at once is refused by the input schema.
 */
function targetStatus(
  input: { status?: EmployerStatus | null; shortlist?: boolean | null },
  current: ApplicationStatus,
): EmployerStatus | undefined {
  if (input.status != null) return input.status;
  if (input.shortlist === true) return 'shortlisted';
  if (input.shortlist === false && current === 'shortlisted') return 'reviewing';
  return undefined;
}

export interface UpdateDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The candidate's notification of a new status reaches their open browsers through this. */
  live: LivePublisher;
  onMailError?: (error: unknown) => void;
}

export async function updateJobApplication(
  deps: UpdateDeps,
  user: UserRow | undefined,
  rawInput: unknown,
): Promise<{ row: ApplicationRow; companyId: string }> {
  if (!user) throw unauthenticated('Sign in to change an application.');
  const input = updateJobApplicationSchema.parse(rawInput);
  const { db } = deps;
  const [found] = await db
    .select({
      application: jobApplications,
      job: { id: jobs.id, position: jobs.position, companyJobsId: jobs.companyJobsId, companyName: jobs.companyName },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .where(eq(jobApplications.id, input.id))
    .limit(1);
  if (!found) throw fail('NOT_FOUND', 'applicationNotFound');
  const { application, job } = found;
  // Staff may read an application (support, moderation), but its status, note, shortlist and
  // groups are the employer's decisions.
  if (!(await managesCompany(db, user.id, job.companyJobsId)))
    throw fail('FORBIDDEN', isStaff(user) ? 'staffReadOnly' : 'forbidden');

  const changes: Partial<typeof jobApplications.$inferInsert> = {};
  const target = targetStatus(input, application.status);
  const statusChanges = target != null && target !== application.status;
  if (target != null && application.status === 'withdrawn') throw fail('CONFLICT', 'applicationWithdrawn');
  if (statusChanges) {
    changes.status = target;
    changes.statusChangedAt = new Date();
  }
  if (input.note !== undefined) changes.note = input.note;
  if (input.jobManagerGroups != null) {
    // Keep the internal company entry new applications carry; the rest is the employer's.
    const internal = application.jobManagerGroups.filter((g) => g === job.companyJobsId);
    changes.jobManagerGroups = [...internal, ...input.jobManagerGroups.filter((g) => g !== job.companyJobsId)];
  }
  if (Object.keys(changes).length === 0) return { row: application, companyId: job.companyJobsId };

  const where = statusChanges
    ? and(eq(jobApplications.id, application.id), ne(jobApplications.status, 'withdrawn'))
    : eq(jobApplications.id, application.id);
  const [updated] = await db.update(jobApplications).set(changes).where(where).returning();
  // The applicant withdrew between the read and the write.
  if (!updated) throw fail('CONFLICT', 'applicationWithdrawn');

  if (statusChanges) {
    const [candidate] = await db.select().from(users).where(eq(users.id, application.userId)).limit(1);
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, job.companyJobsId))
      .limit(1);
    if (candidate) {
      try {
        await deps.mailer.send(
          applicationStatusMail(candidate.language, candidate.email, {
            name:
              candidate.fullName ||
              [candidate.firstName, candidate.lastName].filter(Boolean).join(' ') ||
              candidate.displayName,
            position: job.position,
            company: company?.name ?? job.companyName,
            status: target,
            applicationsUrl: new URL('/job/apply', deps.publicUrl).toString(),
          }),
        );
      } catch (error) {
        // The change stands even when the notice cannot be sent; the failure is logged.
        deps.onMailError?.(error);
      }
      await notifyUser(db, deps.live, {
        userId: candidate.id,
        event: {
          kind: 'application-status',
          position: job.position,
          company: company?.name ?? job.companyName,
          status: target,
        },
        link: '/job/apply',
      });
    }
  }
  return { row: updated, companyId: job.companyJobsId };
}
