import { getTableColumns } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { JobRow } from '../db/rows.ts';
import { effectiveStatus, isOpenNow } from '../policies/job-visibility.ts';

/** A job without its search documents, which only the database needs. */
export type JobFields = Omit<JobRow, 'searchVector' | 'titleVector'> &
  Partial<Pick<JobRow, 'searchVector' | 'titleVector'>>;

/** The columns to read when the search documents are not needed (they are large). */
export const { searchVector: _searchVector, titleVector: _titleVector, ...jobColumns } = getTableColumns(jobs);

/** A jobs row as the GraphQL Job type (camelCase, the specification's requiresCPA spelling). */
export function toJob(row: JobFields) {
  const { searchVector: _vector, titleVector: _title, requiresCpa, ...rest } = row;
  return {
    ...rest,
    requiresCPA: requiresCpa,
    status: effectiveStatus(row),
    isOpen: isOpenNow(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type GraphqlJob = ReturnType<typeof toJob>;
