import { COUNTRY_DIAL_CODES, countryName } from './country-codes.ts';

/** The countries as options of a native select, named in the interface language with their dialling prefix. */
export function CountryOptions({ lang }: { lang: string }) {
  return COUNTRY_DIAL_CODES.map(([iso, dial]) => (
    <option key={iso} value={iso}>
      {`${countryName(iso, lang)} (${dial})`}
    </option>
  ));
}
