import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { codeSchema, emailSchema, passwordSchema } from '../../../domain/auth-schemas.ts';
import { authApi } from '../../lib/auth/auth-api.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { AuthCard } from './auth-card.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';

const MISMATCH = 'passwords-differ';
const requestSchema = z.object({ email: emailSchema });
const resetSchema = z
  .object({ code: codeSchema, password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MISMATCH });

function RequestStep({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const translate = useMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof requestSchema>>({
    resolver: zodResolver(requestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const normalized = email.trim().toLowerCase();
      await authApi.forgotPassword(normalized, currentLanguage());
      onSent(normalized);
    } catch (error) {
      setFormError(sayingOf(error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
      <Stack spacing={2.5}>
        <FormError message={formError} />
        <TextField
          label={t('reset.email')}
          type="email"
          autoComplete="email"
          autoFocus
          {...register('email')}
          error={Boolean(formState.errors.email)}
          helperText={translate(formState.errors.email?.message)}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('reset.sending') : t('reset.sendCode')}
        </Button>
        <Button component={Link} to="/sign-in">
          {t('reset.backToSignIn')}
        </Button>
      </Stack>
    </Box>
  );
}

function ResetStep({
  email,
  code,
  onDone,
  onRestart,
}: {
  email: string;
  code: string;
  onDone(): void;
  onRestart(): void;
}) {
  const { t } = useTranslation('auth');
  const translate = useMessage();
  const { acceptSession } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { code, password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ code, password }) => {
    setFormError(null);
    try {
      acceptSession(await authApi.resetPassword(email, code, password));
      onDone();
    } catch (error) {
      setFormError(sayingOf(error));
    }
  });
  const { errors, isSubmitting } = formState;
  const confirmError = errors.confirm?.message === MISMATCH ? t('reset.mismatch') : translate(errors.confirm?.message);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
      <Stack spacing={2.5}>
        <Alert severity="info">{t('reset.codeSent', { email })}</Alert>
        <FormError message={formError} />
        <TextField
          label={t('reset.code')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
          {...register('code')}
          error={Boolean(errors.code)}
          helperText={translate(errors.code?.message)}
        />
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={translate(errors.password?.message)}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          {...register('confirm')}
          error={Boolean(errors.confirm)}
          helperText={confirmError}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
        <Button onClick={onRestart}>{t('reset.otherEmail')}</Button>
      </Stack>
    </Box>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  // A link with the address and code (an administrator's invitation, see admin:create) skips the request step.
  const [params] = useSearchParams();
  const linked = emailSchema.safeParse(params.get('email') ?? '');
  const linkedCode = codeSchema.safeParse(params.get('code') ?? '');
  const [email, setEmail] = useState<string | null>(linked.success && linkedCode.success ? linked.data : null);
  const [code, setCode] = useState(linkedCode.success ? linkedCode.data : '');
  const [done, setDone] = useState(false);
  return (
    <AuthCard title={t('reset.title')} subtitle={email || done ? undefined : t('reset.requestSubtitle')}>
      {done ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
          <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h2" sx={{ fontSize: 22 }}>
            {t('reset.doneTitle')}
          </Typography>
          <Typography color="text.secondary">{t('reset.doneMessage')}</Typography>
          <Button component={Link} to="/" variant="contained">
            {t('reset.goHome')}
          </Button>
        </Stack>
      ) : email ? (
        <ResetStep
          email={email}
          code={code}
          onDone={() => setDone(true)}
          onRestart={() => {
            setCode('');
            setEmail(null);
          }}
        />
      ) : (
        <RequestStep onSent={setEmail} />
      )}
    </AuthCard>
  );
}
