import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  currencyForCountry,
  currencyForLanguage,
  DEFAULT_UNITS_PER_USD,
  SALARY_CURRENCIES,
  updateCurrencyRateSchema,
} from './salary-currency.ts';

describe('salary currencies', () => {
  it('names a currency for every country and language, USD when unknown', () => {
    expect(currencyForCountry('tr')).toBe('TRY');
    expect(currencyForCountry('AE')).toBe('AED');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('ZZ')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
    expect(currencyForLanguage('tr')).toBe('TRY');
    expect(currencyForLanguage('ar')).toBe('USD');
    expect(currencyForLanguage('en')).toBe('USD');
  });

  it('starts with a rate for every offered currency, USD being 1', () => {
    expect(Object.keys(DEFAULT_UNITS_PER_USD).sort()).toEqual([...SALARY_CURRENCIES].sort());
    expect(DEFAULT_UNITS_PER_USD.USD).toBe(1);
  });

  it('converts through US dollars', () => {
    const rates = { USD: 1, AED: 3.6725, GBP: 0.76, TRY: 44.5 };
    expect(convertAmount(134_000, 'AED', 'USD', rates)).toBeCloseTo(36_487.4, 1);
    expect(convertAmount(114_000, 'GBP', 'USD', rates)).toBeCloseTo(150_000, 0);
    expect(convertAmount(60_000, 'USD', 'TRY', rates)).toBeCloseTo(2_670_000, 0);
    expect(convertAmount(5, 'TRY', 'TRY', {})).toBe(5);
    expect(convertAmount(5, 'XYZ', 'USD', rates)).toBeUndefined();
  });

  it('accepts a sane positive rate and refuses the rest with a message key', () => {
    expect(updateCurrencyRateSchema.parse({ currency: 'try', unitsPerUsd: '44,5' })).toEqual({
      currency: 'TRY',
      unitsPerUsd: 44.5,
    });
    const issue = (input: unknown) => updateCurrencyRateSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ currency: 'TRY', unitsPerUsd: 0 })).toBe('salary.rateNotPositive');
    expect(issue({ currency: 'TRY', unitsPerUsd: -1 })).toBe('salary.rateNotPositive');
    expect(issue({ currency: 'TRY', unitsPerUsd: 'abc' })).toBe('salary.rateInvalid');
    expect(issue({ currency: 'TRY', unitsPerUsd: 2e7 })).toBe('salary.rateOutOfBounds');
    expect(issue({ currency: 'XYZ', unitsPerUsd: 1 })).toBe('salary.currencyUnknown');
    expect(issue({ currency: 'USD', unitsPerUsd: 1.1 })).toBe('salary.referenceFixed');
  });
});
