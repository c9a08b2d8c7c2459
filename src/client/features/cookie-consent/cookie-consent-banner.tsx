import CookieOutlined from '@mui/icons-material/CookieOutlined';
import { Box, Button, Collapse, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/ssr/use-hydrated.ts';
import { OPEN_COOKIE_PREFERENCES, readCookieConsent, writeCookieConsent } from './cookie-consent-storage.ts';
import { ServedCookieBannerContext } from './served-cookie-banner.ts';

/**
 * The cookie banner (SPEC section 9): a labelled region at the foot of the page, not a modal, so
 * the page stays usable while it shows. Necessary cookies are always on; analytics is the choice.
 */
export function CookieConsentBanner() {
  const { t } = useTranslation('cookies');
  const [open, setOpen] = useState(() => readCookieConsent() === null);
  const [modifying, setModifying] = useState(false);
  const [analytics, setAnalytics] = useState(() => readCookieConsent()?.analytics ?? false);
  const titleId = useId();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reopen = () => {
      setAnalytics(readCookieConsent()?.analytics ?? false);
      setModifying(true);
      setOpen(true);
      // Move focus to the banner so keyboard users land on the choices they asked for.
      requestAnimationFrame(() => regionRef.current?.focus());
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, reopen);
  }, []);

  // The choice is this browser's (localStorage); the server knows only whether one was made (a
  // cookie) and draws the banner by that, which the hydrating render repeats before the choice counts.
  const served = useContext(ServedCookieBannerContext);
  const hydrated = useHydrated();
  if (!(hydrated ? open : (served ?? false))) return null;
  const decide = (value: boolean) => {
    writeCookieConsent(value);
    setAnalytics(value);
    setOpen(false);
    setModifying(false);
  };

  return (
    <Paper
      ref={regionRef}
      role="region"
      aria-label={t('label')}
      tabIndex={-1}
      elevation={12}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Over the page, its bars and navigation; under what a reader opens (drawers, dialogs),
        // which it would otherwise cover the foot of on a phone, their buttons too.
        zIndex: (theme) => theme.zIndex.drawer - 1,
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: 4 },
        py: 2,
        maxHeight: '70vh',
        overflowY: 'auto',
        outline: 'none',
      }}
    >
      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={2}
        sx={{ alignItems: { lg: 'center' }, maxWidth: 1400, mx: 'auto' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'flex-start' }}>
          <CookieOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />
          <div>
            <Typography id={titleId} variant="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('text')} <Link to="/privacy-policy">{t('policy')}</Link>
            </Typography>
          </div>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="contained" onClick={() => decide(true)}>
            {t('acceptAll')}
          </Button>
          <Button variant="outlined" onClick={() => decide(false)}>
            {t('rejectAll')}
          </Button>
          <Button onClick={() => setModifying((m) => !m)} aria-expanded={modifying}>
            {t('modify')}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={modifying} unmountOnExit>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, maxWidth: 1400, mx: 'auto' }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('preferences')}
          </Typography>
          <Stack spacing={1.5}>
            <div>
              <FormControlLabel control={<Switch checked disabled />} label={t('necessary')} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                {t('necessaryText')}
              </Typography>
            </div>
            <div>
              <FormControlLabel
                control={<Switch checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />}
                label={t('analytics')}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
                {t('analyticsText')}
              </Typography>
            </div>
          </Stack>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => decide(analytics)}>
            {t('save')}
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
}
