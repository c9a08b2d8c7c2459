import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingState() {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}>
      <CircularProgress size={28} />
      <Typography>{t('loading')}</Typography>
    </Stack>
  );
}

export function ErrorState({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
}

export function EmptyState({
  title,
  text,
  icon: Icon = InboxOutlined,
  action,
}: {
  title: string;
  text: string;
  icon?: SvgIconComponent;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Icon color="action" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2" component="h2" sx={{ fontSize: 22, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
      {action && <Stack sx={{ mt: 3, alignItems: 'center' }}>{action}</Stack>}
    </Paper>
  );
}
