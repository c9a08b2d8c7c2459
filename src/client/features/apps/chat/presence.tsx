import { Avatar, Badge, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '../../../../domain/chat-schemas.ts';
import { personInitials } from '../../../components/person-initials.ts';

/** Each presence's colour (SPEC section 4): theme colours, readable in light and dark modes. */
const STATUS_COLOR: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  'do-not-disturb': 'error.main',
  offline: 'grey.500',
};

const asStatus = (status: string): ChatStatus =>
  status === 'online' || status === 'away' || status === 'do-not-disturb' ? status : 'offline';

/** A small coloured dot for a presence; its name is given to screen readers by the caller. */
export function StatusDot({ status, size = 10 }: { status: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: STATUS_COLOR[asStatus(status)],
        border: 2,
        borderColor: 'background.paper',
        boxSizing: 'content-box',
        flexShrink: 0,
      }}
    />
  );
}

/** A person's picture (or initials) with their presence beside it. */
export function PersonAvatar({
  name,
  avatar,
  status,
  size = 40,
}: {
  name: string;
  avatar: string | null | undefined;
  status: string;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  const label = t('statusOf', { name, status: t(`status.${asStatus(status)}`) });
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      badgeContent={<StatusDot status={status} />}
      title={label}
    >
      <Avatar
        src={avatar ?? undefined}
        alt=""
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.4,
          // The default grey behind white initials is too faint to read.
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {personInitials(name)}
      </Avatar>
    </Badge>
  );
}

export { asStatus };
