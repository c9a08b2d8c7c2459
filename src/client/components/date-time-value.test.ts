import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from './date-field-value.ts';
import { instantOf, localDateTime, parseLocalDateTime } from './date-time-value.ts';

describe('local date and time values', () => {
  it('reads an instant in the local zone and back to the same instant', () => {
    const instant = new Date(2026, 10, 23, 9, 30);
    expect(localDateTime(instant)).toBe('2026-11-23T09:30');
    expect(localDateTime(instant.toISOString())).toBe('2026-11-23T09:30');
    expect(instantOf('2026-11-23T09:30')).toBe(instant.toISOString());
  });

  it('gives nothing for no value, a partly typed one or a date that does not exist', () => {
    expect(localDateTime(null)).toBe('');
    expect(localDateTime('not a date')).toBe('');
    for (const local of ['', INVALID_DATE, '2026-11-23', '2026-02-30T10:00', '2026-11-23T25:00'])
      expect([instantOf(local), parseLocalDateTime(local)]).toEqual(['', null]);
  });
});
