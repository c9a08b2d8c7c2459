// Countries with their dialling prefixes for the mobile number field, the body's main markets
// first. Names come from Intl.DisplayNames in the interface language.
export const COUNTRY_DIAL_CODES: readonly (readonly [iso: string, dial: string])[] = [
  ['TR', '+90'],
  ['US', '+1'],
  ['GB', '+44'],
  ['AE', '+971'],
  ['SA', '+966'],
  ['QA', '+974'],
  ['KW', '+965'],
  ['BH', '+973'],
  ['OM', '+968'],
  ['EG', '+20'],
  ['JO', '+962'],
  ['LB', '+961'],
  ['IQ', '+964'],
  ['MA', '+212'],
  ['TN', '+216'],
  ['DZ', '+213'],
  ['AZ', '+994'],
  ['KZ', '+7'],
  ['DE', '+49'],
  ['FR', '+33'],
  ['NL', '+31'],
  ['BE', '+32'],
  ['CH', '+41'],
  ['AT', '+43'],
  ['IT', '+39'],
  ['ES', '+34'],
  ['IE', '+353'],
  ['SE', '+46'],
  ['NO', '+47'],
  ['DK', '+45'],
  ['PL', '+48'],
  ['GR', '+30'],
  ['CY', '+357'],
  ['BG', '+359'],
  ['RO', '+40'],
  ['CA', '+1'],
  ['AU', '+61'],
  ['NZ', '+64'],
  ['IN', '+91'],
  ['PK', '+92'],
  ['SG', '+65'],
  ['MY', '+60'],
  ['CN', '+86'],
  ['JP', '+81'],
  ['ZA', '+27'],
  ['NG', '+234'],
  ['KE', '+254'],
  ['BR', '+55'],
  ['MX', '+52'],
];

export function countryName(iso: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
