import type { ApplicationRow } from './application-service.ts';

/** A job_applications row as the GraphQL JobApplication (the specification's userID spelling). */
export function toApplication(row: ApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    salary: row.salary,
    appliedAt: row.appliedAt.toISOString(),
    jobManagerGroups: row.jobManagerGroups,
    userID: row.userId,
    // One concept (issue 11): the shortlist star is the Shortlisted status, not a mark of its own.
    shortlist: row.status === 'shortlisted',
    jobApplicationsId: row.jobApplicationsId,
    coverLetter: row.coverLetter,
    resumeFileId: row.resumeFileId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
/** A résumé as an application's `resume` loads it; its `url` is a field of its own. */
export interface GraphqlResumeFile {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
}

/**
 * An application as resolvers pass it on: the row's public fields, and, when the company's side
 * loaded it, the employer's note and when its status last changed (see applicants/).
 */
export type GraphqlApplication = ReturnType<typeof toApplication> & {
  note?: string | null;
  statusChangedAt?: string | null;
  employerView?: true;
};
