import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_KEY } from '../../domain/constants.ts';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '../../domain/enums.ts';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const directionOf = (lang: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr');

/** The cookie that tells the server which language to render a public page in (src/server/ssr). */
export const LANGUAGE_COOKIE = 'lang';

function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** A language named in the address (`?lang=tr`), as a shared link may. */
export function languageInUrl(): Language | undefined {
  const named = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(named) ? named : undefined;
}

/**
 * The language to start in: one named in the address (`?lang=ar`, a shared link), else the one
 * chosen in this browser, else the one the server rendered the page in (`served`), else the
 * browser's own.
 */
export function initialLanguage(served?: Language): Language {
  const fromUrl = languageInUrl();
  if (fromUrl) return fromUrl;
  const stored = storedLanguage();
  if (stored) return stored;
  if (served) return served;
  const browser = navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** The interface language, outside React (a request's parameter). In a component, useLanguage(). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The interface language of this render (the server renders each page with its own i18next). */
export function useLanguage(): Language {
  const { i18n: own } = useTranslation();
  return isLanguage(own.language) ? own.language : 'en';
}

/** Sets the document's language and direction, and the cookie the server renders public pages by. */
export function showLanguage(lang: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** A language the reader chose (in the menu, or by a link naming it): kept in this browser too. */
export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Without storage the cookie still carries it.
  }
  showLanguage(lang);
}

/** Switches the interface language and the document's direction, and remembers the choice. */
export async function applyLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await i18n.changeLanguage(lang);
}
