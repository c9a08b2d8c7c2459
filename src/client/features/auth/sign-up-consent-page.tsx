import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/http-client.ts';
import type { Consent } from '../../lib/consent-storage.ts';
import { ConsentCard } from './consent-card.tsx';

export default function SignUpConsentPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Kept in memory only (SPEC section 2).
  const [value, setValue] = useState<Consent>({ terms: true, marketing: true });
  const { data: config } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api<{ registerUrl: string | null }>('/config'),
    staleTime: Infinity,
  });

  return (
    <ConsentCard
      title={t('signUpConsent.title')}
      welcome={t('signUpConsent.welcome')}
      submitLabel={t('signUpConsent.submit')}
      value={value}
      onChange={setValue}
      onSubmit={() => {
        // The professional body's own account system when configured, else our own sign-up.
        if (config?.registerUrl) window.location.assign(config.registerUrl);
        else void navigate('/user/jobseeker/create');
      }}
    />
  );
}
