import { LANGUAGES, type Language } from '../../domain/enums.ts';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The languages of an Accept-Language header, best first (q-values honoured, "tr-TR" read as "tr"). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.lang);
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface LanguageHints {
  /** `?lang=` of the address (a shared link). */
  query?: string;
  cookie?: string;
  acceptLanguage?: string;
}

/**
 * The language a public page is rendered in, as the browser will start in (client
 * i18n/language.ts): one the address names, else the reader's choice (the `lang` cookie the
 * client keeps), else the first of the browser's languages we speak, else English.
 */
export function pageLanguage(hints: LanguageHints): Language {
  if (isLanguage(hints.query)) return hints.query;
  const chosen = cookieValue(hints.cookie, 'lang');
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguages(hints.acceptLanguage).find(isLanguage) ?? 'en';
}
