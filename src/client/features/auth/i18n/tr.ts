import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  consent: {
    agreeTerms: '<privacy>Gizlilik politikasını</privacy> ve <terms>kullanım koşullarını</terms> kabul ediyorum',
    agreeMarketing: 'Tanıtım materyalleri almayı kabul ediyorum',
    backHome: 'Ana sayfaya dön',
    required: 'Devam etmek için her iki kutuyu da işaretleyin.',
  },
  signInConsent: {
    title: 'Hesabınıza giriş yapın',
    welcome: "CPA Kariyer'e yeniden hoş geldiniz. Giriş yapmadan önce lütfen aşağıdakileri onaylayın.",
    submit: 'Giriş yap',
  },
  signUpConsent: {
    title: 'Yeni bir hesapla kaydolun',
    welcome:
      "İlanları kaydetmek, birkaç tıklamayla başvurmak ve başvurularınızı takip etmek için CPA Kariyer'e katılın.",
    submit: 'Kaydol',
  },
  signIn: {
    title: 'Giriş yap',
    subtitle: 'CPA Kariyer hesabınızın e-posta adresini ve şifresini kullanın.',
    email: 'E-posta adresi',
    password: 'Şifre',
    submit: 'Giriş yap',
    submitting: 'Giriş yapılıyor…',
    forgot: 'Şifrenizi mi unuttunuz?',
    noAccount: 'Henüz bir hesabınız yok mu?',
    createJobseeker: 'İş arayan hesabı oluştur',
    createEmployer: 'İşveren hesabı oluştur',
    close: 'Kapat',
  },
  createJobseeker: {
    title: 'İş arayan hesabı oluşturun',
    subtitle: 'İlanları kaydedin, birkaç tıklamayla başvurun ve her başvurunuzu takip edin.',
    displayName: 'Görünen ad',
    email: 'E-posta adresi',
    password: 'Şifre',
    passwordHelp: 'En az 8 karakter.',
    submit: 'Hesap oluştur',
    submitting: 'Hesabınız oluşturuluyor…',
    agreement:
      'Hesap oluşturarak <privacy>gizlilik politikasını</privacy> ve <terms>kullanım koşullarını</terms> kabul etmiş olursunuz.',
    haveAccount: 'Zaten bir hesabınız var mı?',
    signIn: 'Giriş yap',
    employerInstead: 'Personel mi arıyorsunuz? Bunun yerine işveren hesabı oluşturun',
    stepAccount: 'Hesabınız',
    stepVerify: 'E-postanızı doğrulayın',
    stepDone: 'Hazır',
  },
  verify: {
    title: 'E-postanızı kontrol edin',
    sentTo:
      '<strong>{{email}}</strong> adresine 6 haneli bir kod gönderdik. Adresinizi doğrulamak için kodu aşağıya girin.',
    code: 'Doğrulama kodu',
    submit: 'E-postayı doğrula',
    submitting: 'Kontrol ediliyor…',
    resend: 'Yeni kod gönder',
    resent: 'Yeni bir kod gönderiliyor. Kodlar 24 saat geçerlidir.',
    doneTitle: 'E-posta adresiniz doğrulandı',
    doneMessage: 'Hesabınız hazır. Artık iş ilanlarına başvurabilirsiniz.',
    continue: 'Kaldığınız yerden devam edin',
    findJobs: 'İş ilanlarını keşfet',
    goHome: 'Ana sayfaya git',
  },
  reset: {
    title: 'Şifrenizi sıfırlayın',
    requestSubtitle:
      'Hesabınızın e-posta adresini girin; yeni bir şifre belirleyebilmeniz için size bir kod gönderelim.',
    email: 'E-posta adresi',
    sendCode: 'Bana kod gönder',
    sending: 'Gönderiliyor…',
    codeSent: '{{email}} adresine ait bir hesap varsa, kod gönderiliyor. Kod 24 saat geçerlidir.',
    code: 'E-postadaki kod',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifreyi tekrar girin',
    mismatch: 'Girdiğiniz iki şifre aynı değil',
    submit: 'Yeni şifreyi kaydet',
    submitting: 'Kaydediliyor…',
    otherEmail: 'Başka bir e-posta adresi kullan',
    doneTitle: 'Şifreniz değiştirildi',
    doneMessage: 'Yeni şifrenizle giriş yaptınız.',
    goHome: 'Ana sayfaya git',
    backToSignIn: 'Giriş sayfasına dön',
  },
};
export default tr;
