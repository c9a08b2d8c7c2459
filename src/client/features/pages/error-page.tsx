import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reloadForStaleChunk, shouldReloadForStaleChunk } from '../../lib/stale-chunk-reload.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  return String(error);
}

/** An unrecoverable rendering error shows 'Something went wrong.' with details (SPEC section 4). */
export function ErrorPage() {
  const { t } = useTranslation('pages');
  const error = useRouteError();
  // A page's code that is gone after a deploy: reload once, here, where the address is the page's.
  const staleChunk = shouldReloadForStaleChunk();
  useEffect(() => {
    if (staleChunk) reloadForStaleChunk();
  }, [staleChunk]);
  if (staleChunk) return <LoadingScreen />;
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, md: 4 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 720, width: '100%', p: { xs: 3, md: 4 } }}>
        <Stack spacing={2}>
          <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h1" component="h1" sx={{ fontSize: 28 }}>
            {t('error.title')}
          </Typography>
          <Typography color="text.secondary">{t('error.hint')}</Typography>
          <Box component="details" sx={{ bgcolor: 'grey.100', borderRadius: 1, p: 1.5 }}>
            <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
              {t('error.details')}
            </Box>
            <Box
              component="pre"
              dir="ltr"
              data-testid="error-details"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13, m: 0, mt: 1 }}
            >
              {describe(error)}
            </Box>
          </Box>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
            <Button variant="outlined" href="/">
              {t('error.home')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
