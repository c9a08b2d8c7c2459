import { z } from 'zod';
import { catalog } from './messages.ts';
import { SALARY_TEXTS, UNITS_PER_USD_MAX, UNITS_PER_USD_MIN } from './salary-currency-texts.ts';
export * from './salary-currency-texts.ts';

// Salaries are yearly amounts in the job's own currency (jobs.salary_currency), which is the
// company's country's when the job is written. Search compares them in US dollars through the
// rates staff keep (currency_rates). Shared by the job pages (Intl.NumberFormat), the search
// filter and the server's JobPosting JSON-LD.
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  TR: 'TRY',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  JO: 'JOD',
  LB: 'LBP',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  CY: 'EUR',
};

/** The reference currency: rates say what one of it buys, and search compares salaries in it. */
export const REFERENCE_CURRENCY = 'USD';

/** Every currency a salary may be in (those of the countries above), the reference first. */
export const SALARY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'TRY',
  'AED',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'EGP',
  'LBP',
  'CAD',
  'AUD',
  'CHF',
] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

export const isSalaryCurrency = (v: unknown): v is SalaryCurrency =>
  typeof v === 'string' && (SALARY_CURRENCIES as readonly string[]).includes(v);

/**
 * The rates a new database starts with (units of each currency per 1 USD, late 2026); staff
 * keep them current on /admin/currency-rates. The demo salaries are written with these.
 */
export const DEFAULT_UNITS_PER_USD: Readonly<Record<SalaryCurrency, number>> = {
  USD: 1,
  EUR: 0.86,
  GBP: 0.76,
  TRY: 44.5,
  AED: 3.6725,
  SAR: 3.75,
  QAR: 3.64,
  KWD: 0.307,
  BHD: 0.376,
  OMR: 0.3845,
  JOD: 0.709,
  EGP: 48.5,
  LBP: 89_500,
  CAD: 1.39,
  AUD: 1.53,
  CHF: 0.8,
};

/** ISO 4217 code for a company's ISO 3166 country; USD when the country is unknown. */
export function currencyForCountry(countryCode: string | null | undefined): SalaryCurrency {
  const code = countryCode ? CURRENCY_BY_COUNTRY[countryCode.toUpperCase()] : undefined;
  return isSalaryCurrency(code) ? code : REFERENCE_CURRENCY;
}

/** The currency a person's salary filter starts in: their language's country's, else USD. */
export function currencyForLanguage(language: string | null | undefined): SalaryCurrency {
  return language?.toLowerCase().startsWith('tr') ? 'TRY' : REFERENCE_CURRENCY;
}

/** Units of each currency per 1 USD, by currency code. */
export type UnitsPerUsd = Readonly<Partial<Record<string, number>>>;

/** An amount in another currency through US dollars; undefined when a rate is unknown. */
export function convertAmount(amount: number, from: string, to: string, rates: UnitsPerUsd): number | undefined {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return undefined;
  return (amount / fromRate) * toRate;
}

export const SALARY_MESSAGES = catalog('salary', SALARY_TEXTS);
const M = SALARY_MESSAGES;

export const salaryCurrencySchema = z
  .string({ error: M.currencyUnknown })
  .trim()
  .toUpperCase()
  .refine(isSalaryCurrency, M.currencyUnknown)
  .transform((v) => v as SalaryCurrency);

/** A staff member's new rate for one currency (the form sends text, the API a number). */
export const updateCurrencyRateSchema = z
  .strictObject({
    currency: salaryCurrencySchema,
    unitsPerUsd: z.union([z.number(), z.string()], { error: M.rateInvalid }).transform((v, ctx) => {
      const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim().replace(',', '.'));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: M.rateInvalid });
        return z.NEVER;
      }
      if (n <= 0) {
        ctx.addIssue({ code: 'custom', message: M.rateNotPositive });
        return z.NEVER;
      }
      if (n < UNITS_PER_USD_MIN || n > UNITS_PER_USD_MAX) {
        ctx.addIssue({ code: 'custom', message: M.rateOutOfBounds });
        return z.NEVER;
      }
      // The column keeps six decimals.
      return Math.round(n * 1e6) / 1e6;
    }),
  })
  .refine((v) => v.currency !== REFERENCE_CURRENCY || v.unitsPerUsd === 1, {
    message: M.referenceFixed,
    path: ['unitsPerUsd'],
  });
export type UpdateCurrencyRateInput = z.input<typeof updateCurrencyRateSchema>;
