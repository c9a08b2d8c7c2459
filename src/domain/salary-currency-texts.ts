// The salary currency texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

/** A rate outside these is a typo: a dollar buys between a ten-thousandth and ten million units of any currency. */
export const UNITS_PER_USD_MIN = 0.0001;

export const UNITS_PER_USD_MAX = 10_000_000;

export const SALARY_TEXTS = {
  currencyUnknown: 'Choose one of the currencies the job board offers.',
  rateInvalid: 'Enter the rate as a number, e.g. 44.5.',
  rateNotPositive: 'The rate must be above zero.',
  rateOutOfBounds: `The rate must be between ${UNITS_PER_USD_MIN} and ${UNITS_PER_USD_MAX.toLocaleString('en')} units per US dollar.`,
  referenceFixed: 'The US dollar is the reference currency: its rate is always 1.',
} as const;
