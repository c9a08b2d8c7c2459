import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../shell-ui-context.ts';

export function NavbarToggleButton() {
  const { t } = useTranslation('shell');
  const { isMobile, toggleNavbar, mobileOpen, navbarOpen } = useShellUi();
  const label = isMobile ? t('toolbar.openNavigation') : t('toolbar.toggleNavigation');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        onClick={toggleNavbar}
        aria-label={label}
        aria-expanded={isMobile ? mobileOpen : navbarOpen}
      >
        <MenuOutlined />
      </IconButton>
    </Tooltip>
  );
}
