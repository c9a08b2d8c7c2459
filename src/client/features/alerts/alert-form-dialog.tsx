import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_NAME_MAX_LENGTH,
  jobAlertFormSchema,
  type JobAlertForm,
} from '../../../domain/job-alert-schemas.ts';
import { FormError } from '../../components/form-error.tsx';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';

/** The name and frequency of an alert, for creating one (with the search it saves shown) and editing one. */
export function AlertFormDialog({
  open,
  title,
  text,
  search,
  initial,
  submitLabel,
  submittingLabel,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  text?: string;
  /** The search the alert runs, in words. */
  search?: ReactNode;
  initial: JobAlertForm;
  submitLabel: string;
  submittingLabel?: string;
  onSubmit(values: JobAlertForm): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('alerts');
  const translate = useMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<JobAlertForm>({
    resolver: zodResolver(jobAlertFormSchema),
    values: initial,
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(sayingOf(error));
    }
  });
  const close = () => {
    setFormError(null);
    onClose();
  };
  const { errors, isSubmitting } = formState;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="alert-form-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="alert-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            {text && <DialogContentText>{text}</DialogContentText>}
            {search && (
              <Box>
                <Typography variant="body2" color="text.secondary" component="p">
                  {t('create.search')}
                </Typography>
                <Typography component="div" sx={{ fontWeight: 600 }}>
                  {search}
                </Typography>
              </Box>
            )}
            <FormError message={formError} />
            <TextField
              label={t('create.name')}
              autoFocus
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={translate(errors.name?.message)}
              slotProps={{ htmlInput: { maxLength: JOB_ALERT_NAME_MAX_LENGTH, dir: 'auto' } }}
            />
            <Controller
              control={control}
              name="frequency"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="alert-frequency-label">{t('create.frequency')}</FormLabel>
                  <RadioGroup aria-labelledby="alert-frequency-label" {...field}>
                    {JOB_ALERT_FREQUENCIES.map((f) => (
                      <FormControlLabel
                        key={f}
                        value={f}
                        control={<Radio />}
                        label={
                          <Box sx={{ py: 0.5 }}>
                            <Typography>{t(`frequency.${f}`)}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {t(`frequency.${f}Hint`)}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('create.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {isSubmitting && submittingLabel ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
