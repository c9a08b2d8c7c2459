import type { TFunction } from 'i18next';
import { currencyForCountry } from '../../../domain/salary-currency.ts';
import type { JobSummary } from './jobs-types.ts';

function money(value: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

/** "$60,000 – $80,000 a year" in the interface language, or undefined when no salary is given. */
export function formatSalary(
  job: Pick<JobSummary, 'salaryStart' | 'salaryEnd' | 'salaryNegotiable' | 'company'>,
  lang: string,
  t: TFunction<'jobs'>,
): string | undefined {
  const currency = currencyForCountry(job.company?.countryCode);
  const { salaryStart: min, salaryEnd: max } = job;
  let text: string | undefined;
  if (min != null && max != null && min !== max)
    text = t('salary.range', { min: money(min, currency, lang), max: money(max, currency, lang) });
  else if (min != null) text = t('salary.from', { min: money(min, currency, lang) });
  else if (max != null) text = t('salary.upTo', { max: money(max, currency, lang) });
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
