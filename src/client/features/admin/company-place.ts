import { useTranslation } from 'react-i18next';
import { labelOf } from '../jobs/index.ts';

/** "Banking · Istanbul": a company's industry, named in the interface's language, and its city. */
export function useCompanyPlace(): (company: { industry?: string | null; city?: string | null }) => string {
  const { t } = useTranslation('jobs');
  return (company) =>
    [company.industry ? labelOf(t, 'industries', company.industry) : null, company.city].filter(Boolean).join(' · ');
}
