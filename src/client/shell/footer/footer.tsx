import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaTheme } from '../theme/shell-theme-provider.tsx';
import { ContentContainer } from '../layouts/content-container.tsx';
import { useLayoutSettings } from '../layouts/layout-settings-context.ts';

/** The footer, in its own theme; fixed keeps it at the bottom of the window while scrolling. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { footer } = useLayoutSettings();
  return (
    <AreaTheme area="footer">
      <Box
        component="footer"
        data-fixed={footer.fixed}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          position: footer.fixed ? 'sticky' : 'static',
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar - 1,
        }}
      >
        <ContentContainer>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, px: { xs: 2, md: 4 }, py: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Typography>
            <Stack
              component="nav"
              aria-label={t('footer.links')}
              direction="row"
              // A gap, not margins: a link that wraps to the next line starts it flush.
              useFlexGap
              sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
            >
              <MuiLink component={Link} to="/about-us" variant="body2" color="text.secondary">
                {t('nav.aboutUs')}
              </MuiLink>
              <MuiLink component={Link} to="/privacy-policy" variant="body2" color="text.secondary">
                {t('nav.privacyPolicy')}
              </MuiLink>
              <MuiLink component={Link} to="/terms-and-conditions" variant="body2" color="text.secondary">
                {t('nav.terms')}
              </MuiLink>
              <MuiLink component={Link} to="/apps/help-center" variant="body2" color="text.secondary">
                {t('nav.helpCenter')}
              </MuiLink>
            </Stack>
          </Stack>
        </ContentContainer>
      </Box>
    </AreaTheme>
  );
}
