import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '../app-logo.tsx';

/** The logo and the product's name, linking home: the start of a top bar. */
export function BrandLink() {
  const { t } = useTranslation('shell');
  return (
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
        me: { xs: 1, md: 3 },
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <AppLogo size={32} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
      >
        {t('appName')}
      </Typography>
    </Box>
  );
}
