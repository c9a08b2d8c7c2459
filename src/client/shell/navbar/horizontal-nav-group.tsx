import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import {
  Box,
  Button,
  ClickAwayListener,
  Grow,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Paper,
  Popper,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { NavGroup } from '../navigation/navigation-config.ts';
import { matchesExactly } from '../navigation/navigation-config.ts';

/** Menu hover delay of SPEC section 9, so a pointer passing over does not flash menus open. */
export const MENU_HOVER_DELAY_MS = 150;

/** One group of the horizontal navbar: opens on hover (after 150 ms), click or keyboard. */
export function HorizontalNavGroup({ group }: { group: NavGroup }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const { pathname } = useLocation();
  const active = group.children.some((item) =>
    matchesExactly(item) ? pathname === item.url : pathname.startsWith(item.url),
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => setOpen(false), [pathname]);

  const later = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), MENU_HOVER_DELAY_MS);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) anchor.current?.focus();
  };

  return (
    <Box onMouseEnter={() => later(true)} onMouseLeave={() => later(false)} sx={{ position: 'relative' }}>
      <Button
        ref={anchor}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        endIcon={
          <KeyboardArrowDown sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        sx={{
          px: 1.5,
          height: 40,
          color: active ? 'primary.main' : 'text.primary',
          fontWeight: 600,
          whiteSpace: 'nowrap',
          bgcolor: active ? 'action.selected' : 'transparent',
        }}
      >
        {t(group.titleKey)}
      </Button>
      <Popper
        open={open}
        anchorEl={anchor.current}
        placement="bottom-start"
        transition
        disablePortal
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 2 }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top' }}>
            <Paper elevation={8} sx={{ mt: 0.5, minWidth: 220 }}>
              <ClickAwayListener onClickAway={() => close(false)}>
                <MenuList
                  id={menuId}
                  autoFocusItem={open}
                  aria-label={t(group.titleKey)}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape' || e.key === 'Tab') close(e.key === 'Escape');
                  }}
                >
                  {group.children.map((item) => (
                    <MenuItem
                      key={item.id}
                      component={NavLink}
                      to={item.url}
                      end={matchesExactly(item)}
                      onClick={() => close(false)}
                      sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
                    >
                      <ListItemIcon sx={{ color: 'inherit' }}>
                        <item.icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText>{t(item.titleKey)}</ListItemText>
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
