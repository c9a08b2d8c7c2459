import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';
import type { Language } from '../../../domain/enums.ts';
import {
  MODERATION_LIMITS,
  updateJobSeekerContentSchema,
  type UpdateJobSeekerContentInput,
} from '../../../domain/moderation-schemas.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useUpdateContent, type HomeContentRecord } from './admin-api.ts';
import { BannerPicker, DEFAULT_BANNER } from './banner-picker.tsx';
import { useAdminError } from './use-admin-error.ts';

/** The banner title, picture and about-us text of one language. */
export function ContentForm({
  language,
  record,
  onSaved,
}: {
  language: Language;
  record: HomeContentRecord | null;
  onSaved(): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const describe = useAdminError();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const save = useUpdateContent();
  const form = useForm<UpdateJobSeekerContentInput>({
    resolver: zodResolver(updateJobSeekerContentSchema),
    defaultValues: {
      language,
      bannerTitle: record?.bannerTitle ?? '',
      bannerImage: record?.bannerImage || DEFAULT_BANNER,
      aboutUs: record?.aboutUs ?? '',
    },
  });
  const message = useMessage();
  const { errors } = form.formState;
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      lang={language}
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onSaved }))}
    >
      {!record && <Alert severity="info">{t('content.missing')}</Alert>}
      {save.isError && (
        <Alert severity="error" role="alert">
          {describe(save.error)}
        </Alert>
      )}
      <TextField
        {...form.register('bannerTitle')}
        label={t('content.bannerTitle')}
        required
        fullWidth
        error={Boolean(errors.bannerTitle)}
        helperText={message(errors.bannerTitle?.message) ?? t('content.bannerTitleHelp')}
        slotProps={{ htmlInput: { dir, maxLength: MODERATION_LIMITS.bannerTitle } }}
      />
      <Controller
        control={form.control}
        name="bannerImage"
        render={({ field, fieldState }) => (
          <BannerPicker
            value={field.value}
            title={form.watch('bannerTitle')}
            dir={dir}
            error={message(fieldState.error?.message)}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        {...form.register('aboutUs')}
        label={t('content.aboutUs')}
        fullWidth
        multiline
        minRows={8}
        error={Boolean(errors.aboutUs)}
        helperText={message(errors.aboutUs?.message) ?? t('content.aboutUsHelp')}
        slotProps={{ htmlInput: { dir, maxLength: MODERATION_LIMITS.aboutUs } }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('save')}
        </Button>
        {record && (
          <Typography variant="body2" color="text.secondary">
            {t('content.updated', { date: formatDate(record.updatedAt, i18n.language) })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
