import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, md: 4 }, py: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
        <Stack component="nav" aria-label={t('footer.links')} direction="row" spacing={2.5} sx={{ flexWrap: 'wrap' }}>
          <MuiLink component={Link} to="/about-us" variant="body2" color="text.secondary">
            {t('nav.aboutUs')}
          </MuiLink>
          <MuiLink component={Link} to="/privacy-policy" variant="body2" color="text.secondary">
            {t('nav.privacyPolicy')}
          </MuiLink>
          <MuiLink component={Link} to="/terms-and-conditions" variant="body2" color="text.secondary">
            {t('nav.terms')}
          </MuiLink>
        </Stack>
      </Stack>
    </Box>
  );
}
