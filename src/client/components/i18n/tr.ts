import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  passwordField: {
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
  },
  companyAvatar: {
    logo: '{{company}} logosu',
  },
};
export default tr;
