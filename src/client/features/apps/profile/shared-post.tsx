import Close from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PostCard } from './post-card.tsx';
import { fetchPost, POST_KEY, POSTS_AND_TIMELINE } from './profile-api.ts';

/**
 * The post a shared link points at (`?post=`), shown above the timeline: the link works for a post
 * of any age, where the timeline holds only its newest pages.
 */
export function SharedPost({ id, ownerId, onClose }: { id: string; ownerId: string; onClose: () => void }) {
  const { t } = useTranslation('profilePage');
  const client = useQueryClient();
  const post = useQuery({ queryKey: [...POST_KEY, id], queryFn: () => fetchPost(id), retry: false });
  const section = useRef<HTMLElement>(null);
  const loaded = post.isSuccess && post.data.author.id === ownerId;
  // Whoever followed the link came for the post: bring it into view once, past the page's header.
  useEffect(() => {
    if (loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const close = (
    <IconButton aria-label={t('post.sharedClose')} onClick={onClose} size="small">
      <Close fontSize="small" />
    </IconButton>
  );
  if (post.isPending)
    return <Skeleton variant="rounded" height={160} role="status" aria-label={t('timeline.loading')} />;
  // A post of another page's (an edited address) is not this page's to show: as good as missing.
  const missing =
    (post.isError && (post.error as { code?: string }).code === 'NOT_FOUND') ||
    (post.isSuccess && post.data.author.id !== ownerId);
  if (missing)
    return (
      <Alert severity="info" action={close} data-testid="shared-post-missing">
        {t('post.sharedMissing')}
      </Alert>
    );
  if (post.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void post.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('post.sharedLoadFailed')}
      </Alert>
    );
  return (
    <Stack
      component="section"
      ref={section}
      spacing={1}
      aria-labelledby="shared-post-title"
      data-testid="shared-post"
      sx={{ scrollMarginTop: 80 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" id="shared-post-title" sx={{ fontSize: 16, fontWeight: 600 }}>
          {t('post.sharedTitle')}
        </Typography>
        {close}
      </Stack>
      <PostCard post={post.data} onChanged={() => void client.invalidateQueries(POSTS_AND_TIMELINE)} />
    </Stack>
  );
}
