import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '../app-logo.tsx';
import { Footer } from '../footer/footer.tsx';
import { HorizontalNavbar } from '../navbar/horizontal-navbar.tsx';
import { MobileNavbarDrawer } from '../navbar/vertical-navbar.tsx';
import { useShellUi } from '../shell-ui-context.ts';
import { LeftSidePanel } from '../side-panels/left-side-panel.tsx';
import { RightSidePanel } from '../side-panels/right-side-panel.tsx';
import { AppToolbar } from '../toolbar/app-toolbar.tsx';
import { NavbarToggleButton } from '../toolbar/navbar-toggle-button.tsx';
import { ToolbarControls } from '../toolbar/toolbar-controls.tsx';
import { useLayoutSettings } from './layout-settings-context.ts';
import { MainContent } from './main-content.tsx';

function Brand() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('nav.home')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        me: 2,
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <AppLogo size={32} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
      >
        {t('appName')}
      </Typography>
    </Box>
  );
}

/**
 * layout2: a horizontal navbar across the top and no toolbar; the toolbar's controls sit at the
 * end of the navbar instead. Turning the toolbar on puts them back in a toolbar above it.
 */
export function Layout2({ children }: { children: ReactNode }) {
  const config = useLayoutSettings();
  const { isMobile } = useShellUi();
  const withToolbar = config.toolbar.display;
  return (
    <>
      {config.leftSidePanel.display && <LeftSidePanel />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="layout2">
        {withToolbar && <AppToolbar showNavbarToggle={config.navbar.display && isMobile} showLogo />}
        {config.navbar.display && (
          <HorizontalNavbar
            sticky={!withToolbar}
            start={
              withToolbar ? undefined : (
                <>
                  {isMobile && <NavbarToggleButton />}
                  <Brand />
                </>
              )
            }
            end={withToolbar ? undefined : <ToolbarControls />}
          />
        )}
        {config.navbar.display && isMobile && <MobileNavbarDrawer />}
        <MainContent>{children}</MainContent>
        {config.footer.display && <Footer />}
      </Box>
      {config.rightSidePanel.display && <RightSidePanel />}
    </>
  );
}
