import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageBand } from '../../components/page-band.tsx';

/** The frame of the employer screens: a header band with actions, then the content column. */
export function EmployerPageFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ flex: 1 }}>
      <PageBand
        title={title}
        subtitle={subtitle}
        actions={actions}
        actionsLayout="toolbar"
        titleSize="theme"
        maxWidth={1200}
      />
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
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
