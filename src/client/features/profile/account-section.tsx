import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteAccountSchema } from '../../../domain/profile-schemas.ts';
import { useSignOutHome } from '../../lib/auth/use-sign-out-home.ts';
import { FormError } from '../../components/form-error.tsx';
import { deleteMyAccount, exportMyData } from './profile-api.ts';
import { SectionCard } from './section-card.tsx';

/** The person's own data: a JSON download of all of it, and erasure after the password. */
export function AccountSection({ onDownloaded }: { onDownloaded(): void }) {
  const { t } = useTranslation('profile');
  const translate = useMessage();
  const signOutHome = useSignOutHome();
  const [busy, setBusy] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ password: string }>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const download = async () => {
    setBusy(true);
    setDownloadError(null);
    try {
      const json = await exportMyData();
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `cpa-careers-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      onDownloaded();
    } catch (error) {
      setDownloadError(sayingOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onDelete = handleSubmit(async ({ password }) => {
    setDeleteError(null);
    try {
      await deleteMyAccount(password);
      await signOutHome(undefined, { replace: true });
    } catch (error) {
      setDeleteError(sayingOf(error));
    }
  });

  const close = () => {
    setConfirming(false);
    setDeleteError(null);
    reset();
  };
  const passwordError = formState.errors.password?.message;

  return (
    <SectionCard id="account-title" title={t('account.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.explain')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" startIcon={<DownloadOutlined />} disabled={busy} onClick={() => void download()}>
          {busy ? t('account.downloading') : t('account.download')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlined />}
          onClick={() => setConfirming(true)}
        >
          {t('account.delete')}
        </Button>
      </Stack>
      {downloadError && (
        <Stack sx={{ mt: 2 }}>
          <FormError message={translate(downloadError)} />
        </Stack>
      )}
      <Dialog open={confirming} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
        <form noValidate onSubmit={(e) => void onDelete(e)}>
          <DialogTitle id="delete-account-title">{t('account.deleteTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('account.deleteText')}</DialogContentText>
              <FormError message={deleteError ? translate(deleteError) : null} />
              <TextField
                {...register('password')}
                id="delete-account-password"
                type="password"
                label={t('account.password')}
                autoComplete="current-password"
                autoFocus
                fullWidth
                error={Boolean(passwordError)}
                helperText={translate(passwordError)}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('account.deleting') : t('account.confirmDelete')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SectionCard>
  );
}
