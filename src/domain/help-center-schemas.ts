import { z } from 'zod';
import { emailSchema } from './auth-schemas.ts';
import { LANGUAGES, type Language } from './enums.ts';
import { catalog } from './messages.ts';
import {
  HELP_ANSWER_MAX,
  HELP_CENTER_TEXTS,
  HELP_QUESTION_MAX,
  HELP_SEARCH_MAX,
  HELP_SUBTITLE_MAX,
  HELP_TITLE_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
} from './help-center-texts.ts';
export * from './help-center-texts.ts';

// The help center (/apps/help-center): the portal's own questions and guides, in English, Turkish
// and Arabic (English is the fallback of a text not yet translated), and a support form that
// reaches the staff. Staff edit the content from the same screens.

export const HELP_CENTER_FAQ_CATEGORIES = [
  'most-asked',
  'general-inquiries',
  'licenses',
  'payments',
  'support',
] as const;
export const HELP_CENTER_GUIDE_CATEGORIES = [
  'getting-started',
  'projects',
  'settings',
  'payments',
  'your-account',
] as const;
export const HELP_CENTER_CATEGORY_KINDS = ['faq', 'guide'] as const;
export type HelpCenterCategoryKind = (typeof HELP_CENTER_CATEGORY_KINDS)[number];

export const HELP_CONTENT_MAX = 50_000;
/** Support requests one address (or account) may send in SUPPORT_WINDOW_MS. */
export const SUPPORT_MAX_PER_WINDOW = 5;
export const SUPPORT_WINDOW_MS = 60 * 60 * 1000;

export const HELP_CENTER_MESSAGES = catalog('helpCenter', HELP_CENTER_TEXTS);
const M = HELP_CENTER_MESSAGES;

const languageSchema = z.enum(LANGUAGES);
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Translations: English required, each language at most once. */
function translations<T extends z.ZodRawShape>(shape: T) {
  return z
    .array(z.object({ language: languageSchema, ...shape }))
    .min(1, M.englishRequired)
    .max(LANGUAGES.length, M.languageTwice)
    .superRefine((items, ctx) => {
      const seen = new Set<Language>();
      for (const item of items as { language: Language }[]) {
        if (seen.has(item.language)) ctx.addIssue({ code: 'custom', message: M.languageTwice });
        seen.add(item.language);
      }
      if (!seen.has('en')) ctx.addIssue({ code: 'custom', message: M.englishRequired });
    });
}

export const faqTextSchema = z.object({
  question: text(M.questionRequired, HELP_QUESTION_MAX, M.questionTooLong),
  answer: text(M.answerRequired, HELP_ANSWER_MAX, M.answerTooLong),
});
export type FaqText = z.infer<typeof faqTextSchema>;

export const guideTextSchema = z.object({
  title: text(M.titleRequired, HELP_TITLE_MAX, M.titleTooLong),
  subtitle: z.string().trim().max(HELP_SUBTITLE_MAX, M.subtitleTooLong).default(''),
  content: text(M.contentRequired, HELP_CONTENT_MAX, M.contentTooLong),
});
export type GuideText = z.infer<typeof guideTextSchema>;

const idSchema = z.uuid({ error: M.categoryInvalid });

export const faqInputSchema = z.object({
  categoryId: idSchema,
  translations: translations(faqTextSchema.shape),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const guideInputSchema = z.object({
  categoryId: idSchema,
  translations: translations(guideTextSchema.shape),
});
export type GuideInput = z.infer<typeof guideInputSchema>;

export const reorderSchema = z.object({
  categoryId: idSchema,
  ids: z
    .array(z.uuid({ error: M.orderInvalid }))
    .min(1, M.orderInvalid)
    .max(500, M.orderInvalid),
});

export const helpSearchSchema = z.string().trim().max(HELP_SEARCH_MAX, M.searchTooLong);

export const supportRequestSchema = z.object({
  name: text(M.nameRequired, SUPPORT_NAME_MAX, M.nameTooLong),
  email: emailSchema,
  subject: text(M.subjectRequired, SUPPORT_SUBJECT_MAX, M.subjectTooLong),
  message: z
    .string({ error: M.messageTooShort })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, M.messageTooShort)
    .max(SUPPORT_MESSAGE_MAX, M.messageTooLong),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/** A slug made from a title (latin letters and digits; other scripts fall back to an id-based one). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
