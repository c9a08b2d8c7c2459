import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useSignOutHome } from '../../lib/auth/use-sign-out-home.ts';

/** Confirms ending every session of the account (a lost phone, a shared computer). */
export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const message = useMessage();
  const { signOutEverywhere } = useAuth();
  const signOutHome = useSignOutHome();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutHome(signOutEverywhere);
      onClose();
    } catch (e) {
      setError(sayingOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sign-out-everywhere-title" fullWidth maxWidth="xs">
      <DialogTitle id="sign-out-everywhere-title">{t('userMenu.everywhereTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('userMenu.everywhereText')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {message(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('userMenu.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {t('userMenu.everywhereConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
