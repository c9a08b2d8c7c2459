import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  title: 'Kaydedilen ilanlar',
  subtitle: 'Daha sonra dönmek için kaydettiğiniz ilanlar. Hazır olduğunuzda başvurun.',
  loading: 'Kaydedilen ilanlarınız yükleniyor…',
  loadError: 'Kaydedilen ilanlarınız yüklenemedi.',
  retry: 'Tekrar dene',
  emptyTitle: 'Henüz kaydedilen ilan yok',
  emptyText: 'Arama sonuçlarından veya ilan sayfasından ilanları kaydedin; burada sizi bekleyecekler.',
  search: 'İlan ara',
  apply: 'Başvur',
  applyExternal: 'İşverenin sitesinde başvur',
  applied: 'Başvuruldu',
  unsave: 'Kaydedilenlerden çıkar',
  unsaveLabel: '{{position}} ilanını kaydedilenlerden çıkar',
  removed: 'Kaydedilen ilanlarınızdan çıkarıldı.',
  unsaveError: 'İlan çıkarılamadı. Tekrar deneyin.',
  open: 'Açık',
  closed: 'Kapandı',
  expired: 'Son başvuru tarihi geçti',
  closedNote: 'Bu ilan artık başvuru almıyor.',
  deadline: 'Son başvuru: {{date}}',
  cpa: 'CPA gerekli',
  unavailable: 'Kaydettiğiniz bazı ilanlar artık yayında olmadığı için gösterilmiyor.',
};
export default tr;
