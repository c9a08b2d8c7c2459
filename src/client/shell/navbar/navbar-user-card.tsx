import { Avatar, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { roleLabelOf } from '../navigation/role-label.ts';

/** Who is signed in, at the foot of the navbar. */
export function NavbarUserCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const name = user?.data.displayName ?? t('userMenu.guestUser');
  const role = user ? roleLabelOf(user) : undefined;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: 1.5,
        px: compact ? 1 : 2.5,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar
        src={user?.data.photoURL || undefined}
        alt=""
        sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 16 }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      {!compact && (
        <Box sx={{ minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' }}>
            {name}
          </Typography>
          <Typography noWrap variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {role ? t(`userMenu.roles.${role}`) : user?.data.email || t('userMenu.guest')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
