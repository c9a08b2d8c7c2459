import { Drawer } from '@mui/material';
import type { ReactNode } from 'react';
import { NAVBAR_WIDTH } from '../../../domain/constants.ts';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { useShellUi } from '../shell-ui-context.ts';
import { NavList } from './nav-list.tsx';
import { NavbarHeader } from './navbar-header.tsx';
import { NavbarStyle1 } from './navbar-style1.tsx';
import { NavbarStyle3 } from './navbar-style3.tsx';
import { NavbarUserCard } from './navbar-user-card.tsx';

/**
 * Below lg the navbar is a temporary 280 px drawer on its side (mirrored in Arabic by MUI);
 * `extras` sits above the user card (the public top bar's language and settings on a phone), and
 * `userCard` false leaves the card out (the public site shows a guest no "Guest User").
 */
export function MobileNavbarDrawer({ extras, userCard = true }: { extras?: ReactNode; userCard?: boolean }) {
  const { settings } = useSettings();
  const { mobileOpen, setMobileOpen } = useShellUi();
  const side = settings.layout.config.navbar.position;
  return (
    <AreaTheme area="navbar">
      <Drawer
        variant="temporary"
        anchor={side}
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: NAVBAR_WIDTH, bgcolor: 'background.paper', backgroundImage: 'none' } } }}
      >
        <NavbarHeader />
        <NavList />
        {extras}
        {userCard && <NavbarUserCard />}
      </Drawer>
    </AreaTheme>
  );
}

/** The side navbar of layout1 in its chosen style; the drawer on small screens. */
export function VerticalNavbar() {
  const { settings } = useSettings();
  const { isMobile, navbarOpen } = useShellUi();
  if (isMobile) return <MobileNavbarDrawer />;
  if (!navbarOpen) return null;
  const { style } = settings.layout.config.navbar;
  return (
    <AreaTheme area="navbar">
      {style === 'style-1' ? <NavbarStyle1 /> : <NavbarStyle3 dense={style === 'style-3-dense'} />}
    </AreaTheme>
  );
}
