import { getTableColumns } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { CompanyListRow } from '../companies/index.ts';
import type { CompanyRow, JobRow } from '../db/rows.ts';
import { effectiveStatus, isOpenNow } from '../policies/job-visibility.ts';

/** A job without its search documents, which only the database needs. */
export type JobFields = Omit<JobRow, 'searchVector' | 'titleVector'> &
  Partial<Pick<JobRow, 'searchVector' | 'titleVector'>>;

/** The columns to read when the search documents are not needed (they are large). */
export const { searchVector: _searchVector, titleVector: _titleVector, ...jobColumns } = getTableColumns(jobs);

/**
 * What search results read of a job: what result lists show (the client's JobSummaryFields),
 * what the server needs of them (the status and deadline behind `isOpen`, the company's name
 * for a job alert, the salary in dollars for a salary page's floor); of its company, what
 * companies/company-mapper.ts lists. A client asking for more
 * (a description, the requirements) gets the rest of the row from one batched read per
 * response (`jobDetail` in jobs.graphql.ts). At 100,000 jobs a keyword page read this way took
 * 2.4–2.6 ms of the server's CPU against 3.3–3.6 with every column of the job and its company:
 * fewer values to parse and map for 21 rows.
 */
export const jobListColumns = {
  id: jobs.id,
  companyJobsId: jobs.companyJobsId,
  position: jobs.position,
  companyName: jobs.companyName,
  location: jobs.location,
  type: jobs.type,
  experienceLevel: jobs.experienceLevel,
  industry: jobs.industry,
  salaryStart: jobs.salaryStart,
  salaryEnd: jobs.salaryEnd,
  salaryNegotiable: jobs.salaryNegotiable,
  salaryCurrency: jobs.salaryCurrency,
  salaryMinUsd: jobs.salaryMinUsd,
  salaryMaxUsd: jobs.salaryMaxUsd,
  requiresCpa: jobs.requiresCpa,
  remote: jobs.remote,
  status: jobs.status,
  deadline: jobs.deadline,
  applyWay: jobs.applyWay,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
export type JobListRow = Pick<JobRow, keyof typeof jobListColumns>;

/**
 * A jobs row as the GraphQL Job type (camelCase, the specification's requiresCPA spelling).
 * A row read with its company keeps it for the company resolver (`companyRow`). A list's row
 * lacks the fields lists do not show: they are `undefined` here, and read when asked.
 */
export function toJob(
  row: JobListRow & Partial<Omit<JobFields, keyof JobListRow>> & { company?: CompanyListRow & Partial<CompanyRow> },
) {
  const { searchVector: _vector, titleVector: _title, requiresCpa, company, ...rest } = row;
  return {
    ...rest,
    companyRow: company,
    requiresCPA: requiresCpa,
    status: effectiveStatus(row),
    isOpen: isOpenNow(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type GraphqlJob = ReturnType<typeof toJob>;
