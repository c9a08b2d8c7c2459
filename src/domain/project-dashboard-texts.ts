// The project dashboard texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const PROJECT_DASHBOARD_TEXTS = {
  typeInvalid: 'Choose one of the budget categories',
  totalRequired: 'Enter the budget in US dollars',
  expensesRequired: 'Enter the expenses in US dollars',
  amountNegative: 'The amount cannot be negative',
  amountTooLarge: 'The amount is too large',
  amountCents: 'Use at most two decimal places (cents)',
  expensesOverTotal: 'The expenses cannot be more than the budget',
} as const;
