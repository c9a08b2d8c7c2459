import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { NOTIFICATIONS_PANEL_SIZE } from '../../../../domain/notification-schemas.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { NotificationItem } from './notification-item.tsx';
import { fetchNotifications, NOTIFICATIONS_KEY } from './notifications-api.ts';
import { useNotificationActions } from './use-notification-actions.ts';

export const NOTIFICATIONS_PATH = clientPaths.appsNotifications;

/** The toolbar's bell: the unread count, and a panel with the latest notifications. */
export function NotificationsBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const latest = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'panel'],
    queryFn: () => fetchNotifications(NOTIFICATIONS_PANEL_SIZE),
  });
  const actions = useNotificationActions();
  const unread = latest.data?.unread ?? 0;
  const label = unread ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? panelId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="notifications-bell"
        >
          <Badge color="error" badgeContent={unread} max={99} data-testid="notifications-unread">
            {unread ? <NotificationsOutlined /> : <NotificationsNoneOutlined />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('panel.title'),
            sx: {
              width: 'min(400px, calc(100vw - 16px))',
              maxHeight: 'min(560px, calc(100vh - 80px))',
              display: 'flex',
              flexDirection: 'column',
            },
          } as object,
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Box>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
              {t('panel.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {unread ? t('panel.unread', { count: unread }) : t('panel.allRead')}
            </Typography>
          </Box>
          <Button size="small" onClick={actions.markAllRead} disabled={!unread || actions.markingAll}>
            {t('panel.markAllRead')}
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1 }}>
          {latest.isPending ? (
            <Stack role="status" sx={{ alignItems: 'center', py: 5, gap: 1 }}>
              <CircularProgress size={24} />
              <Typography variant="body2">{t('panel.loading')}</Typography>
            </Stack>
          ) : latest.isError ? (
            <Stack role="alert" sx={{ alignItems: 'center', py: 4, gap: 1, px: 2, textAlign: 'center' }}>
              <Typography variant="body2">{t('panel.error')}</Typography>
              <Button size="small" onClick={() => void latest.refetch()}>
                {t('panel.retry')}
              </Button>
            </Stack>
          ) : latest.data.items.length === 0 ? (
            <Stack
              sx={{ alignItems: 'center', py: 5, px: 3, gap: 1, textAlign: 'center' }}
              data-testid="notifications-empty"
            >
              <NotificationsNoneOutlined color="action" sx={{ fontSize: 44 }} aria-hidden />
              <Typography sx={{ fontWeight: 600 }}>{t('empty.title')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('empty.text')}
              </Typography>
            </Stack>
          ) : (
            <List disablePadding aria-label={t('panel.listLabel')}>
              {latest.data.items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  dense
                  onOpen={() => {
                    actions.opened(n);
                    if (n.link) close();
                  }}
                  onToggleRead={() => actions.toggleRead(n)}
                  onDelete={() => actions.remove(n)}
                />
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Button component={Link} to={NOTIFICATIONS_PATH} onClick={close} sx={{ m: 1 }}>
          {t('panel.seeAll')}
        </Button>
      </Popover>
    </>
  );
}
