import type { TFunction } from 'i18next';
import { currencyForCountry } from '../../../domain/salary-currency.ts';
import type { JobSummary } from './jobs-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function money(value: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

/** "$60,000 – $80,000 a year" in the interface language, or undefined when no salary is given. */
export function formatSalary(job: Pick<JobSummary, 'salaryStart' | 'salaryEnd' | 'salaryNegotiable' | 'company'>, lang: string, t: TFunction<'jobs'>): string | undefined {
  const currency = currencyForCountry(job.company?.countryCode);
  const { salaryStart: min, salaryEnd: max } = job;
  let text: string | undefined;
  if (min != null && max != null && min !== max) text = t('salary.range', { min: money(min, currency, lang), max: money(max, currency, lang) });
  else if (min != null) text = t('salary.from', { min: money(min, currency, lang) });
  else if (max != null) text = t('salary.upTo', { max: money(max, currency, lang) });
  if (text && job.salaryNegotiable) return t('salary.plusNegotiable', { salary: text });
  return text ?? (job.salaryNegotiable ? t('salary.negotiable') : undefined);
}

/** "3 days ago" for the last month, else the date, in the interface language. */
export function formatPosted(iso: string, lang: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days >= 0 && days < 31) {
    const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    if (days === 0) {
      const hours = Math.floor((now.getTime() - date.getTime()) / (60 * 60 * 1000));
      return hours > 0 ? rtf.format(-hours, 'hour') : rtf.format(0, 'day');
    }
    return rtf.format(-days, 'day');
  }
  return formatDate(iso, lang);
}

/** A date (ISO date or timestamp) as the interface language writes it. */
export function formatDate(iso: string, lang: string): string {
  // Date-only values are calendar days: read them as UTC so no time zone shifts the day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : undefined }).format(date);
}

/** A label from a translated list, or the value itself when the list does not know it (e.g. a new industry). */
export function labelOf(t: TFunction<'jobs'>, group: 'types' | 'levels' | 'industries' | 'languages', value: string): string {
  return t(`${group}.${value}`, { defaultValue: value });
}
