import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  bannerTitle: 'Muhasebe ve finans alanındaki yeni pozisyonunuzu bulun',
  bannerSubtitle:
    'Mesleğe değer veren işverenlerden muhasebe, denetim, vergi ve finans alanlarında iş ilanları; İngilizce, Türkçe ve Arapça olarak.',
  search: {
    label: 'İş ara',
    keywords: 'Pozisyon, beceri veya anahtar kelime',
    location: 'Şehir veya ülke',
    submit: 'Ara',
  },
  latest: {
    title: 'En yeni ilanlar',
    all: 'Tüm ilanları gör',
    error: 'En yeni ilanlar yüklenemedi.',
    empty: 'Şu anda açık ilan yok. Lütfen kısa süre sonra tekrar bakın.',
  },
  featured: {
    title: 'Öne çıkan işverenler',
    openJobs: 'Açık ilan: {{count}}',
  },
  cards: {
    seekersTitle: 'İş arayanlar için',
    seekersText:
      'İş deneyiminizi, eğitim bilgilerinizi ve lisanslarınızı tek bir profilde toplayın, birkaç tıklamayla başvurun ve her başvurunuzu takip edin.',
    seekersAction: 'İş arayan hesabı oluştur',
    cpaTitle: 'CPA sertifikalı muhasebeciler',
    cpaText:
      'Bazı pozisyonlar CPA unvanı gerektirir. CPA durumunuzu bir kez onaylayın ve bu ilanlara doğrudan başvurun.',
    cpaAction: 'İlanlara göz at',
    employersTitle: 'İşverenler için',
    employersText: 'Şirketinizi kaydedin, ilan yayınlayın ve başvuruları işe alım ekibinizle birlikte değerlendirin.',
    employersAction: 'İşveren hesabı oluştur',
    employersActionSignedIn: 'İlan yayınla',
  },
};
export default tr;
