import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

const tr: Translation<typeof en> = {
  confirm: {
    cancel: 'Vazgeç',
    delete: 'Sil',
  },
  passwordField: {
    show: 'Şifreyi göster',
    hide: 'Şifreyi gizle',
  },
  companyAvatar: {
    logo: '{{company}} logosu',
  },
  dateField: {
    cancel: 'İptal',
    clear: 'Temizle',
    ok: 'Tamam',
    today: 'Bugün',
    pick: 'Tarih seçin',
    previousMonth: 'Önceki ay',
    nextMonth: 'Sonraki ay',
    previous: 'Önceki görünüm',
    next: 'Sonraki görünüm',
    calendar: 'Takvim',
    change: 'Tarih seçin, seçili tarih {{date}}',
    choose: 'Tarih seçin',
    toCalendar: 'Yıl görünümü açık, takvim görünümüne geç',
    toYears: 'Takvim görünümü açık, yıl görünümüne geç',
    yyyy: 'YYYY',
    mm: 'AA',
    dd: 'GG',
    year: 'Yıl',
    month: 'Ay',
    day: 'Gün',
    empty: 'Boş',
  },
};
export default tr;
