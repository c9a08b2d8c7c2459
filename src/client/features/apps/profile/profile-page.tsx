import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update.ts';
import { ProfileAbout } from './profile-about.tsx';
import { fetchProfilePage, PROFILE_KEY } from './profile-api.ts';
import { PROFILE_TABS, ProfileHeader, type ProfileTab } from './profile-header.tsx';
import { ProfilePhotos } from './profile-photos.tsx';
import { ProfileTimeline } from './profile-timeline.tsx';
import { SharedPost } from './shared-post.tsx';

/** /apps/profile (one's own) and /apps/profile/:userId (a workspace colleague's). */
export default function ProfilePage() {
  const { t } = useTranslation('profilePage');
  const { userId } = useParams();
  const { params, update } = useSearchParamsUpdate();
  const asked = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.includes(asked as ProfileTab) ? (asked as ProfileTab) : 'timeline';
  const sharedPostId = params.get('post');
  const profile = useQuery({
    queryKey: [...PROFILE_KEY, 'page', userId ?? 'me'],
    queryFn: () => fetchProfilePage(userId),
    retry: false,
  });

  useEffect(() => {
    document.title = profile.data ? t('titleOf', { name: profile.data.person.name }) : t('title');
  }, [t, profile.data]);

  const onTab = (next: ProfileTab) => update({ tab: next === 'timeline' ? null : next }, { replace: true });
  const closeSharedPost = () => update({ post: null }, { replace: true });

  let content: React.ReactNode;
  if (profile.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  } else if (profile.isError) {
    const missing = (profile.error as { code?: string }).code === 'NOT_FOUND';
    content = missing ? (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <PersonOffOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: 22, mt: 1 }}>
          {t('notFound')}
        </Typography>
      </Paper>
    ) : (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void profile.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else {
    const data = profile.data;
    content = (
      <Stack spacing={3}>
        <ProfileHeader profile={data} tab={tab} onTab={onTab} />
        <Box id="profile-panel" role="tabpanel" aria-labelledby={`profile-tab-${tab}`}>
          {tab === 'timeline' && (
            <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
              {sharedPostId && (
                <SharedPost key={sharedPostId} id={sharedPostId} ownerId={data.person.id} onClose={closeSharedPost} />
              )}
              <ProfileTimeline profile={data} userId={userId} />
            </Stack>
          )}
          {tab === 'about' && <ProfileAbout profile={data} />}
          {tab === 'photos' && <ProfilePhotos userId={userId} />}
        </Box>
      </Stack>
    );
  }
  return <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto', width: '100%' }}>{content}</Box>;
}
