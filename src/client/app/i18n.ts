import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, initialLanguage, isLanguage } from '../i18n/language.ts';
import en from './i18n-resources-en.ts';

// English comes with the app (it is also the fallback for a key a translation lacks); Turkish
// and Arabic are fetched only by those who read them, so nobody downloads three languages.
// i18next asks this backend for a language it lacks, and switches only once it has arrived.
const LOADERS = {
  tr: () => import('./i18n-resources-tr.ts'),
  ar: () => import('./i18n-resources-ar.ts'),
} as const;

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language) || language === 'en') return callback(null, {});
    LOADERS[language]()
      .then((bundle) => callback(null, (bundle.default as Record<string, ResourceKey>)[namespace] ?? {}))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

const lng = initialLanguage();
document.documentElement.lang = lng;
document.documentElement.dir = directionOf(lng);

/** Resolves once the first language's strings are in: the app renders after it, in that language. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { en },
    partialBundledLanguages: true,
    lng,
    fallbackLng: 'en',
    ns: Object.keys(en),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });

export default i18n;
