// Salaries are stored as plain yearly numbers; the currency follows the company's country.
// Shared by the job page (Intl.NumberFormat) and the server's JobPosting JSON-LD.
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  TR: 'TRY',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  JO: 'JOD',
  LB: 'LBP',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  CY: 'EUR',
};

/** ISO 4217 code for a company's ISO 3166 country; USD when the country is unknown. */
export function currencyForCountry(countryCode: string | null | undefined): string {
  return (countryCode && CURRENCY_BY_COUNTRY[countryCode.toUpperCase()]) || 'USD';
}
