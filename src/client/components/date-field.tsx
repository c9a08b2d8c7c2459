import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { DateLocalization, usePickerPopper } from './date-localization.tsx';
import { INVALID_DATE } from './date-field-value.ts';
import { useHalfTypedDate } from './half-typed-date.ts';

export interface DateFieldProps {
  id: string;
  label: string;
  /** The date as the API has it: YYYY-MM-DD, or '' for none. */
  value: string | null | undefined;
  /** YYYY-MM-DD, '' when cleared, or INVALID_DATE while what was typed is no date (the form's schema says so). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A date chosen in the calendar (typed dates come through onChange, at each digit). */
  onPick?: (value: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  minDate?: string;
  maxDate?: string;
  /** A birth date opens on the year list; other dates on the month. */
  openTo?: 'year' | 'day';
  name?: string;
  size?: 'small' | 'medium';
}

const toDate = (value: string | null | undefined) => {
  if (!value || value === INVALID_DATE) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

const valueOf = (date: Date | null) => (!date ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE);

export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  onPick,
  error,
  helperText,
  required,
  disabled,
  minDate,
  maxDate,
  openTo = 'day',
  name,
  size,
}: DateFieldProps) {
  const { anchor, popper } = usePickerPopper();
  const halfTyped = useHalfTypedDate(!toDate(value), onChange, onBlur);
  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={toDate(value)}
        onChange={(date) => onChange(valueOf(date))}
        onAccept={(date, { source }) => source === 'view' && onPick?.(valueOf(date))}
        disabled={disabled}
        minDate={toDate(minDate) ?? undefined}
        maxDate={toDate(maxDate) ?? undefined}
        openTo={openTo}
        views={openTo === 'year' ? ['year', 'month', 'day'] : undefined}
        slotProps={{
          textField: { ref: anchor, ...halfTyped, id, name, required, error, helperText, size, fullWidth: true },
          field: { clearable: !required },
          popper,
        }}
      />
    </DateLocalization>
  );
}
