import { useTranslation } from 'react-i18next';
import type { JobSearchParams } from '../../../domain/job-search-params.ts';

/**
 * The parts of a search in words, in the interface language: keywords, filters, sort. Each part
 * is its own string, so the screen can isolate what someone typed (keywords, a place) from the rest.
 */
export function useSearchSummary(): (params: JobSearchParams) => { text: string; typed: boolean }[] {
  const { t, i18n } = useTranslation('alerts');
  const { t: tj } = useTranslation('jobs');
  // The jobs namespace's labels of types, levels and industries (a value it does not know as it is).
  const labelOf = (group: 'types' | 'levels' | 'industries', value: string) =>
    tj(`${group}.${value}`, { defaultValue: value });
  return (params) => {
    const parts: { text: string; typed: boolean }[] = [];
    if (params.keywords) parts.push({ text: t('summary.keywords', { keywords: params.keywords }), typed: true });
    for (const v of params.type) parts.push({ text: labelOf('types', v), typed: false });
    for (const v of params.level) parts.push({ text: labelOf('levels', v), typed: false });
    for (const v of params.industry) parts.push({ text: labelOf('industries', v), typed: false });
    if (params.location) parts.push({ text: params.location, typed: true });
    if (params.salaryMin !== undefined)
      parts.push({
        text: t('summary.salaryMin', { amount: new Intl.NumberFormat(i18n.language).format(params.salaryMin) }),
        typed: false,
      });
    if (params.cpa) parts.push({ text: t('summary.cpa'), typed: false });
    if (params.remote) parts.push({ text: t('summary.remote'), typed: false });
    if (params.sort) parts.push({ text: t('summary.sort', { sort: tj(`search.sorts.${params.sort}`) }), typed: false });
    if (parts.length === 0) parts.push({ text: t('summary.all'), typed: false });
    return parts;
  };
}
