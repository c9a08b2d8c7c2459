import type { ApplicationStatus } from '../../domain/enums.ts';
import { inEnglish } from '../../domain/messages.ts';
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  EMPLOYER_JOB_MESSAGES,
  JOB_FORM_MESSAGES,
  JOB_LIMITS,
  jobDraftSchema,
  jobFieldIssues,
  jobPatchSchema,
  publishIssues,
  todayIsoDate,
  type JobFormData,
} from '../../domain/job-form-schemas.ts';
import type { Db, Tx } from '../db/client.ts';
import { companies, jobApplications, jobs } from '../db/schema/index.ts';
import { requireCompanyManager } from '../policies/companies.ts';
import { type GraphqlContext } from '../graphql/context.ts';
import { requireUser } from '../policies/roles.ts';
import { badInput, AppError, notFound } from '../lib/errors.ts';
import { jobColumns, type JobFields } from '../jobs/index.ts';
import { effectiveStatus } from '../policies/job-visibility.ts';
import { sanitizeJobDescription } from './job-html.ts';
import { containsPattern } from '../lib/like.ts';
import { idSchema } from '../../domain/ids.ts';
import { currencyForCountry } from '../../domain/salary-currency.ts';
import type { CompanyRow } from '../db/rows.ts';

const E = EMPLOYER_JOB_MESSAGES;

/** A job that exists, or NOT_FOUND (an id that is not even a UUID is simply not found). */
export async function findJob(db: Db, id: string): Promise<JobFields | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** The job and its company, when the signed-in user is one of its employers (or staff, when allowed). */
export async function requireManagedJob(
  ctx: GraphqlContext,
  id: string,
  options: { allowStaff?: boolean } = {},
): Promise<{ job: JobFields; company: CompanyRow }> {
  requireUser(ctx); // a guest learns nothing, not even whether the job exists
  const job = await findJob(ctx.db, id);
  if (!job) throw notFound('The job');
  const company = await requireCompanyManager(ctx.db, ctx, job.companyJobsId, options);
  return { job, company };
}

/** Throws a BAD_USER_INPUT listing the issues (the form shows each next to its field). */
function refuseIssues(issues: { path: string[]; message: string }[]): void {
  if (!issues.length) return;
  const fields = issues.map((i) => ({ field: i.path.join('.'), message: inEnglish(i.message), messageKey: i.message }));
  const error = badInput(issues[0]!.message, { fields });
  if (issues.length > 1) Object.defineProperty(error, 'message', { value: fields.map((f) => f.message).join('. ') });
  throw error;
}

/**
 * Inserts a new job of the company unless it already made JOB_LIMITS.jobsPerDay in a rolling day,
 * counted in the database. The company row is locked first, so parallel requests (or server
 * processes) count one after another instead of all seeing room for one more.
 */
async function insertWithinDailyLimit(
  db: Db,
  companyId: string,
  insert: (tx: Tx) => Promise<JobFields>,
): Promise<JobFields> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.companyJobsId, companyId), gt(jobs.createdAt, sql`now() - interval '24 hours'`)));
    if ((row?.n ?? 0) >= JOB_LIMITS.jobsPerDay) throw new AppError('TOO_MANY_REQUESTS', E.tooManyJobs);
    return insert(tx);
  });
}

/** What stops this stored job from going public now (empty when nothing): for staff review too. */
export function publishProblems(job: JobFields): string[] {
  const data = toFormData(job);
  return [...jobFieldIssues(data), ...publishIssues(data)].map((i) => i.message);
}

/** A stored row as the form's data (to merge a patch into and validate the whole). */
function toFormData(job: JobFields): JobFormData {
  return {
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
}

/** Form data as columns; the description is sanitized here, so only clean HTML is stored. */
function toColumns<T extends Partial<JobFormData>>(data: T) {
  const { requiresCPA, description, ...rest } = data;
  return {
    ...rest,
    ...(description !== undefined ? { description: sanitizeJobDescription(description) } : {}),
    ...(requiresCPA !== undefined ? { requiresCpa: requiresCPA } : {}),
  };
}

const DEFAULTS = { type: 'full-time', language: 'en', applyWay: 'internal' } as const;

export async function createJob(ctx: GraphqlContext, input: Record<string, unknown>): Promise<JobFields> {
  const { companyJobsId, ...fields } = z.object({ companyJobsId: idSchema }).loose().parse(input);
  const company = await requireCompanyManager(ctx.db, ctx, companyJobsId);
  const data = jobDraftSchema.parse({ ...DEFAULTS, ...stripNulls(fields, ['type', 'language', 'applyWay']) });
  return insertWithinDailyLimit(ctx.db, company.id, async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...toColumns(data),
        position: data.position,
        applyUrl: data.applyWay === 'external' ? data.applyUrl : null,
        companyJobsId: company.id,
        companyName: company.name,
        // Employers enter salaries in their country's currency (the editor says which).
        salaryCurrency: currencyForCountry(company.countryCode),
        status: 'draft',
        reviewStatus: 'none',
      })
      .returning(jobColumns);
    return row!;
  });
}

/** GraphQL sends null for an enum left empty; let the default apply instead. */
function stripNulls(fields: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out = { ...fields };
  for (const k of keys) if (out[k] === null) delete out[k];
  return out;
}

export async function updateJob(ctx: GraphqlContext, input: Record<string, unknown>): Promise<JobFields> {
  const { id, ...fields } = z.object({ id: z.string() }).loose().parse(input);
  const { job } = await requireManagedJob(ctx, id);
  const patch = Object.fromEntries(
    Object.entries(jobPatchSchema.parse(stripNulls(fields, ['type', 'language', 'applyWay', 'position']))).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Partial<JobFormData>;
  if (patch.description !== undefined) patch.description = sanitizeJobDescription(patch.description);
  const merged: JobFormData = { ...toFormData(job), ...patch };
  if (merged.applyWay === 'internal') merged.applyUrl = null;
  const issues = [...jobFieldIssues(merged)];
  // An open job stays open, and one waiting for review is what staff will publish: both must
  // still meet the publishing rules.
  if (effectiveStatus(job) === 'open' || job.reviewStatus === 'pending') issues.push(...publishIssues(merged));
  refuseIssues(issues);
  const [row] = await ctx.db
    .update(jobs)
    .set({ ...toColumns(patch), ...(merged.applyWay === 'internal' ? { applyUrl: null } : {}), updatedAt: new Date() })
    .where(eq(jobs.id, job.id))
    .returning(jobColumns);
  return row!;
}

function requirePublishableCompany(company: CompanyRow): void {
  if (company.status === 'rejected') throw badInput(E.companyRejected);
  if (company.status !== 'approved') throw badInput(E.companyNotApproved);
}

export async function publishJob(ctx: GraphqlContext, id: string): Promise<JobFields> {
  const { job, company } = await requireManagedJob(ctx, id);
  requirePublishableCompany(company);
  if (job.status !== 'draft') {
    if (effectiveStatus(job) === 'open') return job; // already public: nothing to do
    throw badInput(E.notDraft);
  }
  const data = toFormData(job);
  refuseIssues([...jobFieldIssues(data), ...publishIssues(data)]);
  const set = company.jobsTrusted
    ? // A review left over from before the company was trusted no longer applies.
      {
        status: 'open' as const,
        publishedAt: new Date(),
        reviewStatus: job.reviewStatus === 'approved' ? ('approved' as const) : ('none' as const),
        reviewReason: null,
      }
    : { reviewStatus: 'pending' as const, reviewReason: null };
  const [row] = await ctx.db
    .update(jobs)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(jobs.id, job.id))
    .returning(jobColumns);
  return row!;
}

export async function closeJob(ctx: GraphqlContext, id: string): Promise<JobFields> {
  const { job } = await requireManagedJob(ctx, id);
  if (job.status === 'closed') return job;
  if (job.status !== 'open') throw badInput(E.notOpen);
  const [row] = await ctx.db
    .update(jobs)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(eq(jobs.id, job.id))
    .returning(jobColumns);
  return row!;
}

export async function reopenJob(ctx: GraphqlContext, id: string): Promise<JobFields> {
  const { job, company } = await requireManagedJob(ctx, id);
  const status = effectiveStatus(job);
  if (status === 'open') return job;
  if (status !== 'closed' && status !== 'expired') throw badInput(E.notClosed);
  requirePublishableCompany(company);
  if (!job.deadline || job.deadline <= todayIsoDate()) throw badInput(E.deadlinePassed);
  // Edits made while it was closed must still meet the publishing rules.
  const data = toFormData(job);
  refuseIssues([...jobFieldIssues(data), ...publishIssues(data)]);
  const [row] = await ctx.db
    .update(jobs)
    .set({ status: 'open', updatedAt: new Date() })
    .where(eq(jobs.id, job.id))
    .returning(jobColumns);
  return row!;
}

export async function duplicateJob(ctx: GraphqlContext, id: string): Promise<JobFields> {
  const { job, company } = await requireManagedJob(ctx, id);
  const { id: _id, createdAt: _c, updatedAt: _u, searchVector: _s, titleVector: _t, ...copy } = job;
  return insertWithinDailyLimit(ctx.db, company.id, async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...copy,
        companyName: company.name,
        salaryCurrency: currencyForCountry(company.countryCode),
        status: 'draft',
        reviewStatus: 'none',
        reviewReason: null,
        publishedAt: null,
      })
      .returning(jobColumns);
    return row!;
  });
}

export async function deleteJob(ctx: GraphqlContext, id: string): Promise<JobFields> {
  const { job } = await requireManagedJob(ctx, id);
  if (job.status !== 'draft') throw badInput(E.deleteOnlyDrafts);
  const [apps] = await ctx.db
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.jobApplicationsId, job.id));
  if ((apps?.n ?? 0) > 0) throw badInput(E.deleteHasApplications);
  await ctx.db.delete(jobs).where(eq(jobs.id, job.id));
  return job;
}

/** The status an employer sees in the list: review states of drafts count as their own. */
export const COMPANY_JOB_STATUSES = ['draft', 'pending', 'rejected', 'open', 'closed', 'expired'] as const;
export type CompanyJobStatus = (typeof COMPANY_JOB_STATUSES)[number];

export const companyJobsFilterSchema = z
  .object({
    status: z.enum(COMPANY_JOB_STATUSES, { error: `status is one of ${COMPANY_JOB_STATUSES.join(', ')}.` }).nullish(),
    query: z.string().trim().max(200, 'The search text is too long (200 characters at most).').nullish(),
  })
  .nullish();

function statusCondition(status: CompanyJobStatus): SQL {
  const pastDeadline = lt(jobs.deadline, sql`current_date`);
  switch (status) {
    case 'draft':
      return and(eq(jobs.status, 'draft'), notInArray(jobs.reviewStatus, ['pending', 'rejected'])) as SQL;
    case 'pending':
      return and(eq(jobs.status, 'draft'), eq(jobs.reviewStatus, 'pending')) as SQL;
    case 'rejected':
      return and(eq(jobs.status, 'draft'), eq(jobs.reviewStatus, 'rejected')) as SQL;
    case 'open':
      return and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, sql`current_date`))) as SQL;
    case 'expired':
      return or(eq(jobs.status, 'expired'), and(eq(jobs.status, 'open'), pastDeadline)) as SQL;
    case 'closed':
      return eq(jobs.status, 'closed');
  }
}

export async function listCompanyJobs(
  db: Db,
  companyId: string,
  filter: z.output<typeof companyJobsFilterSchema>,
  limit: number,
  offset: number,
): Promise<JobFields[]> {
  const pattern = filter?.query ? containsPattern(filter.query) : undefined;
  return db
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        eq(jobs.companyJobsId, companyId),
        filter?.status ? statusCondition(filter.status) : undefined,
        pattern ? or(ilike(jobs.position, pattern), ilike(jobs.location, pattern)) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit + 1)
    .offset(offset);
}

/** Applications per job and status, for many jobs in one query. */
export async function applicationCounts(
  db: Db,
  jobIds: string[],
): Promise<Map<string, { status: ApplicationStatus; count: number }[]>> {
  const result = new Map<string, { status: ApplicationStatus; count: number }[]>();
  if (!jobIds.length) return result;
  const rows = await db
    .select({ jobId: jobApplications.jobApplicationsId, status: jobApplications.status, n: count() })
    .from(jobApplications)
    .where(inArray(jobApplications.jobApplicationsId, jobIds))
    .groupBy(jobApplications.jobApplicationsId, jobApplications.status);
  for (const r of rows) {
    const list = result.get(r.jobId) ?? [];
    list.push({ status: r.status, count: Number(r.n) });
    result.set(r.jobId, list);
  }
  return result;
}

export { JOB_FORM_MESSAGES };
