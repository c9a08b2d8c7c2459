import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Footer } from '../footer/footer.tsx';
import { VerticalNavbar } from '../navbar/vertical-navbar.tsx';
import { LeftSidePanel } from '../side-panels/left-side-panel.tsx';
import { RightSidePanel } from '../side-panels/right-side-panel.tsx';
import { AppToolbar } from '../toolbar/app-toolbar.tsx';
import { useLayoutSettings } from './layout-settings-context.ts';
import { MainContent } from './main-content.tsx';

/**
 * layout1: side navbar, toolbar, content, footer. Sides are logical (start/end), so in Arabic
 * the whole row mirrors and the navbar swaps side.
 */
export function Layout1({ children }: { children: ReactNode }) {
  const config = useLayoutSettings();
  const navbar = config.navbar.display ? <VerticalNavbar /> : null;
  const left = config.navbar.position === 'left';
  return (
    <>
      {config.leftSidePanel.display && <LeftSidePanel />}
      {left && navbar}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="layout1">
        {config.toolbar.display && (
          <AppToolbar showNavbarToggle={config.navbar.display} showLogo={!config.navbar.display} />
        )}
        <MainContent>{children}</MainContent>
        {config.footer.display && <Footer />}
      </Box>
      {!left && navbar}
      {config.rightSidePanel.display && <RightSidePanel />}
    </>
  );
}
