// The help center texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const HELP_QUESTION_MAX = 300;

export const HELP_ANSWER_MAX = 5000;

export const HELP_TITLE_MAX = 200;

export const HELP_SUBTITLE_MAX = 400;

export const HELP_SEARCH_MAX = 200;

export const SUPPORT_NAME_MAX = 100;

export const SUPPORT_SUBJECT_MAX = 200;

export const SUPPORT_MESSAGE_MIN = 10;

export const SUPPORT_MESSAGE_MAX = 5000;

export const HELP_CENTER_TEXTS = {
  questionRequired: 'Write the question',
  questionTooLong: `The question must be at most ${HELP_QUESTION_MAX} characters`,
  answerRequired: 'Write the answer',
  answerTooLong: `The answer must be at most ${HELP_ANSWER_MAX} characters`,
  titleRequired: 'Give the guide a title',
  titleTooLong: `The title must be at most ${HELP_TITLE_MAX} characters`,
  subtitleTooLong: `The subtitle must be at most ${HELP_SUBTITLE_MAX} characters`,
  contentRequired: 'Write the guide’s text',
  contentTooLong: 'The guide’s text is too long',
  englishRequired: 'Write the English text: it is shown to readers whose language has no translation yet',
  languageTwice: 'Each language may be given only once',
  categoryInvalid: 'Choose one of the help center’s categories',
  orderInvalid: 'List every item of the category exactly once',
  searchTooLong: `Search with at most ${HELP_SEARCH_MAX} characters`,
  faqNotFound: 'The question was not found.',
  guideNotFound: 'The guide was not found.',
  nameRequired: 'Enter your name',
  nameTooLong: `The name must be at most ${SUPPORT_NAME_MAX} characters`,
  subjectRequired: 'Enter a subject',
  subjectTooLong: `The subject must be at most ${SUPPORT_SUBJECT_MAX} characters`,
  messageTooShort: `Describe your question in at least ${SUPPORT_MESSAGE_MIN} characters`,
  messageTooLong: `The message must be at most ${SUPPORT_MESSAGE_MAX} characters`,
  tooManyRequests: 'You have sent several messages in a short time. Please wait an hour before sending another.',
} as const;
