import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '../app-logo.tsx';

/** Logo and name at the top of a vertical navbar; compact shows the logo alone. */
export function NavbarHeader({ compact = false, action }: { compact?: boolean; action?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      sx={{
        px: compact ? 1 : 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: 1.5,
        minHeight: { xs: 48, md: 64 },
      }}
    >
      <Box
        component={Link}
        to="/"
        aria-label={t('nav.home')}
        data-testid="navbar-brand"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          color: 'inherit',
          textDecoration: 'none',
          minWidth: 0,
          flex: compact ? 'none' : 1,
          borderRadius: 1,
        }}
      >
        <AppLogo />
        {!compact && (
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" noWrap sx={{ fontWeight: 700, lineHeight: 1.2, color: 'text.primary' }}>
              {t('appName')}
            </Typography>
            {/* Two lines at most: on one, the navbar's width cut it ("Career portal of the accoun…"). */}
            <Typography
              component="p"
              variant="caption"
              sx={{
                color: 'text.secondary',
                lineHeight: 1.25,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {t('appTagline')}
            </Typography>
          </Box>
        )}
      </Box>
      {!compact && action}
    </Box>
  );
}
