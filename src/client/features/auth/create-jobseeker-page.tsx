import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link as MuiLink, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type z } from 'zod';
import { signUpSchema } from '../../../domain/auth-schemas.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { ApiError } from '../../lib/http-client.ts';
import { LoadingScreen } from '../../shell/loading-screen.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { VerifiedDone } from './verified-done.tsx';
import { VerifyEmailStep } from './verify-email-step.tsx';

const formSchema = signUpSchema.omit({ language: true });
type FormValues = z.input<typeof formSchema>;

function SignUpForm() {
  const { t } = useTranslation('auth');
  const translate = useMessage();
  const { signUp } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp({
        displayName: values.displayName,
        email: values.email,
        password: values.password,
        language: currentLanguage(),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = error.errors.filter(
          (e) => e.type === 'email' || e.type === 'password' || e.type === 'displayName',
        );
        if (fields.length) fields.forEach((e) => setError(e.type as keyof FormValues, { message: e.message }));
        else setFormError(error.message);
      } else setFormError(sayingOf(error));
    }
  });
  const { errors, isSubmitting } = formState;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('createJobseeker.title')}>
      <Stack spacing={2.5}>
        <FormError message={formError} />
        <TextField
          label={t('createJobseeker.displayName')}
          autoComplete="name"
          {...register('displayName')}
          error={Boolean(errors.displayName)}
          helperText={translate(errors.displayName?.message)}
        />
        <TextField
          label={t('createJobseeker.email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={translate(errors.email?.message)}
        />
        <PasswordField
          label={t('createJobseeker.password')}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={translate(errors.password?.message) ?? t('createJobseeker.passwordHelp')}
        />
        <Typography variant="body2" color="text.secondary">
          <Trans
            t={t}
            i18nKey="createJobseeker.agreement"
            components={{
              privacy: <MuiLink component={Link} to="/privacy-policy" />,
              terms: <MuiLink component={Link} to="/terms-and-conditions" />,
            }}
          />
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('createJobseeker.submitting') : t('createJobseeker.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('createJobseeker.haveAccount')}{' '}
          <MuiLink component={Link} to="/sign-in">
            {t('createJobseeker.signIn')}
          </MuiLink>
        </Typography>
        <MuiLink component={Link} to="/user/employer/create" variant="body2" sx={{ textAlign: 'center' }}>
          {t('createJobseeker.employerInstead')}
        </MuiLink>
      </Stack>
    </Box>
  );
}

/** Sign-up, then the e-mailed 6-digit code, then done: one screen, three steps. */
export default function CreateJobseekerPage() {
  const { t } = useTranslation('auth');
  const { status, user } = useAuth();
  if (status === 'configuring') return <LoadingScreen />;
  const step = !user ? 0 : user.emailVerified ? 2 : 1;
  return (
    <AuthCard
      title={t('createJobseeker.title')}
      subtitle={t('createJobseeker.subtitle')}
      aside={
        <Stepper activeStep={step} alternativeLabel>
          {(['stepAccount', 'stepVerify', 'stepDone'] as const).map((k, i) => (
            <Step key={k} completed={step > i || step === 2} active={step === i}>
              <StepLabel>{t(`createJobseeker.${k}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      }
    >
      {step === 0 && <SignUpForm />}
      {step === 1 && user && <VerifyEmailStep email={user.data.email} />}
      {step === 2 && <VerifiedDone />}
    </AuthCard>
  );
}
