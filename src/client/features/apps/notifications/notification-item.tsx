import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Box, IconButton, ListItem, ListItemButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeDate } from '../../../lib/format-date.ts';
import type { AppNotification } from './notifications-api.ts';
import { NotificationIcon } from './notification-icon.tsx';

interface NotificationItemProps {
  notification: AppNotification;
  /** Opening it (its link, or a click) marks it read. */
  onOpen(): void;
  onToggleRead(): void;
  onDelete(): void;
  dense?: boolean;
}

/** One notification: icon, title, description and time; opens its link in the app or as a normal link. */
export function NotificationItem({ notification: n, onOpen, onToggleRead, onDelete, dense }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const linkProps = !n.link
    ? { component: 'div' as const }
    : n.useRouter
      ? { component: Link, to: n.link }
      : { component: 'a' as const, href: n.link, target: '_blank', rel: 'noopener noreferrer' };
  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-read={n.read}
      sx={{ bgcolor: n.read ? undefined : 'action.selected', borderBottom: 1, borderColor: 'divider' }}
      secondaryAction={
        <Stack direction="row" spacing={0.25}>
          <Tooltip title={n.read ? t('item.markUnread') : t('item.markRead')}>
            <IconButton
              size="small"
              edge={false}
              onClick={onToggleRead}
              aria-label={`${n.read ? t('item.markUnread') : t('item.markRead')}: ${n.title}`}
            >
              {n.read ? <MarkEmailUnreadOutlined fontSize="small" /> : <DoneOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('item.delete')}>
            <IconButton size="small" onClick={onDelete} aria-label={`${t('item.delete')}: ${n.title}`}>
              <CloseOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      }
    >
      <ListItemButton
        {...linkProps}
        onClick={onOpen}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: dense ? 1.25 : 1.75, paddingInlineEnd: 11 }}
      >
        <NotificationIcon icon={n.icon} image={n.image} size={dense ? 36 : 40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {!n.read && (
              <Box
                component="span"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
                aria-label={t('item.unread')}
                role="img"
              />
            )}
            <Typography
              component="span"
              dir="auto"
              sx={{ fontWeight: n.read ? 500 : 700, fontSize: 14, overflowWrap: 'anywhere' }}
            >
              {n.title}
            </Typography>
          </Stack>
          {n.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              dir="auto"
              sx={{ mt: 0.25, overflowWrap: 'anywhere', textAlign: 'start' }}
            >
              {n.description}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="time" dateTime={n.time}>
            {formatRelativeDate(n.time, i18n.language)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
