// Money, coin amounts and percentages in the reader's language (Intl).

import { isolate, isolateCompact } from '../../../lib/bidi.ts';

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
  isolateCompact(
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
