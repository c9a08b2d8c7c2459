import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.ts';
import ar from './i18n/ar.ts';
import { formatMoneyRange, formatSalary, formatSalaryApprox } from './job-format.ts';

const LRI = '\u2066';
const PDI = '\u2069';
/** A range as sent: no-break spaces, and a word joiner after the dash, so it never breaks across lines. */
const range = (low: string, high: string) => `${LRI}${low}\u00a0–\u2060\u00a0${high}${PDI}`;

/** A stand-in for i18next's t over one language's salary strings. */
function tOf(strings: typeof en.salary) {
  return ((key: string, params: Record<string, string>) => {
    const text = strings[key.replace('salary.', '') as keyof typeof strings];
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  }) as unknown as TFunction<'jobs'>;
}

const job = { salaryStart: 51_000, salaryEnd: 59_000, salaryNegotiable: false, salaryCurrency: 'USD' };

describe('salary formatting', () => {
  it('writes a range as one left-to-right isolate, lower amount first, in every language', () => {
    for (const lang of ['en', 'tr', 'ar']) {
      const range = formatMoneyRange(51_000, 59_000, 'USD', lang);
      expect(range.startsWith(LRI) && range.endsWith(PDI)).toBe(true);
      // No right-to-left or Arabic letter mark inside that would reorder it.
      expect(range).not.toMatch(/[\u200e\u200f\u061c]/);
      const digits = range.replace(/[^\d٠-٩]/g, '');
      expect(digits.startsWith('51') || digits.startsWith('٥١')).toBe(true);
    }
    expect(formatMoneyRange(51_000, 59_000, 'USD', 'en')).toBe(range('$51,000', '$59,000'));
    // Nowhere to break a line inside it, in any language.
    for (const lang of ['en', 'tr', 'ar'])
      expect(formatMoneyRange(51_000, 59_000, 'USD', lang)).not.toMatch(/ |–(?!\u2060)/);
  });

  it('keeps the full stop of an Arabic currency symbol at the symbol’s end', () => {
    for (const currency of ['AED', 'SAR', 'EGP']) {
      const range = formatMoneyRange(280_000, 390_000, currency, 'ar');
      // The symbol's last stop is held to it by a right-to-left mark; nothing else marks the range.
      expect(range).toMatch(/[\u0600-\u06ff]\.\u200f\u2069$/);
      expect(range.replace(/\.\u200f/, '.')).not.toMatch(/[\u200e\u200f\u061c]/);
    }
  });

  it('keeps the Arabic sentence around the range and the range in reading order', () => {
    const text = formatSalary(job, 'ar', tOf(ar.salary))!;
    expect(text).toMatch(/سنويًا$/);
    const inner = text.slice(text.indexOf(LRI) + 1, text.indexOf(PDI));
    expect(inner.indexOf('51')).toBeLessThan(inner.indexOf('59'));
    expect(inner).toContain('US$');
  });

  it('adds the salary in the reader’s currency when the job’s differs', () => {
    const rates = { USD: 1, GBP: 0.76, TRY: 44.5 };
    const pounds = { ...job, salaryStart: 98_000, salaryEnd: 114_000, salaryCurrency: 'GBP' };
    expect(formatSalaryApprox(pounds, 'GBP', rates, 'en')).toBeUndefined();
    const approx = formatSalaryApprox(pounds, 'USD', rates, 'en')!;
    expect(approx).toBe(range('$129,000', '$150,000'));
    expect(formatSalary(pounds, 'en', tOf(en.salary), approx)).toBe(
      `${range('£98,000', '£114,000')} a year (≈ ${range('$129,000', '$150,000')})`,
    );
    expect(formatSalaryApprox(pounds, 'USD', undefined, 'en')).toBeUndefined();
  });
});
