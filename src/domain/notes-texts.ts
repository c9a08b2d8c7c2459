// The notes texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const NOTE_TITLE_MAX_LENGTH = 200;

export const NOTE_CONTENT_MAX_LENGTH = 5000;

export const NOTE_TASK_MAX_LENGTH = 300;

export const NOTE_TASKS_MAX = 50;

export const NOTE_LABELS_MAX = 20;

export const NOTES_LABEL_TITLE_MAX_LENGTH = 40;

/** Generous for a personal notepad, small enough that one account cannot fill the database. */
export const NOTES_MAX_PER_USER = 500;

export const NOTES_LABELS_MAX_PER_USER = 50;

export const NOTES_TEXTS = {
  notFound: 'The note was not found.',
  labelNotFound: 'The label was not found.',
  empty: 'Give the note a title, some text or a task',
  titleTooLong: `The title can be at most ${NOTE_TITLE_MAX_LENGTH} characters`,
  contentTooLong: `The note can be at most ${NOTE_CONTENT_MAX_LENGTH} characters`,
  taskRequired: 'Write the task or remove it',
  taskTooLong: `A task can be at most ${NOTE_TASK_MAX_LENGTH} characters`,
  tooManyTasks: `A note can have at most ${NOTE_TASKS_MAX} tasks`,
  imageInvalid: 'Choose an image you uploaded yourself',
  reminderInvalid: 'Enter a valid date and time for the reminder',
  labelInvalid: 'Choose one of your labels',
  tooManyLabels: `A note can have at most ${NOTE_LABELS_MAX} labels`,
  labelTitleRequired: 'Enter a name for the label',
  labelTitleTooLong: `A label name can be at most ${NOTES_LABEL_TITLE_MAX_LENGTH} characters`,
  labelExists: 'You already have a label with this name',
  tooManyNotes: `You can keep at most ${NOTES_MAX_PER_USER} notes; delete some first`,
  tooManyLabelsOwned: `You can keep at most ${NOTES_LABELS_MAX_PER_USER} labels; delete some first`,
  filterInvalid: 'Choose notes, archive or reminders',
  nothingToChange: 'Send at least one field to change',
  searchTooLong: 'The search is too long',
} as const;
