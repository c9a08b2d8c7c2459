import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_INDUSTRIES,
  COMPANY_SIZES,
  companyFormSchema,
  type CompanyFormInput,
} from '../../../domain/employer-account-schemas.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { FormError } from '../../components/form-error.tsx';
import { CountryOptions } from '../../components/country-options.tsx';
import type { Company } from './employer-account-api.ts';
import { LogoField } from './logo-field.tsx';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';

type Values = { [K in keyof CompanyFormInput]-?: string };

export const companyDefaults = (c?: Partial<Company> | null): Values => ({
  name: c?.name ?? '',
  logo: c?.logo ?? '',
  industry: c?.industry ?? '',
  size: c?.size ?? '',
  countryCode: c?.countryCode ?? '',
  contactNo: c?.contactNo ?? '',
  email: c?.email ?? '',
  website: c?.website ?? '',
  city: c?.city ?? '',
  address: c?.address ?? '',
  license: c?.license ?? '',
});

/** Every field of a company an employer may set, validated with the server's schema. */
export function CompanyForm({
  initial,
  submitLabel,
  submittingLabel,
  onSubmit,
  extraActions,
  ariaLabel,
}: {
  initial?: Partial<Company> | null;
  submitLabel: string;
  submittingLabel: string;
  onSubmit(values: CompanyFormInput): Promise<void>;
  extraActions?: ReactNode;
  ariaLabel: string;
}) {
  const { t } = useTranslation('employerAccount');
  const translate = useMessage();
  const lang = currentLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, watch, formState, reset } = useForm<Values>({
    resolver: zodResolver(companyFormSchema) as never,
    defaultValues: companyDefaults(initial),
  });
  const { errors, isSubmitting } = formState;
  const name = watch('name');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      reset(values);
    } catch (e) {
      setFormError(sayingOf(e));
    }
  });

  const field = (key: keyof Values, label: string, extra: Record<string, unknown> = {}) => ({
    ...register(key),
    id: `company-${key}`,
    label,
    fullWidth: true,
    error: Boolean(errors[key]),
    helperText: translate(errors[key]?.message) ?? (extra.helperText as string | undefined),
    ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'helperText')),
  });
  const select = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  const ltr = { slotProps: { htmlInput: { dir: 'ltr' } } } as const;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={ariaLabel}>
      <Stack spacing={2.5}>
        <FormError message={formError ? translate(formError) : null} />
        <TextField {...field('name', t('fields.companyName'), { autoComplete: 'organization' })} required />
        <Controller
          control={control}
          name="logo"
          render={({ field: f }) => (
            <LogoField
              value={f.value || null}
              name={name}
              onChange={(v) => f.onChange(v ?? '')}
              error={errors.logo?.message}
            />
          )}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('industry', t('fields.industry'))} {...select}>
              <option value="">{t('fields.choose')}</option>
              {COMPANY_INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {t(`industries.${i}`)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('size', t('fields.size'))} {...select}>
              <option value="">{t('fields.choose')}</option>
              {COMPANY_SIZES.map((s) => (
                <option key={s} value={s}>
                  {t('fields.sizeValue', { size: s })}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField {...field('countryCode', t('fields.companyCountry'))} {...select}>
              <option value="">{t('fields.choose')}</option>
              <CountryOptions lang={lang} />
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField
              {...field('contactNo', t('fields.companyContactNo'), { type: 'tel', autoComplete: 'tel' })}
              {...ltr}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('email', t('fields.companyEmail'), { type: 'email', autoComplete: 'email' })}
              {...ltr}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('website', t('fields.website'), {
                type: 'url',
                helperText: t('fields.websiteHelp'),
                autoComplete: 'url',
              })}
              {...ltr}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('city', t('fields.companyCity'), { autoComplete: 'address-level2' })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('license', t('fields.license'), { helperText: t('fields.licenseHelp') })} />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('address', t('fields.companyAddress'), {
                autoComplete: 'street-address',
                multiline: true,
                minRows: 2,
              })}
            />
          </Grid>
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? submittingLabel : submitLabel}
          </Button>
          {extraActions}
        </Stack>
      </Stack>
    </Box>
  );
}
