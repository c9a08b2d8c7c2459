import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPhotos, PROFILE_KEY } from './profile-api.ts';

/** The photos tab: the person's photo uploads, newest first, in a square grid. */
export function ProfilePhotos({ userId }: { userId?: string }) {
  const { t } = useTranslation('profilePage');
  const photos = useQuery({ queryKey: [...PROFILE_KEY, 'photos', userId ?? 'me'], queryFn: () => fetchPhotos(userId) });
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      sm: 'repeat(3, minmax(0, 1fr))',
      md: 'repeat(4, minmax(0, 1fr))',
    },
  };
  if (photos.isPending)
    return (
      <Box sx={grid} role="status" aria-label={t('photos.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
        ))}
      </Box>
    );
  const list = photos.data ?? [];
  if (list.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <PhotoLibraryOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 20, mt: 1 }}>
          {t('photos.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('photos.emptyText')}
        </Typography>
      </Paper>
    );
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }} aria-label={t('photos.label')}>
      {list.map((p) => (
        <Box component="li" key={p.id}>
          <Box
            component="a"
            href={p.url}
            target="_blank"
            rel="noopener"
            sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', aspectRatio: '1', bgcolor: 'action.hover' }}
          >
            <Box
              component="img"
              src={p.url}
              alt={t('photos.alt', { name: p.name })}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
