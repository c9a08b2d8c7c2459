import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { readConsent, writeConsent, type Consent } from '../../lib/consent-storage.ts';
import { ConsentCard } from './consent-card.tsx';

export default function SignInConsentPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [stored] = useState(readConsent);
  const [value, setValue] = useState<Consent>({ terms: true, marketing: true });

  // Both choices already saved as true: skip straight to the sign-in form.
  if (stored.terms && stored.marketing) return <Navigate to="/?login=true" replace />;

  return (
    <ConsentCard
      title={t('signInConsent.title')}
      welcome={t('signInConsent.welcome')}
      submitLabel={t('signInConsent.submit')}
      value={value}
      onChange={setValue}
      onSubmit={() => {
        writeConsent(value);
        void navigate('/?login=true');
      }}
    />
  );
}
