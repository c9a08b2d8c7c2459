// The jobs feature's public surface: other features import from this file only, never from its other files.
export { JobCard, JobCardSkeleton } from './job-card.tsx';
export { JobDetailsView } from './job-details.tsx';
export { formatMoney, formatSalary, labelOf } from './job-format.ts';
export { useLatestJobs } from './jobs-api.ts';
export { ApplyAction } from './apply-action.tsx';
export { invalidateApplyStanding } from './use-apply-standing.ts';
export { currencyRateKeys, useCurrencyRates, useSalaryRatesSettled } from './salary-currency.ts';
