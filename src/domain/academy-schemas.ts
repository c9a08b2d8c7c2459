import { z } from 'zod';
import { LANGUAGES, type Language } from './enums.ts';
import { catalog } from './messages.ts';
import {
  ACADEMY_DESCRIPTION_MAX,
  ACADEMY_DURATION_MAX,
  ACADEMY_SEARCH_MAX,
  ACADEMY_STEPS_MAX,
  ACADEMY_STEP_SUBTITLE_MAX,
  ACADEMY_STEP_TITLE_MAX,
  ACADEMY_TEXTS,
  ACADEMY_TITLE_MAX,
} from './academy-texts.ts';
export * from './academy-texts.ts';

// The academy (/apps/academy): short courses every signed-in person may take, step by step, with
// their place in each course kept on the server (so it continues on another browser). The staff
// write the courses. A course's title and description may be translated (English is the fallback);
// its steps are written once.

/** The template's sample categories, and the body's own continuing professional education. */
export const ACADEMY_CATEGORY_SLUGS = ['web', 'android', 'firebase', 'cloud', 'cpe'] as const;
export type AcademyCategorySlug = (typeof ACADEMY_CATEGORY_SLUGS)[number];

export const ACADEMY_STEP_CONTENT_MAX = 50_000;

export const ACADEMY_MESSAGES = catalog('academy', ACADEMY_TEXTS);
const M = ACADEMY_MESSAGES;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const courseTextSchema = z.object({
  language: z.enum(LANGUAGES),
  title: text(M.titleRequired, ACADEMY_TITLE_MAX, M.titleTooLong),
  description: text(M.descriptionRequired, ACADEMY_DESCRIPTION_MAX, M.descriptionTooLong),
});
export type CourseText = Omit<z.infer<typeof courseTextSchema>, 'language'>;

export const courseStepSchema = z.object({
  title: text(M.stepTitleRequired, ACADEMY_STEP_TITLE_MAX, M.stepTitleTooLong),
  subtitle: z.string().trim().max(ACADEMY_STEP_SUBTITLE_MAX, M.stepSubtitleTooLong).default(''),
  /** HTML from the editor; the server sanitizes it before it is stored. */
  content: text(M.stepContentRequired, ACADEMY_STEP_CONTENT_MAX, M.stepContentTooLong),
});
export type CourseStepInput = z.infer<typeof courseStepSchema>;

export const courseInputSchema = z.object({
  categoryId: z.uuid({ error: M.categoryInvalid }),
  duration: z
    .number({ error: M.durationInvalid })
    .int(M.durationInvalid)
    .min(1, M.durationInvalid)
    .max(ACADEMY_DURATION_MAX, M.durationInvalid),
  featured: z.boolean().default(false),
  translations: z
    .array(courseTextSchema)
    .min(1, M.englishRequired)
    .max(LANGUAGES.length, M.languageTwice)
    .superRefine((items, ctx) => {
      const seen = new Set<Language>();
      for (const item of items) {
        if (seen.has(item.language)) ctx.addIssue({ code: 'custom', message: M.languageTwice });
        seen.add(item.language);
      }
      if (!seen.has('en')) ctx.addIssue({ code: 'custom', message: M.englishRequired });
    }),
  steps: z.array(courseStepSchema).min(1, M.stepsRequired).max(ACADEMY_STEPS_MAX, M.stepsTooMany),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

/**
 * Where someone is in a course: the step they are on (0-based), and whether they finished it.
 * Finishing keeps the step (the last one), so "start again" is a save of step 0, not completed.
 */
export const progressInputSchema = z.object({
  courseId: z.uuid({ error: M.courseNotFound }),
  currentStep: z.number({ error: M.stepInvalid }).int(M.stepInvalid).min(0, M.stepInvalid),
  completed: z.boolean().default(false),
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

export const courseFilterSchema = z.object({
  categorySlug: z.string().trim().max(50).nullish(),
  search: z.string().trim().max(ACADEMY_SEARCH_MAX, M.searchTooLong).nullish(),
  hideCompleted: z.boolean().nullish(),
});
export type CourseFilter = z.infer<typeof courseFilterSchema>;

/** A slug made from a title (latin letters and digits). */
export function courseSlug(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
