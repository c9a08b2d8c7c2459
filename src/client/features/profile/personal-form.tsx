import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '../../../domain/enums.ts';
import { AGE_GROUPS, GENDERS, JOB_SEEKING_STATUSES, profileFieldsSchema } from '../../../domain/profile-schemas.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { FormError } from '../../components/form-error.tsx';
import { DateField } from '../../components/date-field.tsx';
import { PhotoField } from './photo-field.tsx';
import { namesFromDisplayName } from './names-from-display-name.ts';
import { CountryOptions } from '../../components/country-options.tsx';
import { useUpdateProfile, type Profile } from './profile-api.ts';
import { SectionCard } from './section-card.tsx';
import { useMessage } from '../../i18n/use-message.ts';

type FormInput = z.input<typeof profileFieldsSchema>;
type FormOutput = z.output<typeof profileFieldsSchema>;
type FieldName =
  | 'firstName'
  | 'lastName'
  | 'countryCode'
  | 'mobile'
  | 'location'
  | 'gender'
  | 'ageGroup'
  | 'dateOfBirth'
  | 'language'
  | 'linkedIn'
  | 'skill'
  | 'summary'
  | 'icon'
  | 'jobStatus';

const fieldsOf = (p: Profile): FormInput & Record<FieldName, unknown> => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  countryCode: p.countryCode ?? '',
  mobile: p.mobile ?? '',
  location: p.location ?? '',
  gender: (p.gender ?? '') as FormInput['gender'],
  ageGroup: (p.ageGroup ?? '') as FormInput['ageGroup'],
  dateOfBirth: p.dateOfBirth ?? '',
  language: p.language,
  linkedIn: p.linkedIn ?? '',
  skill: p.skill ?? '',
  summary: p.summary ?? '',
  icon: p.icon ?? '',
  jobStatus: (p.jobStatus ?? '') as FormInput['jobStatus'],
});

/** The person's own fields, validated by the same schema as the API. */
export function PersonalForm({ profile, onSaved }: { profile: Profile; onSaved(): void }) {
  const { t } = useTranslation('profile');
  const translate = useMessage();
  const lang = currentLanguage();
  const update = useUpdateProfile(profile.id);
  const { register, handleSubmit, formState, reset, control, setValue } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: fieldsOf(profile),
  });
  const { errors, isSubmitting, isDirty } = formState;

  // Someone who signed up with a display name only finds it split into first and last name,
  // ready to save (or correct): the form counts it as a change.
  useEffect(() => {
    if (profile.firstName || profile.lastName) return;
    // fullName falls back to the display name on the server.
    const guess = namesFromDisplayName(profile.fullName);
    if (guess.firstName) setValue('firstName', guess.firstName, { shouldDirty: true });
    if (guess.lastName) setValue('lastName', guess.lastName, { shouldDirty: true });
  }, [profile.firstName, profile.lastName, profile.fullName, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    // Send what the form holds as text: '' clears a field on the server.
    const payload = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])) as FormInput;
    await update.mutateAsync(payload);
    reset(fieldsOf({ ...profile, ...values } as Profile));
    onSaved();
  });

  const text = (
    name: FieldName,
    extra: { helperText?: string; multiline?: boolean; rows?: number; type?: string; autoComplete?: string } = {},
  ) => {
    const error = errors[name]?.message;
    return {
      ...register(name),
      id: `profile-${name}`,
      label: t(`personal.${name}`),
      fullWidth: true,
      error: Boolean(error),
      ...extra,
      helperText: error ? translate(error) : extra.helperText,
    };
  };
  // Numbers and links read left to right even in Arabic.
  const ltr = { htmlInput: { dir: 'ltr' } } as const;
  const select = { slotProps: { select: { native: true }, inputLabel: { shrink: true } }, select: true } as const;

  return (
    <SectionCard id="personal-title" title={t('personal.title')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="personal-title">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('firstName', { autoComplete: 'given-name' })} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('lastName', { autoComplete: 'family-name' })} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField {...text('countryCode')} {...select}>
              <option value="">{t('personal.none')}</option>
              <CountryOptions lang={lang} />
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField {...text('mobile', { type: 'tel', autoComplete: 'tel' })} slotProps={ltr} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...text('location', { helperText: t('personal.locationHelp'), autoComplete: 'address-level2' })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field }) => (
                <DateField
                  id="profile-dateOfBirth"
                  name={field.name}
                  label={t('personal.dateOfBirth')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  openTo="year"
                  maxDate={new Date().toISOString().slice(0, 10)}
                  error={Boolean(errors.dateOfBirth)}
                  helperText={errors.dateOfBirth?.message ? translate(errors.dateOfBirth.message) : undefined}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField {...text('gender')} {...select}>
              <option value="">{t('personal.none')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`genders.${g}`)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField {...text('ageGroup')} {...select}>
              <option value="">{t('personal.none')}</option>
              {AGE_GROUPS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField {...text('language')} {...select}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('jobStatus')} {...select}>
              <option value="">{t('personal.none')}</option>
              {JOB_SEEKING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`jobStatuses.${s}`)}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('linkedIn', { type: 'url', autoComplete: 'url' })} slotProps={ltr} />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="icon"
              render={({ field }) => (
                <PhotoField
                  value={field.value}
                  initials={(profile.fullName || '?').slice(0, 1).toUpperCase()}
                  onChange={field.onChange}
                  error={errors.icon?.message}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField {...text('skill', { helperText: t('personal.skillHelp') })} />
          </Grid>
          <Grid size={12}>
            <TextField {...text('summary', { multiline: true, rows: 4 })} />
          </Grid>
          {update.error && (
            <Grid size={12}>
              <FormError message={translate(update.error.message)} />
            </Grid>
          )}
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? t('saving') : t('save')}
            </Button>
          </Grid>
        </Grid>
      </form>
    </SectionCard>
  );
}
