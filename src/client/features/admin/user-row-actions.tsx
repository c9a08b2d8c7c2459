import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from './admin-api.ts';
import { displayName } from './cpa-queue.tsx';

export type UserAction = 'roles' | 'disable' | 'enable' | 'claim';

/** What the signed-in staff member may do to this account. */
export function UserRowActions({
  item,
  selfId,
  isAdmin,
  onAction,
}: {
  item: StaffUser;
  selfId: string | undefined;
  isAdmin: boolean;
  onAction(action: UserAction): void;
}) {
  const { t } = useTranslation('admin');
  const self = item.id === selfId;
  const privileged = item.user.role.includes('staff') || item.user.role.includes('admin');
  const name = displayName(item.user);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {isAdmin && !self && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onAction('roles')}
          aria-label={`${t('users.changeRoles')}: ${name}`}
        >
          {t('users.changeRoles')}
        </Button>
      )}
      {item.user.cpaStatus === 'claimed' && !self && (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          onClick={() => onAction('claim')}
          aria-label={`${t('users.reviewClaim')}: ${name}`}
        >
          {t('users.reviewClaim')}
        </Button>
      )}
      {!self &&
        (isAdmin || !privileged) &&
        (item.disabled ? (
          <Button size="small" onClick={() => onAction('enable')} aria-label={`${t('users.enable')}: ${name}`}>
            {t('users.enable')}
          </Button>
        ) : (
          <Button
            size="small"
            color="error"
            onClick={() => onAction('disable')}
            aria-label={`${t('users.disable')}: ${name}`}
          >
            {t('users.disable')}
          </Button>
        ))}
    </Stack>
  );
}
