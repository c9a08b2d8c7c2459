import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatRelativeDate } from './format-date.ts';

describe('formatDate', () => {
  it('reads a date-only value as a calendar day, whatever the time zone', () => {
    expect(formatDate('2026-03-01', 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1)),
    );
    expect(formatDate('2026-03-01', 'en')).toContain('2026');
    expect(formatDate('2026-03-01', 'en')).toMatch(/Mar 1\b/);
  });

  it('writes a timestamp in local time and an unreadable value as it is', () => {
    const iso = '2026-03-01T12:00:00.000Z';
    expect(formatDate(iso, 'tr')).toBe(new Intl.DateTimeFormat('tr', { dateStyle: 'medium' }).format(new Date(iso)));
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('formatRelativeDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says how long ago within the last month', () => {
    expect(formatRelativeDate('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeDate('2026-03-10T11:30:00Z', 'en', now)).toBe('today');
    expect(formatRelativeDate('2026-03-07T12:00:00Z', 'en', now)).toBe('3 days ago');
  });

  it('gives the date after a month', () => {
    expect(formatRelativeDate('2026-01-05', 'en', now)).toBe(formatDate('2026-01-05', 'en'));
  });
});

describe('formatMonth', () => {
  it('writes month and year of a date or timestamp, and nothing for none', () => {
    expect(formatMonth('2024-09-01', 'en')).toBe('Sep 2024');
    expect(formatMonth('2024-09-01T00:00:00Z', 'en')).toBe('Sep 2024');
    expect(formatMonth(null, 'en')).toBe('');
  });
});
