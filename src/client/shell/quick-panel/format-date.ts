/** Dates in the interface language (Arabic, Turkish or English conventions), via Intl. */
export function formatDay(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function formatEventTime(startsAt: string, allDay: boolean, language: string): string {
  const options: Intl.DateTimeFormatOptions = allDay ? { weekday: 'short', day: 'numeric', month: 'short' } : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(new Date(startsAt));
}
