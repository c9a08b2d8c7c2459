import { useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../graphql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

const STANDING = graphql(`
  query ApplyStanding {
    myApplyStanding {
      isCPA
      cpaStatus
      emailVerified
      appliedJobs {
        jobId
        applicationId
        appliedAt
        status
      }
    }
  }
`);

export const applyStandingKey = (uid: string | undefined) => ['users', uid, 'applyStanding'] as const;

/** After applying or withdrawing: every screen's apply button asks again. */
export const invalidateApplyStanding = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'users' && q.queryKey[2] === 'applyStanding' });

export interface AppliedJob {
  applicationId: string;
  appliedAt: string;
  status: string;
}

/**
 * What decides the apply button for the signed-in user on any job: whether they applied (and
 * when), and whether they are a confirmed CPA. Guests get `signedIn: false` and nothing applied.
 */
export function useApplyStanding() {
  const { user } = useAuth();
  const uid = user?.uid;
  const query = useQuery({
    queryKey: applyStandingKey(uid),
    enabled: Boolean(uid),
    queryFn: ({ signal }) => request(STANDING, {}, signal).then((d) => d.myApplyStanding),
    staleTime: 60_000,
  });
  const applied = new Map<string, AppliedJob>(
    (query.data?.appliedJobs ?? []).map(({ jobId, ...rest }) => [jobId, rest] as const),
  );
  return {
    signedIn: Boolean(uid),
    loading: Boolean(uid) && query.isPending,
    isCPA: query.data?.isCPA ?? false,
    cpaStatus: query.data?.cpaStatus ?? null,
    appliedTo: (jobId: string): AppliedJob | undefined => applied.get(jobId),
  };
}
