import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Footer } from '../footer/footer.tsx';
import { HorizontalNavbar } from '../navbar/horizontal-navbar.tsx';
import { MobileNavbarDrawer } from '../navbar/vertical-navbar.tsx';
import { useShellUi } from '../shell-ui-context.ts';
import { LeftSidePanel } from '../side-panels/left-side-panel.tsx';
import { RightSidePanel } from '../side-panels/right-side-panel.tsx';
import { AppToolbar } from '../toolbar/app-toolbar.tsx';
import { useLayoutSettings } from './layout-settings-context.ts';
import { MainContent } from './main-content.tsx';

/**
 * layout3: a full-width toolbar with the logo, the navigation beneath it, an optional left side
 * panel, and the footer.
 */
export function Layout3({ children }: { children: ReactNode }) {
  const config = useLayoutSettings();
  const { isMobile } = useShellUi();
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="layout3">
      {config.toolbar.display && <AppToolbar showNavbarToggle={config.navbar.display && isMobile} showLogo />}
      {config.navbar.display && !isMobile && <HorizontalNavbar />}
      {config.navbar.display && isMobile && <MobileNavbarDrawer />}
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {config.leftSidePanel.display && <LeftSidePanel />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <MainContent>{children}</MainContent>
          {config.footer.display && <Footer />}
        </Box>
        {config.rightSidePanel.display && <RightSidePanel />}
      </Box>
    </Box>
  );
}
