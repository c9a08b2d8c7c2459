import { useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ShellUiContext, type ShellUi } from './shell-ui-context.ts';

export function ShellUiProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  // Mobile layout below the lg breakpoint (SPEC section 9).
  const isMobile = useMediaQuery(theme.breakpoints.down('lg'));
  const [navbarOpen, setNavbarOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [foldedOpen, setFoldedOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [quickPanelOpen, setQuickPanelOpen] = useState(false);
  const { pathname } = useLocation();

  // The mobile drawer closes on route change (SPEC section 2), and so does a hovered folded navbar.
  useEffect(() => {
    setMobileOpen(false);
    setFoldedOpen(false);
  }, [pathname]);

  const value = useMemo<ShellUi>(
    () => ({
      isMobile,
      navbarOpen,
      mobileOpen,
      foldedOpen,
      settingsOpen,
      quickPanelOpen,
      toggleNavbar: () => (isMobile ? setMobileOpen((o) => !o) : setNavbarOpen((o) => !o)),
      setMobileOpen,
      setFoldedOpen,
      setSettingsOpen,
      setQuickPanelOpen,
    }),
    [isMobile, navbarOpen, mobileOpen, foldedOpen, settingsOpen, quickPanelOpen],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
}
