// How the calendar's instants meet FullCalendar and the dialog's inputs. All-day events are stored
// as UTC midnights (end = the day after the last), so a day stays the same day in every time zone;
// timed events are instants, shown in the person's own time zone.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-23" of an all-day instant (its UTC date). */
export const utcDay = (iso: string) => iso.slice(0, 10);
export const dayToIso = (day: string) => `${day}T00:00:00.000Z`;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(dayToIso(day)) + days * DAY_MS).toISOString().slice(0, 10);

/** The local calendar day of a Date ("2026-11-23"), as FullCalendar means an all-day date. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What FullCalendar reports of a dragged, resized or selected range, as the stored start and end. */
export function rangeOf(range: { start: Date; end: Date | null; allDay: boolean }): { start: string; end: string } {
  if (range.allDay) {
    const start = localDay(range.start);
    return { start: dayToIso(start), end: dayToIso(range.end ? localDay(range.end) : addDays(start, 1)) };
  }
  const end = range.end ?? new Date(range.start.getTime() + 3_600_000);
  return { start: range.start.toISOString(), end: end.toISOString() };
}
