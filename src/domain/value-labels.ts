import type { ApplicationStatus, Language } from './enums.ts';

/**
 * The words for a value set, once, in every language: the same words on every screen (the
 * candidate's and the employer's) and in every e-mail. The client's `values` i18n namespace is
 * made from these; the server's mails read them directly.
 */
export const APPLICATION_STATUS_LABELS: Record<Language, Record<ApplicationStatus, string>> = {
  en: {
    submitted: 'Submitted',
    reviewing: 'In review',
    shortlisted: 'Shortlisted',
    interviewing: 'Interviewing',
    offered: 'Offer made',
    hired: 'Hired',
    rejected: 'Not selected',
    withdrawn: 'Withdrawn',
  },
  tr: {
    submitted: 'Gönderildi',
    reviewing: 'İnceleniyor',
    shortlisted: 'Kısa listede',
    interviewing: 'Mülakat aşamasında',
    offered: 'Teklif yapıldı',
    hired: 'İşe alındı',
    rejected: 'Seçilmedi',
    withdrawn: 'Geri çekildi',
  },
  ar: {
    submitted: 'مُرسل',
    reviewing: 'قيد المراجعة',
    shortlisted: 'في القائمة المختصرة',
    interviewing: 'مرحلة المقابلة',
    offered: 'تم تقديم عرض',
    hired: 'تم التوظيف',
    rejected: 'لم يتم الاختيار',
    withdrawn: 'مسحوب',
  },
};

/** The `values` namespace of the client's translations, per language. */
export const valueLabels = (language: Language) => ({ applicationStatus: APPLICATION_STATUS_LABELS[language] });
