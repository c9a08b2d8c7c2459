import type { jobs } from '../db/schema/index.ts';
import { effectiveStatus, isOpenNow } from './job-visibility.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A jobs row as the GraphQL Job type (camelCase, the specification's requiresCPA spelling). */
export function toJob(row: JobRow) {
  const { searchVector: _vector, requiresCpa, ...rest } = row;
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
