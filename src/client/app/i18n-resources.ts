/**
 * One namespace per feature (and one for the shell and one for components/); each folder owns its
 * strings in en, tr and ar.
 */
import ar from './i18n-resources-ar.ts';
import en from './i18n-resources-en.ts';
import tr from './i18n-resources-tr.ts';

/** Every language's strings at once: for the tests that compare them (the app loads one at a time). */
export const resources = { en, tr, ar } as const;
