import type { Translation } from '../../../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  bell: {
    label: 'Bildirimler',
    labelUnread: 'Bildirimler ({{count}} okunmamış)',
  },
  panel: {
    title: 'Bildirimler',
    unread: 'Okunmamış: {{count}}',
    allRead: 'Hepsini okudunuz',
    markAllRead: 'Tümünü okundu işaretle',
    seeAll: 'Tüm bildirimleri gör',
    listLabel: 'Son bildirimler',
    loading: 'Bildirimler yükleniyor…',
    error: 'Bildirimler yüklenemedi.',
    retry: 'Tekrar dene',
  },
  item: {
    markRead: 'Okundu işaretle',
    markUnread: 'Okunmadı işaretle',
    delete: 'Sil',
    unread: 'Okunmamış',
  },
  empty: {
    title: 'Bildirim yok',
    text: 'Başvurularınız, ilanlarınız ve mesajlarınızla ilgili haberler oldukça burada görünür.',
  },
  page: {
    title: 'Bildirimler',
    subtitle: 'Bildirim: {{count}} · okunmamış: {{unread}}',
    subtitleLoading: 'Portalın size bildirdiği her şey, en yenisi önce',
    listLabel: 'Tüm bildirimler',
    more: 'Daha fazla göster',
  },
};
export default tr;
