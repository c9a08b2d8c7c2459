import { Box, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '../../app/auth/use-auth.ts';
import { hasPermission } from '../navigation/auth-roles.ts';
import { navigationConfig } from '../navigation/navigation-config.ts';
import { AppLogo } from '../app-logo.tsx';

export function NavbarContent() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const roles = user?.role ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 64 }}>
        <AppLogo />
        <Box>
          <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {t('appName')}
          </Typography>
          <Typography component="p" variant="caption" sx={{ opacity: 0.7 }}>
            {t('appTagline')}
          </Typography>
        </Box>
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ flex: 1, overflowY: 'auto', px: 1.5, pb: 2 }}>
        {navigationConfig.map((group) => {
          const items = group.children.filter((item) => hasPermission(item.auth, roles));
          if (items.length === 0) return null;
          return (
            <List
              key={group.id}
              component="div"
              dense
              subheader={
                <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', color: 'inherit', opacity: 0.75, fontWeight: 600, letterSpacing: 0.6, textTransform: 'uppercase', fontSize: 12, lineHeight: '36px' }}>
                  {t(group.titleKey)}
                </ListSubheader>
              }
            >
              {items.map((item) => (
                <ListItemButton
                  key={item.id}
                  component={NavLink}
                  to={item.url}
                  end={item.url === '/'}
                  sx={{
                    borderRadius: 1.5,
                    mb: 0.25,
                    color: 'inherit',
                    '&.active': { bgcolor: 'rgba(45, 212, 191, 0.16)', color: '#ffffff', '& .MuiListItemIcon-root': { color: '#5eead4' } },
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                    '&.Mui-focusVisible': { outline: '2px solid #5eead4', outlineOffset: -2 },
                  }}
                >
                  <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                    <item.icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(item.titleKey)} slotProps={{ primary: { fontSize: 14, fontWeight: 500 } }} />
                </ListItemButton>
              ))}
            </List>
          );
        })}
      </Box>
    </Box>
  );
}
