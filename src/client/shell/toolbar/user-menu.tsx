import LoginOutlined from '@mui/icons-material/LoginOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useSignOutHome } from '../../lib/auth/use-sign-out-home.ts';
import { roleLabelOf } from '../navigation/role-label.ts';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const signOutHome = useSignOutHome();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const close = () => setAnchor(null);

  const name = user?.data.displayName ?? t('userMenu.guestUser');
  const roleLabel = user ? t(`userMenu.roles.${roleLabelOf(user)}`) : t('userMenu.guest');

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('toolbar.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu"
        sx={{ textTransform: 'none', gap: 1.25, px: 1, minWidth: 0 }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            alignItems: 'flex-end',
            textAlign: 'end',
          }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 600, fontSize: 14, lineHeight: 1.3 }}
            data-testid="user-menu-name"
          >
            {name}
          </Typography>
          <Typography
            component="span"
            sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.3 }}
            data-testid="user-menu-role"
          >
            {roleLabel}
          </Typography>
        </Box>
        <Avatar
          src={user?.data.photoURL || undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 16 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { minWidth: 220 } } }}>
        {user
          ? [
              <MenuItem key="profile" component={Link} to="/profile" onClick={close}>
                <ListItemIcon>
                  <PersonOutline fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('userMenu.profile')}</ListItemText>
              </MenuItem>,
              !user.emailVerified && (
                <MenuItem key="verify" component={Link} to="/user/jobseeker/create" onClick={close}>
                  <ListItemIcon>
                    <MarkEmailReadOutlined fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('userMenu.verifyEmail')}</ListItemText>
                </MenuItem>
              ),
              <MenuItem key="reset" component={Link} to="/user/reset" onClick={close}>
                <ListItemIcon>
                  <LockResetOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('nav.resetPassword')}</ListItemText>
              </MenuItem>,
              <Divider key="divider" />,
              <MenuItem
                key="sign-out"
                onClick={() => {
                  close();
                  void signOutHome();
                }}
              >
                <ListItemIcon>
                  <LogoutOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('userMenu.signOut')}</ListItemText>
              </MenuItem>,
              <MenuItem
                key="sign-out-everywhere"
                onClick={() => {
                  close();
                  setConfirmEverywhere(true);
                }}
              >
                <ListItemIcon>
                  <DevicesOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('userMenu.signOutEverywhere')}</ListItemText>
              </MenuItem>,
            ]
          : [
              <MenuItem key="sign-in" component={Link} to="/sign-in" onClick={close}>
                <ListItemIcon>
                  <LoginOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('userMenu.signIn')}</ListItemText>
              </MenuItem>,
              <MenuItem key="sign-up" component={Link} to="/sign-up" onClick={close}>
                <ListItemIcon>
                  <PersonAddAltOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('userMenu.signUp')}</ListItemText>
              </MenuItem>,
              <MenuItem key="reset" component={Link} to="/user/reset" onClick={close}>
                <ListItemIcon>
                  <LockResetOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('nav.resetPassword')}</ListItemText>
              </MenuItem>,
            ]}
      </Menu>
      {user && <SignOutEverywhereDialog open={confirmEverywhere} onClose={() => setConfirmEverywhere(false)} />}
    </>
  );
}
