import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  passwordField: {
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
  companyAvatar: {
    logo: 'شعار {{company}}',
  },
};
export default ar;
