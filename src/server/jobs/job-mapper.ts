import { getTableColumns } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { CompanyRow, JobRow } from '../db/rows.ts';
import { effectiveStatus, isOpenNow } from '../policies/job-visibility.ts';

/** A job without its search documents, which only the database needs. */
export type JobFields = Omit<JobRow, 'searchVector' | 'titleVector'> &
  Partial<Pick<JobRow, 'searchVector' | 'titleVector'>>;

/** The columns to read when the search documents are not needed (they are large). */
export const { searchVector: _searchVector, titleVector: _titleVector, ...jobColumns } = getTableColumns(jobs);

/**
 * What search results read: no description either (stored out of line, and lists do not show
 * it; the Job type's description loader reads it for a client that asks).
 */
export const { description: _description, ...searchColumns } = jobColumns;

/**
 * A jobs row as the GraphQL Job type (camelCase, the specification's requiresCPA spelling).
 * A row read with its company keeps it for the company loader (`companyRow`).
 */
export function toJob(row: Omit<JobFields, 'description'> & { description?: string; company?: CompanyRow }) {
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
