import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  label: 'Çerez onayı',
  title: 'Çerez kullanıyoruz',
  text: 'Zorunlu çerezler oturumunuzun açık kalmasını ve ayarlarınızın hatırlanmasını sağlar. İzin verirseniz sitenin nasıl kullanıldığını öğrenip geliştirmek için analiz çerezleri de kullanırız.',
  policy: 'Gizlilik politikamızı okuyun',
  acceptAll: 'Tüm çerezleri kabul et',
  rejectAll: 'Tüm çerezleri reddet',
  modify: 'Çerez tercihlerini değiştir',
  save: 'Tercihleri kaydet',
  preferences: 'Çerez tercihleri',
  necessary: 'Zorunlu (her zaman açık)',
  necessaryText: 'Giriş yapma, güvenlik ve dil ile düzen ayarlarınız için gereklidir. Kapatılamaz.',
  analytics: 'Analiz',
  analyticsText: 'Portalı geliştirebilmemiz için hangi sayfaların ziyaret edildiğine dair anonim istatistikler.',
};
export default tr;
