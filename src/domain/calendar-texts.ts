// The calendar texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const CALENDAR_TITLE_MAX_LENGTH = 200;

export const CALENDAR_DESC_MAX_LENGTH = 2000;

export const CALENDAR_LABEL_TITLE_MAX_LENGTH = 40;

export const CALENDAR_LABELS_MAX = 30;

export const CALENDAR_EVENTS_MAX = 5000;

export const CALENDAR_TEXTS = {
  eventNotFound: 'The event was not found.',
  labelNotFound: 'The label was not found.',
  titleRequired: 'Enter a title',
  titleTooLong: `The title can be at most ${CALENDAR_TITLE_MAX_LENGTH} characters`,
  descTooLong: `The description can be at most ${CALENDAR_DESC_MAX_LENGTH} characters`,
  startRequired: 'Enter when the event starts',
  endRequired: 'Enter when the event ends',
  endBeforeStart: 'The event cannot end before it starts',
  labelRequired: 'Choose a label',
  labelTitleRequired: 'Enter the label’s name',
  labelTitleTooLong: `A label’s name can be at most ${CALENDAR_LABEL_TITLE_MAX_LENGTH} characters`,
  colorInvalid: 'Choose a colour such as #1565c0',
  tooManyLabels: `A calendar can have at most ${CALENDAR_LABELS_MAX} labels`,
  tooManyEvents: `A calendar can hold at most ${CALENDAR_EVENTS_MAX} events`,
  labelInUse: 'Move or delete this label’s events first',
  lastLabel: 'A calendar needs at least one label',
  rangeInvalid: 'Choose a period of at most a year',
} as const;
