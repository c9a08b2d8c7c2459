const en = {
  confirm: {
    cancel: 'Cancel',
    delete: 'Delete',
  },
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
  },
  companyAvatar: {
    logo: '{{company}} logo',
  },
  dateField: {
    cancel: 'Cancel',
    clear: 'Clear',
    ok: 'OK',
    today: 'Today',
    pick: 'Select date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previous: 'Open previous view',
    next: 'Open next view',
    calendar: 'Calendar',
    change: 'Choose date, selected date is {{date}}',
    choose: 'Choose date',
    toCalendar: 'Year view is open, switch to calendar view',
    toYears: 'Calendar view is open, switch to year view',
    yyyy: 'YYYY',
    mm: 'MM',
    dd: 'DD',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    empty: 'Empty',
  },
};
export default en;
