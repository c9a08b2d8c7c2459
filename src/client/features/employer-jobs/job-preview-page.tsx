import { useTranslation } from 'react-i18next';

// Placeholder: replaced by the feature's real screen.
export default function JobPreviewPage() {
  const { t } = useTranslation('employerJobs');
  return <h1>{t('title')}</h1>;
}
