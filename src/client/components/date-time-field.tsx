import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { format, isValid } from 'date-fns';
import { DateLocalization } from './date-localization.tsx';
import { INVALID_DATE } from './date-field-value.ts';
import { useHalfTypedDate } from './half-typed-date.ts';
import { LOCAL_DATE_TIME, parseLocalDateTime } from './date-time-value.ts';

export interface DateTimeFieldProps {
  id: string;
  label: string;
  /** Local date and time, "2026-11-23T09:30", or '' for none. */
  value: string;
  /** The same form, '' when cleared, or INVALID_DATE while what was typed is no date and time. */
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A date and time in the interface language's order and clock (see DateLocalization), typed or
 * chosen in a dialog of its own (a calendar, then a clock). The desktop popup puts the calendar and
 * the time side by side, wider than a phone or the quick panel; a dialog fits everywhere.
 */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  size,
}: DateTimeFieldProps) {
  const halfTyped = useHalfTypedDate(!parseLocalDateTime(value), onChange);
  return (
    <DateLocalization>
      <MobileDateTimePicker
        label={label}
        value={parseLocalDateTime(value)}
        onChange={(date) => onChange(!date ? '' : isValid(date) ? format(date, LOCAL_DATE_TIME) : INVALID_DATE)}
        disabled={disabled}
        slotProps={{
          textField: { ...halfTyped, id, required, error, helperText, size, fullWidth: true },
          field: { clearable: !required },
        }}
      />
    </DateLocalization>
  );
}
