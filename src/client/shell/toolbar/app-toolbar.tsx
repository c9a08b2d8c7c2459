import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { AppLogo } from '../app-logo.tsx';
import { ContentContainer } from '../layouts/content-container.tsx';
import { ShortcutsBar } from '../shortcuts/shortcuts-bar.tsx';
import { NavbarToggleButton } from './navbar-toggle-button.tsx';
import { ToolbarControls } from './toolbar-controls.tsx';

interface AppToolbarProps {
  showNavbarToggle: boolean;
  /** layout3 (and any layout without a side navbar) shows the logo in the toolbar. */
  showLogo: boolean;
}

/** The toolbar: 48 px high, 64 px from the md breakpoint (SPEC section 9), in its own theme. */
export function AppToolbar({ showNavbarToggle, showLogo }: AppToolbarProps) {
  const { t } = useTranslation('shell');
  return (
    <AreaTheme area="toolbar">
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        data-testid="toolbar"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
      >
        <ContentContainer>
          <Toolbar
            disableGutters
            sx={{ minHeight: { xs: 48, md: 64 }, gap: 0.5, px: { xs: 1, sm: 2 }, position: 'relative' }}
          >
            {showNavbarToggle && <NavbarToggleButton />}
            {showLogo && (
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
                  mx: 1,
                  borderRadius: 1,
                }}
              >
                <AppLogo size={32} />
                <Typography
                  component="span"
                  sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}
                >
                  {t('appName')}
                </Typography>
              </Box>
            )}
            <ShortcutsBar />
            <Box sx={{ flex: 1 }} />
            <ToolbarControls />
          </Toolbar>
        </ContentContainer>
      </AppBar>
    </AreaTheme>
  );
}
