import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  confirm: {
    cancel: 'إلغاء',
    delete: 'حذف',
  },
  passwordField: {
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
  companyAvatar: {
    logo: 'شعار {{company}}',
  },
  dateField: {
    cancel: 'إلغاء',
    clear: 'مسح',
    ok: 'موافق',
    today: 'اليوم',
    pick: 'اختر التاريخ',
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    previous: 'العرض السابق',
    next: 'العرض التالي',
    calendar: 'التقويم',
    change: 'اختر التاريخ، التاريخ المحدد {{date}}',
    choose: 'اختر التاريخ',
    toCalendar: 'عرض السنوات مفتوح، انتقل إلى عرض التقويم',
    toYears: 'عرض التقويم مفتوح، انتقل إلى عرض السنوات',
    yyyy: 'سنة',
    mm: 'شهر',
    dd: 'يوم',
    year: 'السنة',
    month: 'الشهر',
    day: 'اليوم',
    empty: 'فارغ',
  },
};
export default ar;
