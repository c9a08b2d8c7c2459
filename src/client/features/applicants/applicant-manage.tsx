import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYER_STATUSES,
  GROUP_NAME_MAX_LENGTH,
  GROUPS_MAX_COUNT,
  NOTE_MAX_LENGTH,
  noteFormSchema,
  type EmployerStatus,
  type NoteFormValues,
} from '../../../domain/applicant-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';
import type { JobApplicant } from './applicants-api.ts';
import { ApplicantStatusChip } from './applicant-status.tsx';
import type { ApplicantChange } from './use-applicants.ts';

/**
 * The employer's controls in the detail panel: status, groups and the private note. The shortlist
 * is the Shortlisted status, so the status menu is its one control here (the star on cards and
 * rows is a shortcut to the same status).
 */
export function ApplicantManage({
  a,
  name,
  groupOptions,
  onChange,
  saving,
}: {
  a: JobApplicant;
  name: string;
  groupOptions: string[];
  onChange: (change: ApplicantChange) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('applicants');
  const message = useMessage();
  const form = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: a.note ?? '' },
  });
  const { reset } = form;
  useEffect(() => reset({ note: a.note ?? '' }), [a.id, a.note, reset]);
  const noteError = form.formState.errors.note?.message;
  const locked = a.status === 'withdrawn';

  return (
    <Stack spacing={2.5}>
      {locked ? (
        <Box>
          <ApplicantStatusChip status="withdrawn" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('withdrawnLocked')}
          </Typography>
        </Box>
      ) : (
        <FormControl fullWidth size="small">
          <InputLabel id="applicant-status-label">{t('detail.status')}</InputLabel>
          <Select
            labelId="applicant-status-label"
            label={t('detail.status')}
            value={a.status}
            onChange={(e) => onChange({ id: a.id, name, status: e.target.value as EmployerStatus })}
          >
            {EMPLOYER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`applicationStatus.${s}`, { ns: 'values' })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={groupOptions}
        value={a.jobManagerGroups}
        onChange={(_e, value) => {
          const cleaned = [
            ...new Map(
              value
                .map((v) => v.trim().slice(0, GROUP_NAME_MAX_LENGTH))
                .filter(Boolean)
                .map((v) => [v.toLocaleLowerCase(), v]),
            ).values(),
          ].slice(0, GROUPS_MAX_COUNT);
          onChange({ id: a.id, name, jobManagerGroups: cleaned });
        }}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => (
            <Chip size="small" label={<bdi>{option}</bdi>} {...getItemProps({ index })} key={option} />
          ))
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('detail.groups')}
            helperText={t('detail.groupsHelp')}
            slotProps={{ htmlInput: { ...params.inputProps, maxLength: GROUP_NAME_MAX_LENGTH } }}
          />
        )}
      />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => onChange({ id: a.id, name, note: values.note }))}
      >
        <TextField
          {...form.register('note')}
          label={t('detail.note')}
          multiline
          minRows={3}
          maxRows={10}
          fullWidth
          error={Boolean(noteError)}
          helperText={noteError ? message(noteError) : t('detail.noteHelp')}
          // The note is typed in either language: it takes the direction of what is typed.
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH + 1, dir: 'auto' } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="contained" disabled={saving || !form.formState.isDirty}>
            {t('detail.saveNote')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
