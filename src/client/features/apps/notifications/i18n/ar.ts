import type { Translation } from '../../../../i18n/translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  bell: {
    label: 'الإشعارات',
    labelUnread: 'الإشعارات (غير المقروءة: {{count}})',
  },
  panel: {
    title: 'الإشعارات',
    unread: 'غير المقروءة: {{count}}',
    allRead: 'لا جديد',
    markAllRead: 'تعليم الكل كمقروء',
    seeAll: 'عرض كل الإشعارات',
    listLabel: 'أحدث الإشعارات',
    loading: 'جارٍ تحميل الإشعارات…',
    error: 'تعذّر تحميل الإشعارات.',
    retry: 'حاول مرة أخرى',
  },
  item: {
    markRead: 'تعليم كمقروء',
    markUnread: 'تعليم كغير مقروء',
    delete: 'حذف',
    unread: 'غير مقروء',
  },
  empty: {
    title: 'لا توجد إشعارات',
    text: 'ستظهر هنا أخبار طلباتك ووظائفك ورسائلك فور حدوثها.',
  },
  page: {
    title: 'الإشعارات',
    subtitle: 'الإشعارات: {{count}} · غير المقروءة: {{unread}}',
    subtitleLoading: 'كل ما أبلغك به البوابة، الأحدث أولًا',
    listLabel: 'كل الإشعارات',
    more: 'عرض المزيد',
  },
};
export default ar;
