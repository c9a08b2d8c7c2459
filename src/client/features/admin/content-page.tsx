import { useTranslation } from 'react-i18next';

// Placeholder: replaced by the feature's real screen.
export default function ContentPage() {
  const { t } = useTranslation('admin');
  return <h1>{t('title')}</h1>;
}
