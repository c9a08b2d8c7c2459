import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  notFound: {
    title: '404',
    message: 'İstediğiniz sayfa bulunamadı.',
    home: 'Ana sayfaya geri dön',
  },
  error: {
    title: 'Bir şeyler ters gitti.',
    hint: 'Beklenmeyen bir hata nedeniyle bu sayfa görüntülenemedi. Sayfayı yeniden yükleyebilir veya ana sayfaya dönebilirsiniz.',
    details: 'Hata ayrıntıları',
    reload: 'Sayfayı yeniden yükle',
    home: 'Ana sayfaya git',
  },
  about: {
    loading: 'Yükleniyor',
    title: 'Hakkımızda',
    intro:
      'CPA Kariyer, muhasebe meslek kuruluşumuzun kariyer portalıdır. Muhasebe, denetim, vergi ve finans alanlarında nitelikli çalışan arayan işverenlerle bu niteliklere sahip meslek mensuplarını bir araya getirir.',
    missionTitle: 'Misyonumuz',
    mission:
      'Üyelerimizin ve iş arayanların niteliklerine uygun pozisyonlar bulmalarına, işverenlerin de güvenebilecekleri CPA sertifikalı muhasebecilere ve finans profesyonellerine ulaşmalarına yardımcı oluyoruz.',
    seekersTitle: 'İş arayanlar için',
    seekers:
      'Açık pozisyonları arayın, beğendiklerinizi kaydedin, burada tuttuğunuz profille başvurun ve her başvurunuzu gönderildiği andan işe alındığınız ana kadar takip edin.',
    employersTitle: 'İşverenler için',
    employers:
      'Şirketinizi kaydedin, ilan yayınlayın (CPA gerektiren pozisyonlar dahil) ve başvuranları işe alım ekipleri için tasarlanmış bir panoda değerlendirin.',
  },
  privacy: {
    title: 'Gizlilik politikası',
    updated: 'Son güncelleme: 1 Kasım 2026',
    sections: {
      collectTitle: 'Topladığımız bilgiler',
      collect:
        'Adınız, e-posta adresiniz ve şifreniz (yalnızca güvenli bir özet değeri olarak saklanır), doldurmayı tercih ettiğiniz profil, kaydettiğiniz ilanlar ve gönderdiğiniz başvurular.',
      useTitle: 'Bilgileri nasıl kullanıyoruz',
      use: 'Hesabınızı yönetmek, başvurularınızı başvurduğunuz işverenlere göstermek ve size gerekli e-postaları (doğrulama kodları, şifre sıfırlama, başvuru güncellemeleri) göndermek için.',
      shareTitle: 'Bilgileri kimler görür',
      share:
        'İşverenler bir başvuruyu ve ona eklenen profili yalnızca ilanlarından birine başvurduğunuzda görür. Verilerinizi asla satmayız.',
      rightsTitle: 'Haklarınız',
      rights:
        'Verilerinizi dilediğiniz zaman profilinizden görüntüleyebilir, düzeltebilir ve silebilir ya da bunu sizin adınıza yapmamızı isteyebilirsiniz.',
      marketingTitle: 'Tanıtım materyalleri',
      marketing:
        'Tanıtım materyallerini yalnızca almayı kabul ettiyseniz göndeririz; bu onayınızı dilediğiniz zaman geri çekebilirsiniz.',
    },
  },
  terms: {
    title: 'Kullanım koşulları',
    updated: 'Son güncelleme: 1 Kasım 2026',
    sections: {
      accountTitle: 'Hesabınız',
      account:
        'Şifrenizi gizli, bilgilerinizi güncel ve doğru tutun. Hesabınızla yapılan her işlemden siz sorumlusunuz.',
      contentTitle: 'Yayınladığınız içerik',
      content:
        'İş arayanlar gerçeğe uygun bilgilerle başvurmalıdır. İşverenler yalnızca doldurmayı amaçladıkları gerçek pozisyonlar için ilan yayınlamalı ve adaylardan ücret talep etmemelidir.',
      cpaTitle: 'CPA durumu',
      cpa: 'CPA beyanı yalnızca personelimiz tarafından doğrulandıktan sonra gösterilir. Gerçeğe aykırı beyan, hesabın kapatılmasıyla sonuçlanır.',
      moderationTitle: 'İçerik denetimi',
      moderation: 'Personelimiz şirketleri ve ilanları inceler; bu koşulları ihlal eden içerikleri kaldırabilir.',
      liabilityTitle: 'Sorumluluk',
      liability:
        'Portalı olduğu gibi sunarız ve bir iş arayan ile bir işveren arasındaki hiçbir iş sözleşmesinin tarafı değiliz.',
    },
  },
  languages: {
    title: 'Diller',
    subtitle: 'CPA Kariyer İngilizce, Türkçe ve Arapça',
    sections: {
      whichTitle: 'Üç dil',
      which:
        'CPA Kariyer’in her ekranı, mesajı ve e-postası English (İngilizce), Türkçe ve العربية (Arapça) olarak kullanılabilir. Üst çubuktaki bayrakla gösterilen dil menüsünden birini seçin; sayfa, yazdıklarınızı kaybetmeden hemen değişir.',
      rememberTitle: 'Seçiminiz nasıl hatırlanır',
      remember:
        'İlk ziyaretinizde site, bu üç dilden biriyse tarayıcınızın dilini, değilse İngilizceyi kullanır. Seçtiğiniz dil bu tarayıcıda saklanır ve site bir sonraki sefer o dilde açılır. Oturum açtığınızda dil hesabınıza da kaydedilir; size gönderdiğimiz e-postalar (kodlar, başvuru güncellemeleri, şirketiniz veya ilanlarınızla ilgili kararlar) bu dilde yazılır.',
      rtlTitle: 'Arapça sağdan sola okunur',
      rtl: 'Arapçada tüm düzen aynalanır: metin sağdan sola okunur, gezinme menüsü sağda durur ve oklar ters yönü gösterir. Tarihler seçtiğiniz dilin kurallarına göre yazılır.',
      userTextTitle: 'Kullanıcıların yazdıkları kendi yönünü korur',
      userText:
        'İlan başlıkları, şirket adları, açıklamalar, adresler ve notlar yazarlarının yazdığı gibi gösterilir, çevrilmez. Her biri kendi yönünü korur: İngilizce bir ilan başlığı Arapça bir sayfada soldan sağa, Arapça bir şirket adı İngilizce bir sayfada sağdan sola okunur; böylece noktalama işaretleri, sayılar ve maaş aralıkları yerinde kalır.',
      reportTitle: 'Çeviri hatası bildirin',
      report:
        'Bir sözcük yanlış, eksik ya da kulağa tuhaf geliyorsa bize sayfanın adresini, dili, sözcüklerin göründüğü hâlini ve ne olması gerektiğini yazın; ekran görüntüsü işe yarar. Ekibimiz çevirileri bir sonraki sürümde düzeltir.',
      reportTo: 'Yazacağınız adres:',
      reportSubject: 'Çeviri hatası',
    },
  },
};
export default tr;
