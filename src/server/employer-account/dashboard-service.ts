import { and, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { requireCompanyManager } from '../policies/companies.ts';
import { jobApplications, jobs, users } from '../db/schema/index.ts';
import type { GraphqlContext } from '../graphql/context.ts';
import { openNowCondition, todayIso } from '../policies/job-visibility.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DASHBOARD_DAYS = 30;
export const CLOSING_SOON_DAYS = 14;

/** The last `days` calendar days (UTC), oldest first, ending today. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * employerDashboard(companyId): what an employer checks first. Days are UTC calendar days, the
 * same days the job deadlines use.
 */
export async function employerDashboard(ctx: GraphqlContext, companyId: string, now = new Date()) {
  const company = await requireCompanyManager(ctx.db, ctx, companyId, { allowStaff: true });
  const days = lastDays(DASHBOARD_DAYS, now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const ofCompany = eq(jobs.companyJobsId, companyId);

  const [counts] = await ctx.db
    .select({
      open: sql<number>`count(*) filter (where ${openNowCondition()})::int`,
      drafts: sql<number>`count(*) filter (where ${jobs.status} = 'draft' and ${jobs.reviewStatus} <> 'pending')::int`,
      waiting: sql<number>`count(*) filter (where ${jobs.status} = 'draft' and ${jobs.reviewStatus} = 'pending')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(jobs)
    .where(ofCompany);

  const [week] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .where(and(ofCompany, gte(jobApplications.appliedAt, weekAgo)));

  const dayExpr = sql<string>`to_char(${jobApplications.appliedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDayRows = await ctx.db
    .select({ day: dayExpr, n: sql<number>`count(*)::int` })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .where(and(ofCompany, gte(jobApplications.appliedAt, since)))
    .groupBy(dayExpr);
  const perDay = new Map(perDayRows.map((r) => [r.day, r.n]));

  const soonLimit = new Date(now.getTime() + CLOSING_SOON_DAYS * DAY_MS).toISOString().slice(0, 10);
  const closing = await ctx.db
    .select({ id: jobs.id, position: jobs.position, deadline: jobs.deadline })
    .from(jobs)
    .where(and(ofCompany, openNowCondition(), gte(jobs.deadline, todayIso(now)), lte(jobs.deadline, soonLimit)))
    .orderBy(jobs.deadline, jobs.position)
    .limit(10);
  const closingCounts = closing.length
    ? await ctx.db
        .select({ id: jobApplications.jobApplicationsId, n: sql<number>`count(*)::int` })
        .from(jobApplications)
        .where(
          and(
            inArray(
              jobApplications.jobApplicationsId,
              closing.map((j) => j.id),
            ),
            ne(jobApplications.status, 'withdrawn'),
          ),
        )
        .groupBy(jobApplications.jobApplicationsId)
    : [];
  const countOf = new Map(closingCounts.map((c) => [c.id, c.n]));

  const latest = await ctx.db
    .select({
      id: jobApplications.id,
      jobId: jobs.id,
      position: jobs.position,
      applicantName: users.displayName,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(ofCompany)
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(5);

  return {
    companyId,
    companyStatus: company.status,
    reviewReason: company.status === 'rejected' ? company.reviewReason : null,
    totalJobs: counts?.total ?? 0,
    openJobs: counts?.open ?? 0,
    draftJobs: counts?.drafts ?? 0,
    jobsWaitingForReview: counts?.waiting ?? 0,
    applicationsThisWeek: week?.n ?? 0,
    applicationsPerDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    closingSoon: closing.map((j) => ({
      id: j.id,
      position: j.position,
      deadline: j.deadline!,
      applicationCount: countOf.get(j.id) ?? 0,
    })),
    latestApplications: latest.map((a) => ({ ...a, appliedAt: a.appliedAt.toISOString() })),
  };
}
