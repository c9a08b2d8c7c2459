import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Avatar, Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_POST_MAX_LENGTH, profilePostSchema } from '../../../../domain/profile-page-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { ActivityItem } from './activity-item.tsx';
import { PostCard } from './post-card.tsx';
import { personInitials } from '../../../components/person-initials.ts';
import { createPost, fetchTimeline, POSTS_AND_TIMELINE, PROFILE_KEY, type ProfilePageData } from './profile-api.ts';

/** The composer: a short plain-text update, checked by the same schema as the API. */
function Composer({ profile, onPosted }: { profile: ProfilePageData; onPosted: () => void }) {
  const { t } = useTranslation('profilePage');
  const translate = useMessage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [posted, setPosted] = useState(false);
  const save = useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      setText('');
      setProblem(undefined);
      setPosted(true);
      onPosted();
    },
    onError: (e: Error) => setProblem(translate(e)),
  });
  const submit = () => {
    const parsed = profilePostSchema.safeParse({ content: text });
    if (!parsed.success) return setProblem(translate(parsed.error.issues[0]?.message));
    setPosted(false);
    save.mutate(parsed.data.content);
  };
  const shared = profile.colleagues.length > 0;
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          src={profile.person.avatar || undefined}
          alt=""
          sx={{ display: { xs: 'none', sm: 'flex' }, bgcolor: 'secondary.main' }}
        >
          {personInitials(profile.person.name)}
        </Avatar>
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={8}
          label={t('composer.label')}
          placeholder={shared ? t('composer.placeholder') : t('composer.placeholderPrivate')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ?? t('composer.counter', { count: text.length, max: PROFILE_POST_MAX_LENGTH })}
          slotProps={{ htmlInput: { maxLength: PROFILE_POST_MAX_LENGTH } }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
        {posted && (
          <Typography variant="body2" color="success.main" role="status" sx={{ flex: 1 }}>
            {t('composer.posted')}
          </Typography>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('composer.posting') : t('composer.post')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The timeline tab: the composer (own page), then posts and activity, newest first, a page at a time. */
export function ProfileTimeline({ profile, userId }: { profile: ProfilePageData; userId?: string }) {
  const { t } = useTranslation('profilePage');
  const client = useQueryClient();
  const key = [...PROFILE_KEY, 'timeline', userId ?? 'me'];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchTimeline(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });
  // The same post may also be open above the timeline by its shared link.
  const refresh = () => void client.invalidateQueries(POSTS_AND_TIMELINE);
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  let body: React.ReactNode;
  if (pages.isPending) {
    body = (
      <Stack spacing={2} role="status" aria-label={t('timeline.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Paper key={i} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2}>
              <Skeleton variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="90%" />
                <Skeleton width="60%" />
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  } else if (pages.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void pages.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('timeline.loadFailed')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="profile-timeline-empty">
        <HistoryOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 20, mt: 1 }}>
          {t('timeline.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {profile.isSelf ? t('timeline.emptyOwn') : t('timeline.emptyOther')}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={2} component="section" aria-label={t('timeline.label')} data-testid="profile-timeline">
        {items.map((entry) =>
          entry.post ? (
            <PostCard key={entry.id} post={entry.post} onChanged={refresh} />
          ) : (
            <ActivityItem key={entry.id} entry={entry} />
          ),
        )}
        {pages.hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
            sx={{ alignSelf: 'center' }}
          >
            {t('timeline.more')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('timeline.end')}
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {profile.isSelf && <Composer profile={profile} onPosted={refresh} />}
      {profile.isSelf && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">{t('timeline.privateNote')}</Typography>
        </Stack>
      )}
      {body}
    </Stack>
  );
}
