import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the employer screens: a header band with actions, then the content column. */
export function EmployerPageFrame({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, maxWidth: 1200 }}>
          <Box>
            <Typography variant="h1" component="h1">
              {title}
            </Typography>
            {subtitle && (
              <Typography sx={{ mt: 1, opacity: 0.9 }} component="p">
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions && (
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5, alignItems: 'center' }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1200 }}>{children}</Box>
    </Box>
  );
}

export function LoadingBlock({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }} role="status">
      <CircularProgress size={28} />
      <Typography>{text}</Typography>
    </Stack>
  );
}

export function ErrorBlock({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry(): void }) {
  return (
    <Alert severity="error" role="alert" action={<Button color="inherit" onClick={onRetry}>{retryLabel}</Button>}>
      {text}
    </Alert>
  );
}
