import { countryList } from '../../domain/countries.ts';

/**
 * The countries of SPEC section 3 (about 240, from i18n-iso-countries and libphonenumber-js) as
 * options of a native select, named in the interface language with their dial prefix, in that
 * language's alphabetical order (no flag emoji in the text: many systems' fonts show boxes).
 * The profile's, the employer's and the contacts' country fields all use this one list.
 */
export function CountryOptions({ lang }: { lang: string }) {
  return countryList(lang).map((c) => (
    <option key={c.iso} value={c.iso}>
      {`${c.name} (${c.code})`}
    </option>
  ));
}
