import { inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { publishedCondition } from './job-visibility.ts';
import { managedCompanyIds } from './companies.ts';
import { isStaff, type Viewer } from './roles.ts';

/** SQL: the jobs a viewer may read: published ones, every job of their own companies, all for staff. */
export async function visibleJobs(db: Db, viewer: Viewer): Promise<SQL | undefined> {
  if (isStaff(viewer.user)) return undefined;
  const own = [...(await managedCompanyIds(db, viewer))];
  return own.length ? (or(publishedCondition(), inArray(jobs.companyJobsId, own)) as SQL) : publishedCondition();
}

/** The company's side of a job (its review state, publishing time, applications): its employers and staff. */
export async function canManageJob(db: Db, viewer: Viewer, job: { companyJobsId: string }): Promise<boolean> {
  if (!viewer.user) return false;
  if (isStaff(viewer.user)) return true;
  return (await managedCompanyIds(db, viewer)).has(job.companyJobsId);
}
