import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { trTR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ar, enGB, tr } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { INVALID_DATE } from './date-field-value.ts';

// Date fields read and write as the interface language does (day and month order, month names,
// the calendar's first weekday and its buttons), not as the browser's own date input would.
const DATE_LOCALES = { en: enGB, tr, ar } as const;
type Language = keyof typeof DATE_LOCALES;
const isLanguage = (value: string): value is Language => value in DATE_LOCALES;

export interface DateFieldProps {
  id: string;
  label: string;
  /** The date as the API has it: YYYY-MM-DD, or '' for none. */
  value: string | null | undefined;
  /** YYYY-MM-DD, '' when cleared, or INVALID_DATE while what was typed is no date (the form's schema says so). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  minDate?: string;
  maxDate?: string;
  /** A birth date opens on the year list; other dates on the month. */
  openTo?: 'year' | 'day';
  name?: string;
}

const toDate = (value: string | null | undefined) => {
  if (!value || value === INVALID_DATE) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  disabled,
  minDate,
  maxDate,
  openTo = 'day',
  name,
}: DateFieldProps) {
  const { t, i18n } = useTranslation('components');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // Turkish comes with MUI; English is the default; Arabic is ours (MUI has none for the pickers).
  const localeText =
    language === 'tr'
      ? trTR.components.MuiLocalizationProvider.defaultProps.localeText
      : language === 'ar'
        ? {
            cancelButtonLabel: t('dateField.cancel'),
            clearButtonLabel: t('dateField.clear'),
            okButtonLabel: t('dateField.ok'),
            todayButtonLabel: t('dateField.today'),
            datePickerToolbarTitle: t('dateField.pick'),
            previousMonth: t('dateField.previousMonth'),
            nextMonth: t('dateField.nextMonth'),
            openPreviousView: t('dateField.previous'),
            openNextView: t('dateField.next'),
            fieldClearLabel: t('dateField.clear'),
            dateTableLabel: t('dateField.calendar'),
            openDatePickerDialogue: (formatted: string | null) =>
              formatted ? t('dateField.change', { date: formatted }) : t('dateField.choose'),
            calendarViewSwitchingButtonAriaLabel: (view: string) =>
              view === 'year' ? t('dateField.toCalendar') : t('dateField.toYears'),
            fieldYearPlaceholder: () => t('dateField.yyyy'),
            fieldMonthPlaceholder: () => t('dateField.mm'),
            fieldDayPlaceholder: () => t('dateField.dd'),
            year: t('dateField.year'),
            month: t('dateField.month'),
            day: t('dateField.day'),
            empty: t('dateField.empty'),
          }
        : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[language]} localeText={localeText}>
      <DatePicker
        label={label}
        value={toDate(value)}
        onChange={(date) => onChange(!date ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE)}
        disabled={disabled}
        minDate={toDate(minDate) ?? undefined}
        maxDate={toDate(maxDate) ?? undefined}
        openTo={openTo}
        views={openTo === 'year' ? ['year', 'month', 'day'] : undefined}
        slotProps={{
          textField: { id, name, required, error, helperText, onBlur, fullWidth: true },
          field: { clearable: !required },
        }}
      />
    </LocalizationProvider>
  );
}
