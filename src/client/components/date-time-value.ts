import { format, isValid, parse } from 'date-fns';

/** How DateTimeField's value reads: the browser's datetime-local form, local time to the minute. */
export const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

/** "2026-11-23T09:30" of an instant, in the reader's time zone; '' for none or no date. */
export function localDateTime(instant: Date | string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  return isValid(date) ? format(date, LOCAL_DATE_TIME) : '';
}

/** The local date and time a field holds, as a Date; null for '' or what is no date and time. */
export function parseLocalDateTime(local: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = parse(local, LOCAL_DATE_TIME, new Date());
  return isValid(date) ? date : null;
}

/** The instant (ISO) a local date and time names; '' when it names none, so the form's schema says so. */
export function instantOf(local: string): string {
  return parseLocalDateTime(local)?.toISOString() ?? '';
}
