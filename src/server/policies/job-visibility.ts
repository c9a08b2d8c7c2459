import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { JobRow } from '../db/rows.ts';

/** Today's date as PostgreSQL compares it with a `date` column (UTC). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Open and before its deadline: the only jobs search ever shows the public. */
export const openNowCondition = (): SQL =>
  and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, sql`current_date`))) as SQL;

/** What a guest may open by id: anything published (closed and expired say so), never a draft. */
export const publishedCondition = (): SQL => inArray(jobs.status, ['open', 'closed', 'expired']);

export function isOpenNow(job: Pick<JobRow, 'status' | 'deadline'>, now = new Date()): boolean {
  return job.status === 'open' && (!job.deadline || job.deadline >= todayIso(now));
}

/** The status a reader should see: an open job past its deadline reads as expired. */
export function effectiveStatus(job: Pick<JobRow, 'status' | 'deadline'>, now = new Date()): JobRow['status'] {
  return job.status === 'open' && job.deadline && job.deadline < todayIso(now) ? 'expired' : job.status;
}
