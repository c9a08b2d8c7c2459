import { alertSearchParams } from '../../domain/job-alert-schemas.ts';
import { jobSearchPath } from '../../domain/job-search-params.ts';
import type { JobAlertRow } from './job-alert-service.ts';

/** A job alert as GraphQL shows it to its owner. */
export function toJobAlert(row: JobAlertRow) {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    keywords: row.keywords,
    query: row.query,
    searchPath: jobSearchPath(alertSearchParams(row)),
    unsubscribed: row.unsubscribed,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type GraphqlJobAlert = ReturnType<typeof toJobAlert>;
