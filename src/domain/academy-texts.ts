// The academy texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const ACADEMY_TITLE_MAX = 200;

export const ACADEMY_DESCRIPTION_MAX = 1000;

export const ACADEMY_STEP_TITLE_MAX = 200;

export const ACADEMY_STEP_SUBTITLE_MAX = 400;

export const ACADEMY_STEPS_MAX = 50;

export const ACADEMY_DURATION_MAX = 600;

export const ACADEMY_SEARCH_MAX = 200;

export const ACADEMY_TEXTS = {
  titleRequired: 'Give the course a title',
  titleTooLong: `The title must be at most ${ACADEMY_TITLE_MAX} characters`,
  descriptionRequired: 'Describe the course in a sentence or two',
  descriptionTooLong: `The description must be at most ${ACADEMY_DESCRIPTION_MAX} characters`,
  englishRequired: 'Write the English title and description: they are shown where no translation exists',
  languageTwice: 'Each language may be given only once',
  categoryInvalid: 'Choose one of the academy’s categories',
  durationInvalid: `Give the duration in whole minutes, from 1 to ${ACADEMY_DURATION_MAX}`,
  stepsRequired: 'A course needs at least one step',
  stepsTooMany: `A course may have at most ${ACADEMY_STEPS_MAX} steps`,
  stepTitleRequired: 'Give every step a title',
  stepTitleTooLong: `A step’s title must be at most ${ACADEMY_STEP_TITLE_MAX} characters`,
  stepSubtitleTooLong: `A step’s subtitle must be at most ${ACADEMY_STEP_SUBTITLE_MAX} characters`,
  stepContentRequired: 'Write the text of every step',
  stepContentTooLong: 'A step’s text is too long',
  stepInvalid: 'That step is not part of the course',
  searchTooLong: `Search with at most ${ACADEMY_SEARCH_MAX} characters`,
  courseNotFound: 'The course was not found.',
} as const;
