// Money, coin amounts and percentages in the reader's language (Intl).

const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
/** A figure as one left-to-right unit, so "US$ 746" does not turn into "$US 746" in an Arabic line. */
export const isolate = (text: string) => `\u2066${text.replace(DIRECTION_MARKS, '')}\u2069`;

export const usd = (lang: string, n: number, digits = 2) =>
  isolate(
    new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(n),
  );

export const compactUsd = (lang: string, n: number) =>
  isolate(
    new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 2,
    }).format(n),
  );

export const coinAmount = (lang: string, n: number) =>
  isolate(new Intl.NumberFormat(lang, { maximumFractionDigits: 8 }).format(n));

export const percent = (lang: string, n: number) =>
  isolate(new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100));
