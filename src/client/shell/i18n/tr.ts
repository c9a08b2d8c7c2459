import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  appName: 'CPA Kariyer',
  appTagline: 'Muhasebe mesleğinin kariyer portalı',
  skipToContent: 'Ana içeriğe geç',
  loading: 'Yükleniyor…',
  nav: {
    label: 'Ana gezinme',
    jobSeekers: 'İş arayanlar',
    company: 'Kurumsal',
    home: 'Ana sayfa',
    searchJobs: 'İş ara',
    savedJobs: 'Kaydedilen ilanlar',
    myApplications: 'Başvurularım',
    profile: 'Profilim',
    employers: 'İşverenler',
    postJobs: 'İlan yayınla',
    aboutUs: 'Hakkımızda',
    privacyPolicy: 'Gizlilik politikası',
    terms: 'Kullanım koşulları',
  },
  toolbar: {
    openNavigation: 'Gezinme menüsünü aç',
    toggleNavigation: 'Gezinme menüsünü göster veya gizle',
    language: 'Dili değiştir',
    enterFullscreen: 'Tam ekrana geç',
    exitFullscreen: 'Tam ekrandan çık',
    fullscreenUnsupported: 'Bu tarayıcı tam ekran modunu (fullscreenElement) desteklemiyor',
    userMenu: 'Hesap menüsü',
  },
  languages: { en: 'English', tr: 'Türkçe', ar: 'العربية' },
  userMenu: {
    guest: 'Misafir',
    guestUser: 'Misafir Kullanıcı',
    signIn: 'Giriş Yap',
    signUp: 'Kaydol',
    signOut: 'Çıkış yap',
    profile: 'Profilim',
    verifyEmail: 'E-posta adresini doğrula',
    roles: { admin: 'Yönetici', staff: 'Personel', user: 'Kullanıcı' },
  },
  verifyBanner: {
    message: 'İş ilanlarına başvurabilmek için lütfen e-posta adresinizi doğrulayın.',
    action: 'Kodu girin',
  },
  footer: {
    rights: '© {{year}} CPA Kariyer. Tüm hakları saklıdır.',
    links: 'Alt bilgi bağlantıları',
  },
};
export default tr;
