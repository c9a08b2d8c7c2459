import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { verifyEmailSchema } from '../../../domain/auth-schemas.ts';
import { authApi } from '../../lib/auth/auth-api.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { FormError } from '../../components/form-error.tsx';

export function VerifyEmailStep({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const translate = useMessage();
  const { setUser } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { user } = await authApi.verifyEmail(code);
      setUser(user);
    } catch (error) {
      setFormError(sayingOf(error));
    }
  });

  const resend = async () => {
    setFormError(null);
    setResent(false);
    setResending(true);
    try {
      await authApi.resendCode();
      setResent(true);
    } catch (error) {
      setFormError(sayingOf(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="verify-title">
      <Stack spacing={2.5}>
        <Typography variant="h2" id="verify-title" sx={{ fontSize: 22 }}>
          {t('verify.title')}
        </Typography>
        <Typography color="text.secondary">
          <Trans t={t} i18nKey="verify.sentTo" values={{ email }} components={{ strong: <strong dir="ltr" /> }} />
        </Typography>
        <FormError message={formError} />
        {resent && <Alert severity="success">{t('verify.resent')}</Alert>}
        <TextField
          label={t('verify.code')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 6,
              dir: 'ltr',
              style: { letterSpacing: 8, fontSize: 22, textAlign: 'center' },
            },
          }}
          {...register('code')}
          error={Boolean(formState.errors.code)}
          helperText={translate(formState.errors.code?.message)}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('verify.submitting') : t('verify.submit')}
        </Button>
        <Button onClick={() => void resend()} disabled={resending}>
          {t('verify.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
