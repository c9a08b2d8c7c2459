import { Alert, Snackbar, Stack } from '@mui/material';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import {
  NotificationContext,
  type NotificationContextValue,
  type NotificationSeverity,
} from './notification-context.ts';
import { pushToast, type Toast } from './toast-queue.ts';

const TOAST_LIFETIME_MS = 6000;

interface SnackbarState {
  key: number;
  message: string;
  severity: NotificationSeverity;
}

/** Toasts at the bottom right (bottom left in Arabic) and one self-hiding snackbar. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [snackbar, setSnackbar] = useState<SnackbarState | null>(null);
  const [snackbarOpen, setSnackbarOpen] = useState(false);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);

  const notify = useCallback<NotificationContextValue['notify']>(
    (message, { severity = 'info', variant = 'snackbar' } = {}) => {
      const id = nextId.current++;
      if (variant === 'snackbar') {
        setSnackbar({ key: id, message, severity });
        setSnackbarOpen(true);
        return;
      }
      setToasts((list) => pushToast(list, { id, message, severity }));
      window.setTimeout(() => dismiss(id), TOAST_LIFETIME_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => ({ notify }), [notify]);

  return (
    <NotificationContext.Provider value={value}>
      {children}
      <Stack
        role="region"
        aria-label={t('notifications.label')}
        aria-live="polite"
        spacing={1}
        sx={{
          position: 'fixed',
          insetInlineEnd: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          width: 'min(360px, calc(100vw - 32px))',
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            severity={toast.severity}
            variant="filled"
            elevation={6}
            onClose={() => dismiss(toast.id)}
            slotProps={{ closeButton: { title: t('notifications.dismiss'), 'aria-label': t('notifications.dismiss') } }}
            sx={{ pointerEvents: 'auto' }}
          >
            {toast.message}
          </Alert>
        ))}
      </Stack>
      <Snackbar
        key={snackbar?.key}
        open={snackbarOpen}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setSnackbarOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={snackbar?.severity ?? 'info'}
          variant="filled"
          elevation={6}
          data-testid="snackbar"
          sx={{ minWidth: 240 }}
        >
          {snackbar?.message}
        </Alert>
      </Snackbar>
    </NotificationContext.Provider>
  );
}
