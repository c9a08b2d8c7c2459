import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  TextField,
} from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { educationSchema, licenseSchema, workSchema } from '../../../domain/profile-schemas.ts';
import { FormError } from '../../components/form-error.tsx';
import { DateField } from '../../components/date-field.tsx';
import { useSaveEntry, type Entry, type EntryKind } from './profile-api.ts';
import { useMessage } from '../../i18n/use-message.ts';

// One dialog for adding or editing a work, education or license entry. The fields differ by
// kind; the dates and 'current' behave the same everywhere ('current' clears the end).

const schemas = { work: workSchema, education: educationSchema, license: licenseSchema } as const;

type TextFieldName = 'title' | 'company' | 'description' | 'school' | 'degree' | 'name' | 'organization' | 'number';
const textFields: Record<EntryKind, TextFieldName[]> = {
  work: ['title', 'company', 'description'],
  education: ['school', 'degree'],
  license: ['name', 'organization', 'number'],
};
const required: TextFieldName[] = ['title', 'company', 'school', 'name'];
const labelKey = (kind: EntryKind, field: TextFieldName) =>
  field === 'title' ? 'entries.work.titleField' : `entries.${kind}.${field}`;

type Values = Record<TextFieldName, string> & { start: string; end: string; current: boolean };

const valuesOf = (entry: Entry | null): Values => {
  const e = (entry ?? {}) as Partial<Record<string, string | boolean | null>>;
  const s = (k: string) => (typeof e[k] === 'string' ? (e[k] as string) : '');
  return {
    title: s('title'),
    company: s('company'),
    description: s('description'),
    school: s('school'),
    degree: s('degree'),
    name: s('name'),
    organization: s('organization'),
    number: s('number'),
    start: s('start'),
    end: s('end'),
    current: e.current === true,
  };
};

export function EntryDialog({
  userId,
  kind,
  entry,
  open,
  onClose,
  onSaved,
}: {
  userId: string;
  kind: EntryKind;
  entry: Entry | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('profile');
  const translate = useMessage();
  const save = useSaveEntry(userId, kind);
  const { register, handleSubmit, control, formState, setValue } = useForm<Values>({
    // The shared schema validates the fields this kind has; the others are dropped.
    resolver: async (values, context, options) => {
      const picked = Object.fromEntries(
        [...textFields[kind], 'start', 'end', 'current'].map((k) => [k, values[k as keyof Values]]),
      );
      const result = await zodResolver(schemas[kind])(picked as never, context, options as never);
      return result as unknown as { values: Values; errors: Record<string, never> };
    },
    values: valuesOf(entry),
  });
  const current = useWatch({ control, name: 'current' });
  const { errors, isSubmitting } = formState;
  const titleId = `entry-dialog-${kind}`;
  const licenseHelp: Partial<Record<TextFieldName, string>> = {
    name: t('entries.license.nameHelp'),
    number: t('entries.license.numberHelp'),
  };

  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync({ id: entry?.id, values: values as unknown as Record<string, unknown> });
    onSaved();
  });

  const err = (name: keyof Values) => {
    const message = errors[name]?.message;
    return { error: Boolean(message), helperText: message ? translate(message) : undefined };
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId}>{t(entry ? `entries.${kind}.editTitle` : `entries.${kind}.add`)}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {textFields[kind].map((field) => (
              <Grid key={field} size={12}>
                <TextField
                  {...register(field)}
                  id={`${kind}-${field}`}
                  label={t(labelKey(kind, field))}
                  required={required.includes(field)}
                  fullWidth
                  multiline={field === 'description'}
                  rows={field === 'description' ? 3 : undefined}
                  {...err(field)}
                  helperText={err(field).helperText ?? (kind === 'license' ? licenseHelp[field] : undefined)}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="start"
                render={({ field }) => (
                  <DateField
                    id={`${kind}-start`}
                    name={field.name}
                    label={t('entries.start')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...err('start')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="end"
                render={({ field }) => (
                  <DateField
                    id={`${kind}-end`}
                    name={field.name}
                    label={t('entries.end')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={current}
                    {...err('end')}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Checkbox
                    {...register('current', {
                      onChange: (e: { target: { checked: boolean } }) => {
                        if (e.target.checked) setValue('end', '');
                      },
                    })}
                    checked={current}
                  />
                }
                label={t(kind === 'license' ? 'entries.license.current' : 'entries.current')}
              />
            </Grid>
            {save.error && (
              <Grid size={12}>
                <FormError message={translate(save.error.message)} />
              </Grid>
            )}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
