// The analytics texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

/** The longest custom range, in days. */
export const MAX_RANGE_DAYS = 366;

export const ANALYTICS_TEXTS = {
  rangeIncomplete: 'A custom range needs a start and an end date.',
  rangeReversed: 'The start date must be before the end date.',
  rangeTooLong: `A range can span at most ${MAX_RANGE_DAYS} days.`,
} as const;
