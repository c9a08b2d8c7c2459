import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, CircularProgress, InputAdornment, Paper, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COVER_LETTER_MAX_LENGTH,
  applyFormSchema,
  toCreateInput,
  type ApplyFormValues,
} from '../../../domain/application-schemas.ts';
import { GraphqlRequestError } from '../../lib/graphql-client.ts';
import { createApplication } from './applications-api.ts';
import type { UploadedFile } from '../../lib/files-api.ts';
import { ResumePicker } from './resume-picker.tsx';
import { useMessage } from '../../i18n/use-message.ts';
import { mirrorInRtl } from '../../lib/bidi.ts';

/** Résumé, optional cover letter and expected salary; the server has the last word on every rule. */
export function ApplyForm({
  jobId,
  currency,
  resumes,
  onApplied,
}: {
  jobId: string;
  /** The job's salary currency: the expected salary is in it too. */
  currency: string;
  resumes: UploadedFile[];
  onApplied: () => void;
}) {
  const { t } = useTranslation('applications');
  const translate = useMessage();
  const { control, register, handleSubmit, formState } = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { resumeFileId: resumes[0]?.id ?? '', coverLetter: '', salary: '' },
  });
  const submit = useMutation({
    mutationFn: (values: ApplyFormValues) => createApplication(toCreateInput(jobId, values)),
    onSuccess: onApplied,
  });
  const serverError =
    submit.error instanceof GraphqlRequestError || submit.error instanceof Error ? submit.error.message : null;

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
        <Stack spacing={3}>
          <Controller
            name="resumeFileId"
            control={control}
            render={({ field, fieldState }) => (
              <ResumePicker
                resumes={resumes}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            label={t('apply.coverLetter')}
            helperText={translate(formState.errors.coverLetter?.message) ?? t('apply.coverLetterHelp')}
            error={Boolean(formState.errors.coverLetter)}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: COVER_LETTER_MAX_LENGTH } }}
            {...register('coverLetter')}
          />
          <TextField
            label={t('apply.salary')}
            helperText={translate(formState.errors.salary?.message) ?? t('apply.salaryHelp', { currency })}
            error={Boolean(formState.errors.salary)}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 9, dir: 'ltr' },
              input: {
                endAdornment: (
                  <InputAdornment position="end" data-testid="apply-salary-currency">
                    {currency}
                  </InputAdornment>
                ),
              },
            }}
            sx={{ maxWidth: 320 }}
            {...register('salary')}
          />
          {serverError && (
            <Alert severity="error" role="alert">
              {translate(serverError)}
            </Alert>
          )}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={
                submit.isPending ? <CircularProgress size={18} color="inherit" /> : <SendOutlined sx={mirrorInRtl} />
              }
              disabled={submit.isPending}
            >
              {submit.isPending ? t('apply.submitting') : t('apply.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
