import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, initialLanguage } from '../i18n/language.ts';
import { namespaces, resources } from './i18n-resources.ts';

const lng = initialLanguage();
document.documentElement.lang = lng;
document.documentElement.dir = directionOf(lng);

void i18n.use(initReactI18next).init({
  resources,
  lng,
  fallbackLng: 'en',
  ns: namespaces,
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export default i18n;
