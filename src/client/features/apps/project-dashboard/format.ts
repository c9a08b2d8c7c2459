// Numbers, money and dates in the reader's language (Intl); the dashboards count days in UTC.

import { isolate } from '../../../lib/bidi.ts';

export const formatNumber = (lang: string, n: number) => new Intl.NumberFormat(lang).format(n);

export const formatUsd = (lang: string, n: number, fractionDigits = 2) =>
  isolate(
    new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(n),
  );

export const formatPercent = (lang: string, n: number) =>
  isolate(new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100));

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatDay = (lang: string, day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(utcDay(day));

export const formatTime = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(iso));
