import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  badge: 'Hazırlanıyor',
  willHold: 'Bu ekranda şunlar yer alacak:',
  browse: 'Bu arada portal hakkında bilgi edinin',
  screens: {
    jobSearch: {
      title: 'İş arama',
      items: 'Anahtar kelimelerinize uygun sonuçlar; şirket, konum, çalışma türü, maaş ve CPA rozeti gösteren kartlar; sonuç sayılarıyla filtreler; sıralama; ilan kaydetme.',
    },
    jobInfo: {
      title: 'İlan ayrıntıları',
      items: 'İlan ve şirket hakkında her şey; kaydetme, paylaşma ve başvurma seçenekleriyle.',
    },
    jobApply: {
      title: 'İlana başvur',
      items: 'Profilinizdeki bilgilerle önceden doldurulmuş bir başvuru; özgeçmişiniz, isteğe bağlı bir ön yazı ve beklediğiniz maaş ile.',
    },
    myApplications: {
      title: 'Başvurularım',
      items: 'Başvurduğunuz her ilan; şirketi, başvuru tarihi ve başvurunuzun durumu ile birlikte, başvuruyu geri çekme seçeneğiyle.',
    },
    savedJobs: {
      title: 'Kaydedilen ilanlar',
      items: 'Kaydettiğiniz ilanlar; son başvuru tarihinden önce başvurmanız için hazır.',
    },
    profile: {
      title: 'Profilim',
      items: 'Kişisel bilgileriniz, iş deneyiminiz, eğitim bilgileriniz ve lisanslarınız, özgeçmişleriniz ve CPA durumunuz.',
    },
    createEmployer: {
      title: 'İşveren hesabı oluştur',
      items: 'Sizin ve şirketiniz için adım adım ilerleyen bir form: iletişim bilgileri, şirket profili, logo ve ruhsat numarası, ardından e-posta doğrulaması.',
    },
  },
};
export default tr;
