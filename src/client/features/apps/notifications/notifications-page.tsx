import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Alert, Box, Button, CircularProgress, List, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_PAGE_DEFAULT } from '../../../../domain/notification-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useMessage } from '../../../i18n/use-message.ts';
import { NotificationItem } from './notification-item.tsx';
import { fetchNotifications, NOTIFICATIONS_KEY } from './notifications-api.ts';
import { useNotificationActions } from './use-notification-actions.ts';

/** /apps/notifications — all of the person's notifications, newest first, a page at a time. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const translate = useMessage();
  const actions = useNotificationActions();
  const pages = useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'all'],
    queryFn: ({ pageParam }) => fetchNotifications(NOTIFICATIONS_PAGE_DEFAULT, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });

  useEffect(() => {
    document.title = t('page.title');
  }, [t]);

  const first = pages.data?.pages[0];
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  let body: React.ReactNode;
  if (pages.isPending) {
    body = (
      <Paper variant="outlined" role="status" aria-label={t('panel.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Stack key={i} direction="row" spacing={1.5} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="40%" />
              <Skeleton width="80%" />
              <Skeleton width="20%" />
            </Box>
          </Stack>
        ))}
      </Paper>
    );
  } else if (pages.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void pages.refetch()}>
            {t('panel.retry')}
          </Button>
        }
      >
        {t('panel.error')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="notifications-empty">
        <NotificationsNoneOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 22, mt: 1 }}>
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('empty.text')}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <List disablePadding aria-label={t('page.listLabel')}>
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => actions.opened(n)}
                onToggleRead={() => actions.toggleRead(n)}
                onDelete={() => actions.remove(n)}
              />
            ))}
          </List>
        </Paper>
        {pages.hasNextPage && (
          <Stack sx={{ alignItems: 'center', mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
              startIcon={pages.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
            >
              {t('page.more')}
            </Button>
          </Stack>
        )}
      </>
    );
  }

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand
        title={t('page.title')}
        subtitle={first ? t('page.subtitle', { count: first.total, unread: first.unread }) : t('page.subtitleLoading')}
        actions={
          <Button
            variant="contained"
            onClick={actions.markAllRead}
            disabled={!first?.unread || actions.markingAll}
            // Disabled (nothing unread), it stays readable on the dark band: MUI's grey vanished there.
            sx={{ '&.Mui-disabled': { color: 'rgba(255,255,255,0.7)', bgcolor: 'rgba(255,255,255,0.16)' } }}
          >
            {t('panel.markAllRead')}
          </Button>
        }
      />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 960 }}>
        {actions.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(actions.error)}
          </Alert>
        )}
        {body}
      </Box>
    </Box>
  );
}
