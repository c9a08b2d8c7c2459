import { createContext, useContext } from 'react';

/** The open/closed flags of SPEC section 4: navbar open, mobileOpen, foldedOpen, and the panels. */
export interface ShellUi {
  isMobile: boolean;
  navbarOpen: boolean;
  mobileOpen: boolean;
  foldedOpen: boolean;
  settingsOpen: boolean;
  quickPanelOpen: boolean;
  /** Opens or closes the navbar: the drawer on small screens, the side navbar on large ones. */
  toggleNavbar(): void;
  setMobileOpen(open: boolean): void;
  setFoldedOpen(open: boolean): void;
  setSettingsOpen(open: boolean): void;
  setQuickPanelOpen(open: boolean): void;
}

export const ShellUiContext = createContext<ShellUi | null>(null);

export function useShellUi(): ShellUi {
  const value = useContext(ShellUiContext);
  if (!value) throw new Error('useShellUi must be used inside <ShellUiProvider>');
  return value;
}
