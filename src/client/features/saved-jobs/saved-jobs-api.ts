import { graphql } from '../../lib/graphql-client.ts';

// likedJobs and unlikeJob belong to the users module; listJobs to the jobs module.

export interface SavedJob {
  id: string;
  position: string;
  location: string | null;
  deadline: string | null;
  status: string;
  isOpen: boolean;
  applyWay: string;
  applyUrl: string | null;
  requiresCPA: boolean;
  company: { id: string; name: string; logo: string | null } | null;
}

export interface SavedJobs {
  jobs: SavedJob[];
  appliedJobs: string[];
  /** Saved ids that no longer resolve to a published job (drafted or removed). */
  missing: number;
}

export async function fetchSavedJobs(userId: string): Promise<SavedJobs> {
  const { getUser } = await graphql<{ getUser: { likedJobs: string[]; appliedJobs: string[] } | null }>(
    `query SavedJobIds($id: ID!) { getUser(id: $id) { id likedJobs appliedJobs } }`,
    { id: userId },
  );
  const ids = getUser?.likedJobs ?? [];
  if (ids.length === 0) return { jobs: [], appliedJobs: getUser?.appliedJobs ?? [], missing: 0 };
  // One request for every saved job, whatever their number (at most 1000 per page).
  const { listJobs } = await graphql<{ listJobs: { items: SavedJob[] } }>(
    `query SavedJobs($filter: ModelJobFilterInput, $limit: Int) {
      listJobs(filter: $filter, limit: $limit) {
        items { id position location deadline status isOpen applyWay applyUrl requiresCPA company { id name logo } }
      }
    }`,
    { filter: { or: ids.map((id) => ({ id: { eq: id } })) }, limit: 1000 },
  );
  // Keep the order the user saved them in, newest saved first.
  const byId = new Map(listJobs.items.map((j) => [j.id, j]));
  const jobs = [...ids].reverse().flatMap((id) => byId.get(id) ?? []);
  return { jobs, appliedJobs: getUser?.appliedJobs ?? [], missing: ids.length - jobs.length };
}

export async function unsaveJob(jobId: string): Promise<void> {
  await graphql(`mutation Unsave($jobId: ID!) { unlikeJob(jobId: $jobId) { id likedJobs } }`, { jobId });
}
