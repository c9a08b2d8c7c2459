// Dates and times in the interface language (Arabic, Turkish or English conventions), via Intl.
// Date-only values (YYYY-MM-DD: a deadline, a start date) are calendar days: they are read as UTC
// and written in UTC, so no time zone shifts the day; timestamps are written in local time.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * While the browser hydrates a server-rendered page, dates are written as the server wrote
 * them: at its moment and in its time zone, so the markup matches; then in the reader's own.
 */
let hydrating: { now: Date; timeZone: string } | undefined;

export function writeDatesAsServed(served: { now: Date; timeZone: string } | undefined): void {
  hydrating = served;
}

/** The server's time zone, handed to the browser with the page. */
export const renderTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A date (ISO date or timestamp) as the interface language writes it, e.g. "12 Mar 2026"; an
 * unreadable value as it is.
 */
export function formatDate(value: string, language: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: dateOnly ? 'UTC' : hydrating?.timeZone,
  }).format(date);
}

/** "3 days ago" (or "5 hours ago", "today") for the last month, else the date as formatDate writes it. */
export function formatRelativeDate(value: string, language: string, now = hydrating?.now ?? new Date()): string {
  const date = new Date(value);
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days >= 0 && days < 31) {
    const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    if (days === 0) {
      const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
      return hours > 0 ? rtf.format(-hours, 'hour') : rtf.format(0, 'day');
    }
    return rtf.format(-days, 'day');
  }
  return formatDate(value, language);
}

/** Month and year (e.g. of a work or education entry), from an ISO date or timestamp; '' for none. */
export function formatMonth(value: string | null, language: string): string {
  if (!value) return '';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A day written out in full, e.g. "Thursday, 12 March 2026". */
export function formatDay(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
}

/** When an event starts: the day, and the time unless it lasts all day. */
export function formatEventTime(startsAt: string, allDay: boolean, language: string): string {
  const options: Intl.DateTimeFormatOptions = allDay
    ? { weekday: 'short', day: 'numeric', month: 'short' }
    : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(new Date(startsAt));
}
