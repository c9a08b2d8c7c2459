import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppToolbar({ onToggleNavbar, isMobile, showNavbarToggle }: { onToggleNavbar(): void; isMobile: boolean; showNavbarToggle: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ minHeight: { xs: 48, md: 64 }, gap: 0.5, px: { xs: 1, sm: 2 } }}>
        {showNavbarToggle && (
          <IconButton color="inherit" edge="start" onClick={onToggleNavbar} aria-label={isMobile ? t('toolbar.openNavigation') : t('toolbar.toggleNavigation')}>
            <MenuOutlined />
          </IconButton>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <FullscreenToggle />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
