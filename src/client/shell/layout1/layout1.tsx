import { Box, Link, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LayoutConfig } from '../layout-config.ts';
import { AppToolbar } from '../toolbar/app-toolbar.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** layout1 of the specification: left navbar, toolbar, footer. */
export function Layout1({ config, children }: { config: LayoutConfig; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('lg'));
  const [navbarOpen, setNavbarOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // The mobile drawer closes on route change (SPEC section 2).
  useEffect(() => setMobileOpen(false), [pathname]);

  const toggleNavbar = () => (isMobile ? setMobileOpen((o) => !o) : setNavbarOpen((o) => !o));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 3,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Link>
      {config.navbar && <Navbar isMobile={isMobile} open={navbarOpen} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {config.toolbar && <AppToolbar onToggleNavbar={toggleNavbar} isMobile={isMobile} showNavbarToggle={config.navbar} />}
        <VerifyEmailBanner />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
          {children}
        </Box>
        {config.footer && <Footer />}
      </Box>
    </Box>
  );
}
