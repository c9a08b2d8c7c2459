import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLabelSchema, type CalendarLabelInput } from '../../../../domain/calendar-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import type { CalendarLabelItem } from './calendar-api.ts';

/** Adds a label of one's own, or renames and recolours one (the same schema as the API). */
export function LabelDialog({
  label,
  pending,
  serverError,
  onSave,
  onDelete,
  onClose,
}: {
  label?: CalendarLabelItem;
  pending: boolean;
  serverError?: string;
  onSave(input: CalendarLabelInput): void;
  onDelete?(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('calendar');
  const translate = useMessage();
  const [title, setTitle] = useState(label?.title ?? '');
  const [color, setColor] = useState(label?.color ?? '#6a1b9a');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = calendarLabelSchema.safeParse({ title, color });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSave(parsed.data);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="calendar-label-dialog-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="calendar-label-dialog-title">
          {label ? t('editLabel', { title: label.title }) : t('addLabel')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('labelTitle')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!(error ?? serverError)}
              helperText={translate(error ?? serverError)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              type="color"
              label={t('labelColor')}
              value={color}
              onChange={(e) => setColor(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 120 }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {onDelete && (
            <Button color="error" onClick={onDelete} disabled={pending} sx={{ me: 'auto' }}>
              {t('dialog.delete')}
            </Button>
          )}
          <Button color="inherit" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
