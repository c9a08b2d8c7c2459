import { useTranslation } from 'react-i18next';

// Placeholder: replaced by the feature's real screen.
export default function ApplicantsPage() {
  const { t } = useTranslation('applicants');
  return <h1>{t('title')}</h1>;
}
