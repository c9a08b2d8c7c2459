import i18n from 'i18next';
import { LANGUAGE_KEY } from '../../domain/constants.ts';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '../../domain/enums.ts';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const directionOf = (lang: Language): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr');

export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the interface language and the document's direction, and remembers the choice. */
export async function applyLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  await i18n.changeLanguage(lang);
}
