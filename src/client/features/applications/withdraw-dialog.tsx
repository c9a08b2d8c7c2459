import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawApplication } from './applications-api.ts';
import { useMessage } from '../../i18n/use-message.ts';

/** Confirms before withdrawing: the step cannot be undone. */
export function WithdrawDialog({
  application,
  onClose,
  onWithdrawn,
}: {
  application: { id: string; position: string } | null;
  onClose: () => void;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('applications');
  const translate = useMessage();
  const withdraw = useMutation({ mutationFn: (id: string) => withdrawApplication(id), onSuccess: onWithdrawn });
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <Dialog
      open={Boolean(application)}
      onClose={close}
      aria-labelledby="withdraw-title"
      aria-describedby="withdraw-text"
    >
      <DialogTitle id="withdraw-title">{t('mine.withdrawTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="withdraw-text">
          {t('mine.withdrawText', { position: application?.position ?? '' })}
        </DialogContentText>
        {withdraw.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(withdraw.error.message)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('mine.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={withdraw.isPending}
          startIcon={withdraw.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => application && withdraw.mutate(application.id)}
        >
          {t('mine.confirmWithdraw')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
