// The crypto texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const TRADE_MAX_USD = 1_000_000;

/** The most lines one price file may have (a year of days and a day of minutes for four coins fit). */
export const CSV_MAX_LINES = 20_000;

export const CRYPTO_TEXTS = {
  coinInvalid: 'Choose bitcoin, ethereum, bitcoin cash or XRP',
  sideInvalid: 'Choose buy or sell',
  amountRequired: 'Enter an amount in US dollars',
  amountPositive: 'The amount must be more than zero',
  amountCents: 'Use at most two decimal places (cents)',
  amountTooLarge: `One trade can be at most ${TRADE_MAX_USD.toLocaleString('en')} US dollars`,
  amountTooSmall: 'The amount is too small to buy or sell any of this coin',
  notEnoughUsd: 'Your US dollar wallet does not hold enough for this purchase',
  notEnoughCoin: 'Your wallet does not hold enough of this coin for this sale',
  walletNotFound: 'The wallet was not found.',
  noPrice: 'There is no price for this coin yet.',
  csvEmpty: 'The file is empty. It needs a line per price: date, coin, price.',
  csvTooLong: `The file has more than ${CSV_MAX_LINES.toLocaleString('en')} lines.`,
  csvBadFile: 'The file has mistakes; nothing was imported. Correct the lines listed and import it again.',
  csvColumns: 'Line {{line}}: expected three values (date, coin, price), found {{found}}',
  csvDate: 'Line {{line}}: “{{value}}” is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MMZ for a minute’s price)',
  csvFuture: 'Line {{line}}: the date {{value}} is in the future',
  csvCoin: 'Line {{line}}: “{{value}}” is not one of the coins btc, eth, bch, xrp',
  csvPrice: 'Line {{line}}: “{{value}}” is not a price (a number above zero, at most 8 decimal places)',
  csvDuplicate: 'Line {{line}}: {{coin}} already has a price for {{value}} (line {{first}})',
  csvMissingCoin: 'The file has no daily prices for {{coin}}',
} as const;
