import type { TFunction } from 'i18next';
import { convertAmount, type UnitsPerUsd } from '../../../domain/salary-currency.ts';
import type { JobSummary } from './jobs-types.ts';
import { isolate } from '../../lib/bidi.ts';

function moneyFormat(currency: string, lang: string, approximate: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    ...(approximate ? { maximumSignificantDigits: 3 } : { maximumFractionDigits: 0 }),
  });
}

/** "US$51,000" as one bidi-safe unit (reads the same in an Arabic sentence). */
export function formatMoney(value: number, currency: string, lang: string, approximate = false): string {
  return isolate(moneyFormat(currency, lang, approximate).format(value));
}

/**
 * "US$51,000 – US$59,000" as one bidi-safe unit: Intl's own range format in the reader's
 * language, isolated left to right, so the lower amount comes first in Arabic too (never
 * "$US 59,000 – $US 51,000").
 */
export function formatMoneyRange(min: number, max: number, currency: string, lang: string, approximate = false) {
  const format = moneyFormat(currency, lang, approximate);
  return isolate(min === max ? format.format(min) : format.formatRange(min, max));
}

type SalaryFields = Pick<JobSummary, 'salaryStart' | 'salaryEnd' | 'salaryNegotiable' | 'salaryCurrency'>;

/** The job's salary in another currency, e.g. "≈ ₺2,270,000 – ₺2,630,000"; undefined when it is in that currency. */
export function formatSalaryApprox(
  job: SalaryFields,
  currency: string,
  rates: UnitsPerUsd | undefined,
  lang: string,
): string | undefined {
  if (!rates || job.salaryCurrency === currency) return undefined;
  const convert = (v: number | null | undefined) =>
    v == null ? undefined : convertAmount(v, job.salaryCurrency, currency, rates);
  const min = convert(job.salaryStart);
  const max = convert(job.salaryEnd);
  if (min !== undefined && max !== undefined) return formatMoneyRange(min, max, currency, lang, true);
  const one = min ?? max;
  return one === undefined ? undefined : formatMoney(one, currency, lang, true);
}

/**
 * "US$60,000 – US$80,000 a year" in the interface language and the job's own currency, or
 * undefined when no salary is given. With `approx` (the same salary in the reader's currency),
 * "… (≈ ₺2.67M …)".
 */
export function formatSalary(
  job: SalaryFields,
  lang: string,
  t: TFunction<'jobs'>,
  approx?: string,
): string | undefined {
  const currency = job.salaryCurrency;
  const { salaryStart: min, salaryEnd: max } = job;
  let text: string | undefined;
  if (min != null && max != null && min !== max)
    text = t('salary.range', { range: formatMoneyRange(min, max, currency, lang) });
  else if (min != null) text = t('salary.from', { min: formatMoney(min, currency, lang) });
  else if (max != null) text = t('salary.upTo', { max: formatMoney(max, currency, lang) });
  if (text && approx) text = t('salary.withApprox', { salary: text, approx });
  if (text && job.salaryNegotiable) return t('salary.plusNegotiable', { salary: text });
  return text ?? (job.salaryNegotiable ? t('salary.negotiable') : undefined);
}

/** A label from a translated list, or the value itself when the list does not know it (e.g. a new industry). */
export function labelOf(
  t: TFunction<'jobs'>,
  group: 'types' | 'levels' | 'industries' | 'languages',
  value: string,
): string {
  return t(`${group}.${value}`, { defaultValue: value });
}
