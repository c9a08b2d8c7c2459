import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

// The country list of SPEC section 3 (country: iso, name, code, flag), built from maintained
// sources rather than typed by hand: the names from i18n-iso-countries (its en, tr and ar
// locales, the interface's languages), the dial codes from libphonenumber-js, which also checks
// and formats the numbers. A country is listed when both know it (about 240 of them), so every
// country a person can pick has a name and can check a phone number.

countries.registerLocale(en);
countries.registerLocale(tr);
countries.registerLocale(ar);

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. TR. */
  iso: string;
  /** The country's name in the interface's language. */
  name: string;
  /** The dial prefix, e.g. +90. */
  code: string;
  /** The flag as the two regional-indicator letters of its code (an emoji where the fonts have it). */
  flag: string;
}

const NAMED = new Set(Object.keys(countries.getAlpha2Codes()));
/** Every country with a name and a dial code, as libphonenumber-js spells the codes. */
export const COUNTRY_ISOS: readonly CountryCode[] = getCountries().filter((iso) => NAMED.has(iso));
const ISO_SET = new Set<string>(COUNTRY_ISOS);

export const isCountryIso = (value: string): value is CountryCode => ISO_SET.has(value);

/** The interface languages the names come in; any other falls back to English. */
const nameLanguage = (lang: string) => (['en', 'tr', 'ar'].includes(lang.slice(0, 2)) ? lang.slice(0, 2) : 'en');

/** A country's flag: its two letters shifted to the regional-indicator symbols. */
export const flagOf = (iso: string): string =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

export const dialCodeOf = (iso: string): string => (isCountryIso(iso) ? `+${getCountryCallingCode(iso)}` : '');

/** A country's name in the language, or the code itself when unknown. */
export function countryNameOf(iso: string, lang: string): string {
  return countries.getName(iso, nameLanguage(lang), { select: 'official' }) ?? iso;
}

const cache = new Map<string, readonly Country[]>();

/** All the countries, named in the language and sorted by name in its alphabet (built once per language). */
export function countryList(lang: string): readonly Country[] {
  const language = nameLanguage(lang);
  const known = cache.get(language);
  if (known) return known;
  const collator = new Intl.Collator(language);
  const list = COUNTRY_ISOS.map((iso) => ({
    iso,
    name: countryNameOf(iso, language),
    code: dialCodeOf(iso),
    flag: flagOf(iso),
  })).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}
