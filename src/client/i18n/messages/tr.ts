import type { Translation } from '../translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  emailRequired: 'E-posta adresinizi girin',
  emailTooLong: 'E-posta adresi çok uzun',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  passwordRequired: 'Bir şifre girin',
  passwordTooShort: 'Şifre en az 8 karakter olmalıdır',
  passwordTooLong: 'Şifre en fazla 128 karakter olmalıdır',
  nameRequired: 'Adınızı girin',
  nameTooLong: 'Ad en fazla 80 karakter olmalıdır',
  codeRequired: 'E-postadaki kodu girin',
  codeFormat: 'Kod 6 haneden oluşur',
  emailInUse: 'Bu e-posta adresi zaten kullanılıyor',
  checkEmail: 'E-posta adresinizi kontrol edin',
  checkPassword: 'Şifrenizi kontrol edin',
  invalidToken: 'Geçersiz erişim belirteci algılandı.',
  invalidTokenOrUser: 'Geçersiz erişim belirteci algılandı veya kullanıcı bulunamadı',
  accountDisabled: 'Bu hesap devre dışı bırakıldı. Lütfen site yöneticileriyle iletişime geçin.',
  alreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  codeWrong: 'Kod doğru değil. Gönderdiğimiz e-postayı kontrol edip tekrar deneyin.',
  codeExpired: 'Kodun süresi doldu. Yeni bir kod isteyin.',
  codeExhausted: 'Kod çok fazla kez hatalı girildi. Yeni bir kod isteyin.',
  codeMissing: 'Etkin bir kod bulunmuyor. Yeni bir kod isteyin.',
  tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  bodyTooLarge: 'İstek gövdesi çok büyük (sınır 1 MB).',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  serverError: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
  networkError: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  unknownError: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
};
export default tr;
