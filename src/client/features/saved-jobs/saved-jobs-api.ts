import { graphql } from '../../graphql/gql.ts';
import type { SavedJobsQuery } from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

// likedJobs and unlikeJob belong to the users module; listJobs to the jobs module.

const SAVED_IDS = graphql(`
  query SavedJobIds($id: ID!) {
    getUser(id: $id) {
      id
      likedJobs
      appliedJobs
    }
  }
`);

const SAVED = graphql(`
  query SavedJobs($filter: ModelJobFilterInput, $limit: Int) {
    listJobs(filter: $filter, limit: $limit) {
      items {
        ...JobApplySummaryFields
      }
    }
  }
`);

const UNSAVE = graphql(`
  mutation UnsaveJob($jobId: ID!) {
    unlikeJob(jobId: $jobId) {
      id
      likedJobs
    }
  }
`);

export type SavedJob = SavedJobsQuery['listJobs']['items'][number];

export interface SavedJobs {
  jobs: SavedJob[];
  appliedJobs: string[];
  /** Saved ids that no longer resolve to a published job (drafted or removed). */
  missing: number;
}

export async function fetchSavedJobs(userId: string): Promise<SavedJobs> {
  const { getUser } = await request(SAVED_IDS, { id: userId });
  const ids = getUser?.likedJobs ?? [];
  if (ids.length === 0) return { jobs: [], appliedJobs: getUser?.appliedJobs ?? [], missing: 0 };
  // One request for every saved job, whatever their number (at most 1000 per page).
  const { listJobs } = await request(SAVED, { filter: { or: ids.map((id) => ({ id: { eq: id } })) }, limit: 1000 });
  // Keep the order the user saved them in, newest saved first.
  const byId = new Map(listJobs.items.map((j) => [j.id, j]));
  const jobs = [...ids].reverse().flatMap((id) => byId.get(id) ?? []);
  return { jobs, appliedJobs: getUser?.appliedJobs ?? [], missing: ids.length - jobs.length };
}

export async function unsaveJob(jobId: string): Promise<void> {
  await request(UNSAVE, { jobId });
}
