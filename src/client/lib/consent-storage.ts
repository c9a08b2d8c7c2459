import { CONSENT_MARKETING_KEY, CONSENT_TERMS_KEY } from '../../domain/constants.ts';

export interface Consent {
  terms: boolean;
  marketing: boolean;
}

export function readConsent(): Consent {
  return {
    terms: localStorage.getItem(CONSENT_TERMS_KEY) === 'true',
    marketing: localStorage.getItem(CONSENT_MARKETING_KEY) === 'true',
  };
}

export function writeConsent({ terms, marketing }: Consent): void {
  localStorage.setItem(CONSENT_TERMS_KEY, String(terms));
  localStorage.setItem(CONSENT_MARKETING_KEY, String(marketing));
}
