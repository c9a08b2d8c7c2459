import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  currencyForLanguage,
  isSalaryCurrency,
  type SalaryCurrency,
  type UnitsPerUsd,
} from '../../../domain/salary-currency.ts';
import { graphql } from '../../graphql/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { formatSalary, formatSalaryApprox } from './job-format.ts';
import type { JobSummary } from './jobs-types.ts';

// The currency a person reads salaries in: the search's (salaryCurrency in the URL, with a
// minimum salary), else the one they last picked (this browser), else their language's.
// Jobs show their own currency and, when it differs, "≈" the amount in this one.

const CURRENCY_RATES = graphql(`
  query CurrencyRates {
    currencyRates {
      currency
      unitsPerUsd
      updatedAt
      updatedByName
    }
  }
`);

export const currencyRateKeys = { all: ['currency-rates'] as const };

/** Every offered currency's rate (they change seldom: read once an hour). */
export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyRateKeys.all,
    queryFn: ({ signal }) => request(CURRENCY_RATES, {}, signal).then((d) => d.currencyRates),
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * Whether job cards can be drawn at their final size: a salary in another currency gains its
 * "≈" conversion when the rates arrive, which may add a line; lists wait for them (a failed read
 * counts as ready, the cards then show the salary alone) so nothing jumps under the reader.
 */
export function useSalaryRatesSettled(): boolean {
  return !useCurrencyRates().isPending;
}

/** The rates by currency code, for converting. */
export function useUnitsPerUsd(): UnitsPerUsd | undefined {
  const { data } = useCurrencyRates();
  return useMemo(() => (data ? Object.fromEntries(data.map((r) => [r.currency, r.unitsPerUsd])) : undefined), [data]);
}

const STORAGE_KEY = 'cpa.salaryCurrency';
const listeners = new Set<() => void>();

function readStored(): SalaryCurrency | undefined {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return isSalaryCurrency(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the currency a person picked (the salary filter's select), for every screen at once. */
export function storeSalaryCurrency(currency: SalaryCurrency): void {
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // Private mode without storage: the choice lasts as long as the URL carries it.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The person's own currency, without the search's: what the salary filter starts with. */
export function usePreferredSalaryCurrency(): SalaryCurrency {
  const { i18n } = useTranslation();
  const stored = useSyncExternalStore(subscribe, readStored, () => undefined);
  return stored ?? currencyForLanguage(i18n.language);
}

/** The currency salaries are read in on this screen. */
export function useSalaryCurrency(): SalaryCurrency {
  const [query] = useSearchParams();
  const preferred = usePreferredSalaryCurrency();
  const fromUrl = query.get('salaryCurrency')?.toUpperCase();
  return query.get('salaryMin') && isSalaryCurrency(fromUrl) ? fromUrl : preferred;
}

type SalaryJob = Pick<JobSummary, 'salaryStart' | 'salaryEnd' | 'salaryNegotiable' | 'salaryCurrency'>;

/** A job's salary as cards and job pages show it: its own currency, "≈" the reader's when another. */
export function useSalaryText(): (job: SalaryJob) => string | undefined {
  const { t, i18n } = useTranslation('jobs');
  const currency = useSalaryCurrency();
  const rates = useUnitsPerUsd();
  const lang = i18n.language;
  return (job) => formatSalary(job, lang, t, formatSalaryApprox(job, currency, rates, lang));
}
