import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { employerAccountFormSchema } from '../../../domain/employer-account-schemas.ts';
import { createEmployerSchema } from '../../../domain/employer-schemas.ts';
import { authApi } from '../../lib/auth/auth-api.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { ApiError } from '../../lib/http-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { CountryOptions } from '../../components/country-options.tsx';
import { createEmployer } from './employer-account-api.ts';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  title: string;
  countryCode: string;
  contactNo: string;
  address: string;
  city: string;
}
const completeSchema = createEmployerSchema.omit({ employerCompanyId: true, email: true });

/**
 * The employer's account: a new sign-in account and employer record together ("new"), or only
 * the employer record for someone already signed in ("complete", e.g. after leaving half-way).
 * `short` leaves out the contact fields (an invited colleague).
 */
export function EmployerAccountForm({
  mode,
  short = false,
  defaultEmail = '',
  onBusy,
  onDone,
  submitLabel,
  submittingLabel,
}: {
  mode: 'new' | 'complete';
  short?: boolean;
  defaultEmail?: string;
  onBusy?(busy: boolean): void;
  onDone(): Promise<void> | void;
  submitLabel: string;
  submittingLabel: string;
}) {
  const { t } = useTranslation('employerAccount');
  const translate = useMessage();
  const { signUp, setUser } = useAuth();
  const lang = currentLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = mode === 'new' ? employerAccountFormSchema : completeSchema;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema as typeof employerAccountFormSchema) as never,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: defaultEmail,
      password: '',
      title: '',
      countryCode: '',
      contactNo: '',
      address: '',
      city: '',
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    onBusy?.(true);
    try {
      if (mode === 'new') {
        try {
          await signUp({
            displayName: `${values.firstName.trim()} ${values.lastName.trim()}`.slice(0, 100),
            email: values.email,
            password: values.password,
            language: currentLanguage(),
          });
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) {
            const fields = error.errors.filter((e) => e.type === 'email' || e.type === 'password');
            if (fields.length) {
              fields.forEach((e) => setError(e.type as keyof Values, { message: e.message }));
              return;
            }
          }
          throw error;
        }
      }
      const { firstName, lastName, title, countryCode, contactNo, address, city } = values;
      await createEmployer(
        short ? { firstName, lastName, title } : { firstName, lastName, title, countryCode, contactNo, address, city },
      );
      // The route guards read the member type from the client record: refresh it.
      setUser(await authApi.currentUser());
      await onDone();
    } catch (error) {
      setFormError(sayingOf(error));
    } finally {
      onBusy?.(false);
    }
  });

  const field = (key: keyof Values, label: string, extra: Record<string, unknown> = {}) => ({
    ...register(key),
    id: `employer-${key}`,
    label,
    fullWidth: true,
    error: Boolean(errors[key]),
    helperText: translate(errors[key]?.message) ?? (extra.helperText as string | undefined),
    ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'helperText')),
  });
  const ltr = { slotProps: { htmlInput: { dir: 'ltr' } } } as const;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('signUp.accountHeading')}>
      <Stack spacing={2.5}>
        <FormError message={formError ? translate(formError) : null} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('firstName', t('fields.firstName'), { autoComplete: 'given-name' })} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('lastName', t('fields.lastName'), { autoComplete: 'family-name' })} required />
          </Grid>
          {mode === 'new' && (
            <>
              <Grid size={12}>
                <TextField
                  {...field('email', t('fields.email'), { type: 'email', autoComplete: 'email' })}
                  {...ltr}
                  required
                />
              </Grid>
              <Grid size={12}>
                <PasswordField
                  {...register('password')}
                  id="employer-password"
                  label={t('fields.password')}
                  autoComplete="new-password"
                  fullWidth
                  required
                  error={Boolean(errors.password)}
                  helperText={translate(errors.password?.message) ?? t('fields.passwordHelp')}
                />
              </Grid>
            </>
          )}
          <Grid size={12}>
            <TextField {...field('title', t('fields.title'), { autoComplete: 'organization-title' })} />
          </Grid>
          {!short && (
            <>
              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField
                  {...field('countryCode', t('fields.countryCode'))}
                  select
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t('fields.choose')}</option>
                  <CountryOptions lang={lang} />
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <TextField
                  {...field('contactNo', t('fields.contactNo'), { type: 'tel', autoComplete: 'tel' })}
                  {...ltr}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...field('city', t('fields.city'), { autoComplete: 'address-level2' })} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...field('address', t('fields.address'), { autoComplete: 'street-address' })} />
              </Grid>
            </>
          )}
        </Grid>
        {mode === 'new' && (
          <Typography variant="body2" color="text.secondary">
            <Trans
              t={t}
              i18nKey="signUp.agreement"
              components={{
                privacy: <MuiLink component={Link} to="/privacy-policy" />,
                terms: <MuiLink component={Link} to="/terms-and-conditions" />,
              }}
            />
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
