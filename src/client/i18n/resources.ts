import authAr from '../features/auth/i18n/ar.ts';
import authEn from '../features/auth/i18n/en.ts';
import authTr from '../features/auth/i18n/tr.ts';
import homeAr from '../features/home/i18n/ar.ts';
import homeEn from '../features/home/i18n/en.ts';
import homeTr from '../features/home/i18n/tr.ts';
import pagesAr from '../features/pages/i18n/ar.ts';
import pagesEn from '../features/pages/i18n/en.ts';
import pagesTr from '../features/pages/i18n/tr.ts';
import plannedAr from '../features/planned/i18n/ar.ts';
import plannedEn from '../features/planned/i18n/en.ts';
import plannedTr from '../features/planned/i18n/tr.ts';
import shellAr from '../shell/i18n/ar.ts';
import shellEn from '../shell/i18n/en.ts';
import shellTr from '../shell/i18n/tr.ts';
import messagesAr from './messages/ar.ts';
import messagesEn from './messages/en.ts';
import messagesTr from './messages/tr.ts';

/** One namespace per feature; each feature folder owns its strings in en, tr and ar. */
export const resources = {
  en: { shell: shellEn, auth: authEn, home: homeEn, pages: pagesEn, planned: plannedEn, messages: messagesEn },
  tr: { shell: shellTr, auth: authTr, home: homeTr, pages: pagesTr, planned: plannedTr, messages: messagesTr },
  ar: { shell: shellAr, auth: authAr, home: homeAr, pages: pagesAr, planned: plannedAr, messages: messagesAr },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];
