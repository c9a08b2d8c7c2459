import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../domain/enums.ts';
import { initialLanguage, isLanguage, languageInUrl, rememberLanguage, showLanguage } from '../i18n/language.ts';
import en from './i18n-resources-en-core.ts';

// The public site's English comes with the app (it is also the fallback for a key a translation
// lacks). The rest is fetched by those who use it, in two parts a language: the public site's and
// the shell's namespaces before the first paint, the workspace's (employers', staff's, the apps')
// with the first screen that asks for one; so nobody downloads three languages, or an employer's
// screens to read a job. i18next asks this backend for a namespace it lacks; react-i18next
// suspends the screen that asked until it is in.
type Texts = Promise<{ default: Record<string, ResourceKey> }>;
const LOADERS: Record<Language, { core: () => Texts; workspace: () => Texts }> = {
  en: { core: async () => ({ default: en }), workspace: () => import('./i18n-resources-en-workspace.ts') },
  tr: {
    core: () => import('./i18n-resources-tr-core.ts'),
    workspace: () => import('./i18n-resources-tr-workspace.ts'),
  },
  ar: {
    core: () => import('./i18n-resources-ar-core.ts'),
    workspace: () => import('./i18n-resources-ar-workspace.ts'),
  },
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    LOADERS[language][namespace in en ? 'core' : 'workspace']()
      .then((bundle) => callback(null, bundle.default[namespace] ?? {}))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

/**
 * Starts fetching the workspace's texts in the reader's language, for a route whose screen uses
 * them (router/routes.tsx). Never fails: a failed fetch is met again, and reported, when the
 * screen asks for its namespace. On the server, where this i18next is not started, it does nothing.
 */
export function preloadWorkspaceTexts(): Promise<unknown> {
  const language = i18n.language;
  return isLanguage(language) ? LOADERS[language].workspace().catch(() => undefined) : Promise.resolve();
}

/**
 * The options the browser's i18next and the server's (one per rendered page) share. `ns`: the
 * namespaces loaded at the start (the browser's are those that come with the app).
 */
export const i18nOptions = (lng: Language, ns: string[] = Object.keys(en)): InitOptions => ({
  lng,
  fallbackLng: 'en',
  ns,
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Starts the browser's i18next in the reader's language (`served`: the one a server-rendered
 * page was drawn in) and resolves once its strings are in: the app renders after it, in that
 * language. Resolves to the language chosen.
 */
export async function startI18n(served?: Language): Promise<Language> {
  const lng = initialLanguage(served);
  if (languageInUrl() === lng) rememberLanguage(lng);
  else showLanguage(lng);
  await i18n
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({ ...i18nOptions(lng), resources: { en }, partialBundledLanguages: true });
  return lng;
}

export default i18n;
