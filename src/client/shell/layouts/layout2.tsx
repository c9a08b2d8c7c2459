import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { AppBar, Box, ListItemButton, ListItemIcon, ListItemText, Stack, Toolbar } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { Footer } from '../footer/footer.tsx';
import { BrandLink } from '../navbar/brand-link.tsx';
import { TopBarLinks } from '../navbar/top-bar-links.tsx';
import { SettingsIconButton } from '../settings/settings-icon-button.tsx';
import { useShellUi } from '../shell-ui-context.ts';
import { LeftSidePanel } from '../side-panels/left-side-panel.tsx';
import { RightSidePanel } from '../side-panels/right-side-panel.tsx';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { GuestAccountButtons } from '../toolbar/guest-account-buttons.tsx';
import { LanguageSwitcher } from '../toolbar/language-switcher.tsx';
import { NavbarToggleButton } from '../toolbar/navbar-toggle-button.tsx';
import { UserMenu } from '../toolbar/user-menu.tsx';
import { useToolbarExtras } from '../toolbar/toolbar-extras.ts';
import { ContentContainer } from './content-container.tsx';
import { useLayoutSettings } from './layout-settings-context.ts';
import { MainContent } from './main-content.tsx';

// Not part of a guest's first page: the toolbar shows only for those who turn it on, and the
// phone's drawer (which draws nothing until opened) arrives just after the page.
const AppToolbar = lazy(async () => ({ default: (await import('../toolbar/app-toolbar.tsx')).AppToolbar }));
const MobileNavbarDrawer = lazy(async () => ({
  default: (await import('../navbar/vertical-navbar.tsx')).MobileNavbarDrawer,
}));

/** The language and settings at the foot of the phone's drawer, where the top bar has no room. */
function DrawerExtras() {
  const { t } = useTranslation('shell');
  const { setSettingsOpen, setMobileOpen } = useShellUi();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <LanguageSwitcher />
      <ListItemButton
        onClick={() => {
          setMobileOpen(false);
          setSettingsOpen(true);
        }}
        sx={{ borderRadius: 1.5, minHeight: 40 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <SettingsOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('settings.open')} slotProps={{ primary: { fontSize: '0.875rem' } }} />
      </ListItemButton>
    </Stack>
  );
}

/**
 * The public site's top bar: the logo, Search jobs (Saved and My applications once signed in,
 * employer and staff tools as menus for those who have them), the language, the settings and the
 * account menu, or Sign in and Sign up for a guest. On a phone a menu button opens the same
 * entries in a drawer. With the toolbar on, the toolbar carries the controls and this bar the links.
 */
function TopBar({ controls }: { controls: boolean }) {
  const { user } = useAuth();
  const extras = useToolbarExtras();
  // The toolbar's theme (light by default), as a job site's bar is: apart from the page's coloured band.
  return (
    <AreaTheme area="toolbar">
      <AppBar
        position={controls ? 'sticky' : 'static'}
        color="inherit"
        elevation={0}
        data-testid="navbar"
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          zIndex: (theme) => theme.zIndex.appBar,
        }}
      >
        <ContentContainer>
          <Toolbar disableGutters sx={{ minHeight: { xs: 56, md: 64 }, gap: 1, px: { xs: 1, sm: 2, md: 3 } }}>
            <Box sx={{ display: { md: 'none' } }}>
              <NavbarToggleButton />
            </Box>
            {controls && <BrandLink />}
            <TopBarLinks />
            <Box sx={{ flex: 1 }} />
            {controls && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
                  <LanguageSwitcher />
                  <SettingsIconButton />
                </Box>
                {user && extras}
                {user ? <UserMenu /> : <GuestAccountButtons />}
              </Stack>
            )}
          </Toolbar>
        </ContentContainer>
      </AppBar>
    </AreaTheme>
  );
}

/**
 * layout2, the public site: a top bar across the page and no toolbar, the page centred up to
 * 1400 px below it. The default of guests and job seekers; turning the toolbar on puts the
 * toolbar's controls back above it.
 */
export function Layout2({ children }: { children: ReactNode }) {
  const config = useLayoutSettings();
  const { isMobile } = useShellUi();
  const { user } = useAuth();
  const withToolbar = config.toolbar.display;
  return (
    <>
      {config.leftSidePanel.display && <LeftSidePanel />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="layout2">
        {withToolbar && (
          <Suspense fallback={<Box sx={{ minHeight: { xs: 48, md: 64 } }} />}>
            <AppToolbar showNavbarToggle={false} showLogo />
          </Suspense>
        )}
        {config.navbar.display && <TopBar controls={!withToolbar} />}
        {config.navbar.display && isMobile && (
          <Suspense fallback={null}>
            <MobileNavbarDrawer extras={<DrawerExtras />} userCard={Boolean(user)} />
          </Suspense>
        )}
        <MainContent>{children}</MainContent>
        {config.footer.display && <Footer />}
      </Box>
      {config.rightSidePanel.display && <RightSidePanel />}
    </>
  );
}
