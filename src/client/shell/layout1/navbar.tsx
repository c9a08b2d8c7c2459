import { Drawer } from '@mui/material';
import { NAVBAR_WIDTH } from '../../../domain/constants.ts';
import { NavbarContent } from './navbar-content.tsx';

const paperSx = {
  width: NAVBAR_WIDTH,
  bgcolor: '#0f2a47',
  color: 'rgba(255,255,255,0.88)',
  borderInlineEnd: 'none',
  backgroundImage: 'none',
} as const;

interface NavbarProps {
  isMobile: boolean;
  open: boolean;
  mobileOpen: boolean;
  onMobileClose(): void;
}

/** Permanent beside the content from lg up; below it, a temporary 280 px drawer. */
export function Navbar({ isMobile, open, mobileOpen, onMobileClose }: NavbarProps) {
  if (isMobile) {
    return (
      <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose} ModalProps={{ keepMounted: true }} slotProps={{ paper: { sx: paperSx } }}>
        <NavbarContent />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{ width: open ? NAVBAR_WIDTH : 0, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}
      slotProps={{ paper: { sx: { ...paperSx, position: 'fixed' } } }}
    >
      <NavbarContent />
    </Drawer>
  );
}
