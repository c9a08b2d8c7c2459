import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { graphql } from '../../graphql/gql.ts';
import { request } from '../../lib/graphql-client.ts';

const LIKED = graphql(`
  query LikedJobs($uid: ID!) {
    getUser(id: $uid) {
      id
      likedJobs
    }
  }
`);
const LIKE = graphql(`
  mutation LikeJob($jobId: ID!) {
    likeJob(jobId: $jobId) {
      id
      likedJobs
    }
  }
`);
const UNLIKE = graphql(`
  mutation UnlikeJob($jobId: ID!) {
    unlikeJob(jobId: $jobId) {
      id
      likedJobs
    }
  }
`);

export const likedJobsKey = (uid: string | undefined) => ['users', uid, 'likedJobs'] as const;

/** The signed-in user's saved job ids (empty for guests). */
export function useLikedJobs() {
  const { user } = useAuth();
  const uid = user?.uid;
  return useQuery({
    queryKey: likedJobsKey(uid),
    enabled: Boolean(uid),
    queryFn: ({ signal }) => request(LIKED, { uid: uid! }, signal).then((d) => d.getUser?.likedJobs ?? []),
    staleTime: 60_000,
  });
}

/**
 * Saves or unsaves a job for the signed-in user, optimistically: the heart fills at once and
 * goes back if the server refuses. Guests get `needsSignIn` instead.
 */
export function useToggleSavedJob() {
  const { user } = useAuth();
  const uid = user?.uid;
  const client = useQueryClient();
  const liked = useLikedJobs();
  const key = likedJobsKey(uid);
  const mutation = useMutation({
    mutationFn: async ({ jobId, save }: { jobId: string; save: boolean }) =>
      save
        ? (await request(LIKE, { jobId })).likeJob.likedJobs
        : (await request(UNLIKE, { jobId })).unlikeJob.likedJobs,
    onMutate: async ({ jobId, save }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<string[]>(key) ?? [];
      client.setQueryData<string[]>(key, save ? [...new Set([...before, jobId])] : before.filter((id) => id !== jobId));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context) client.setQueryData(key, context.before);
    },
    onSuccess: (ids) => {
      client.setQueryData(key, ids);
    },
    onSettled: () => {
      // Other screens (saved jobs, the profile) read the user too.
      void client.invalidateQueries({ queryKey: ['users', uid] });
    },
  });
  const savedIds = new Set(liked.data ?? []);
  return {
    signedIn: Boolean(uid),
    isSaved: (jobId: string) => savedIds.has(jobId),
    toggle: (jobId: string) => mutation.mutateAsync({ jobId, save: !savedIds.has(jobId) }),
    pending: mutation.isPending,
  };
}
