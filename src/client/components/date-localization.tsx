import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { trTR } from '@mui/x-date-pickers/locales';
import { ar, enGB, tr } from 'date-fns/locale';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Date and time fields read and write as the interface language does (day and month order, month
// names, the 24-hour clock where the language keeps one, the calendar's first weekday and its
// buttons), not as the browser's own date input would (that follows the browser, so mm/dd/yyyy).
const DATE_LOCALES = { en: enGB, tr, ar } as const;
type Language = keyof typeof DATE_LOCALES;
const isLanguage = (value: string): value is Language => value in DATE_LOCALES;

/**
 * Where a picker's calendar opens: in the dialog or drawer the field sits in, else at the page's end.
 * Opened at the page's end from a dialog, the dialog's focus trap took focus back as the mouse went
 * down on a day, which closed the calendar before the click landed: no day could be picked with a
 * mouse in a dialog. Inside the dialog's container (not its scrolling content) it is neither
 * trapped out nor cut off. `anchor` goes on the field.
 */
export function usePickerPopper() {
  const anchor = useRef<HTMLDivElement>(null);
  const popper = {
    container: () => anchor.current?.closest<HTMLElement>('.MuiDialog-container, .MuiDrawer-paper') ?? null,
  };
  return { anchor, popper };
}

/** The date pickers' language: MUI's Turkish, English by default, and our Arabic (MUI has none). */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('components');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const localeText =
    language === 'tr'
      ? trTR.components.MuiLocalizationProvider.defaultProps.localeText
      : language === 'ar'
        ? {
            cancelButtonLabel: t('dateField.cancel'),
            clearButtonLabel: t('dateField.clear'),
            okButtonLabel: t('dateField.ok'),
            todayButtonLabel: t('dateField.today'),
            nextStepButtonLabel: t('dateField.nextStep'),
            datePickerToolbarTitle: t('dateField.pick'),
            dateTimePickerToolbarTitle: t('dateField.pickDateTime'),
            timePickerToolbarTitle: t('dateField.pickTime'),
            previousMonth: t('dateField.previousMonth'),
            nextMonth: t('dateField.nextMonth'),
            openPreviousView: t('dateField.previous'),
            openNextView: t('dateField.next'),
            fieldClearLabel: t('dateField.clear'),
            dateTableLabel: t('dateField.calendar'),
            timeTableLabel: t('dateField.clock'),
            openDatePickerDialogue: (formatted: string | null) =>
              formatted ? t('dateField.change', { date: formatted }) : t('dateField.choose'),
            openTimePickerDialogue: (formatted: string | null) =>
              formatted ? t('dateField.changeTime', { time: formatted }) : t('dateField.chooseTime'),
            calendarViewSwitchingButtonAriaLabel: (view: string) =>
              view === 'year' ? t('dateField.toCalendar') : t('dateField.toYears'),
            selectViewText: (view: string) => t('dateField.selectView', { view: t(`dateField.views.${view}`) }),
            hoursClockNumberText: (hours: string) => t('dateField.hoursText', { n: hours }),
            minutesClockNumberText: (minutes: string) => t('dateField.minutesText', { n: minutes }),
            fieldYearPlaceholder: () => t('dateField.yyyy'),
            fieldMonthPlaceholder: () => t('dateField.mm'),
            fieldDayPlaceholder: () => t('dateField.dd'),
            fieldHoursPlaceholder: () => t('dateField.hh'),
            fieldMinutesPlaceholder: () => t('dateField.min'),
            fieldMeridiemPlaceholder: () => t('dateField.meridiemPlaceholder'),
            year: t('dateField.year'),
            month: t('dateField.month'),
            day: t('dateField.day'),
            hours: t('dateField.hours'),
            minutes: t('dateField.minutes'),
            meridiem: t('dateField.meridiem'),
            empty: t('dateField.empty'),
          }
        : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[language]} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
