import { useTranslation } from 'react-i18next';

// Placeholder: replaced by the feature's real screen.
export default function CreateEmployerPage() {
  const { t } = useTranslation('employerAccount');
  return <h1>{t('title')}</h1>;
}
