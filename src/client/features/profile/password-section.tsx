import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordInput } from '../../../domain/auth-schemas.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { SectionCard } from './section-card.tsx';

/** A new password, given the current one; every other device is signed out, this one stays. */
export function PasswordSection({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const { changePassword } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await changePassword(input);
      reset();
      onChanged();
    } catch (e) {
      setError(sayingOf(e));
    }
  });

  return (
    <SectionCard id="password-title" title={t('password.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('password.explain')}
      </Typography>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <FormError message={error ? message(error) : null} />
          <PasswordField
            {...register('currentPassword')}
            id="current-password"
            label={t('password.current')}
            autoComplete="current-password"
            error={Boolean(formState.errors.currentPassword)}
            helperText={message(formState.errors.currentPassword?.message)}
          />
          <PasswordField
            {...register('newPassword')}
            id="new-password"
            label={t('password.new')}
            autoComplete="new-password"
            error={Boolean(formState.errors.newPassword)}
            helperText={message(formState.errors.newPassword?.message) ?? t('password.hint')}
          />
          <div>
            <Button
              type="submit"
              variant="outlined"
              startIcon={<LockResetOutlined />}
              disabled={formState.isSubmitting}
            >
              {formState.isSubmitting ? t('password.saving') : t('password.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}
