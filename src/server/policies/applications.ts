import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, jobApplications, jobs } from '../db/schema/index.ts';
import { managedBy } from './companies.ts';
import { isStaff } from './roles.ts';
import type { UserRow } from '../db/rows.ts';

// Applications: the applicant reads their own; the company's employers read and change those to
// its jobs; the portal staff read every one but change none (the decisions are the employer's).

/** Whether the user sees applications as the company's side: staff, or an employer of the job's company. */
export const readsAsCompanySide = (user: UserRow, managesJobCompany: boolean): boolean =>
  managesJobCompany || isStaff(user);

/** Only the company's employers change an application (status, note, shortlist, groups). */
export const changesApplication = (managesJobCompany: boolean): boolean => managesJobCompany;

/** Which of these applications the user may see as the company's side (for batched field checks). */
export async function companySideApplications(
  db: Db,
  user: UserRow | undefined,
  applicationIds: string[],
): Promise<Set<string>> {
  if (!user || applicationIds.length === 0) return new Set();
  if (isStaff(user)) return new Set(applicationIds);
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .where(and(inArray(jobApplications.id, applicationIds), managedBy(user.id)));
  return new Set(rows.map((r) => r.id));
}

/** Whose applications a viewer may list: everyone's for staff, otherwise only their own. */
export const readableApplicants = (viewer: UserRow, userIds: string[]): string[] =>
  isStaff(viewer) ? userIds : userIds.filter((id) => id === viewer.id);
