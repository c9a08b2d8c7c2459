import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const ar: Translation<typeof en> = {
  title: 'الوظائف المحفوظة',
  subtitle: 'وظائف حفظتها للعودة إليها. قدّم عندما تكون مستعدًا.',
  loading: 'جارٍ تحميل وظائفك المحفوظة…',
  loadError: 'تعذّر تحميل وظائفك المحفوظة.',
  retry: 'حاول مرة أخرى',
  emptyTitle: 'لا توجد وظائف محفوظة بعد',
  emptyText: 'احفظ الوظائف من نتائج البحث أو من صفحة الوظيفة، وستجدها بانتظارك هنا.',
  search: 'ابحث عن وظائف',
  apply: 'قدّم الآن',
  applyExternal: 'التقديم عبر موقع صاحب العمل',
  applied: 'تم التقديم',
  unsave: 'إزالة من المحفوظات',
  unsaveLabel: 'إزالة {{position}} من الوظائف المحفوظة',
  removed: 'تمت الإزالة من وظائفك المحفوظة.',
  unsaveError: 'تعذّرت إزالة الوظيفة. حاول مرة أخرى.',
  open: 'مفتوحة',
  closed: 'مغلقة',
  expired: 'انتهى موعد التقديم',
  closedNote: 'لم تعد هذه الوظيفة تستقبل طلبات.',
  deadline: 'آخر موعد للتقديم: {{date}}',
  cpa: 'تتطلب شهادة CPA',
  unavailable: 'بعض الوظائف المحفوظة لم تعد منشورة ولذلك لا تظهر.',
};
export default ar;
