import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';
import { MODERATION_LIMITS, rejectReasonSchema } from '../../../domain/moderation-schemas.ts';

/** Asks for the reason of a rejection (required; it is e-mailed), then hands it to `onReject`. */
export function RejectDialog({
  open,
  title,
  intro,
  label,
  busy,
  error,
  onClose,
  onReject,
}: {
  open: boolean;
  title: string;
  /** Says who gets the reason; by default 'e-mailed to them'. */
  intro?: string;
  label?: string;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onReject(reason: string): void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(rejectReasonSchema),
    defaultValues: { reason: '' },
  });
  const fieldError = form.formState.errors.reason?.message;
  const message = useMessage();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      TransitionProps={{ onExited: () => form.reset() }}
    >
      <form noValidate onSubmit={form.handleSubmit(({ reason }) => onReject(reason))}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro ?? t('moderation.rejectDialog.intro')}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            {...form.register('reason')}
            label={label ?? t('moderation.rejectDialog.reason')}
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            error={Boolean(fieldError)}
            helperText={message(fieldError)}
            slotProps={{ htmlInput: { maxLength: MODERATION_LIMITS.reason } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('moderation.rejectDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
