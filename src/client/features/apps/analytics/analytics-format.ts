// Numbers, percentages and days as the interface language writes them.

export const formatNumber = (value: number, lang: string) => new Intl.NumberFormat(lang).format(value);
export const formatCompact = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
export const formatPercent = (value: number, lang: string, digits = 1) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: digits }).format(value);
export const formatDecimal = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const formatDayShort = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(dayDate(day));
export const formatDayLong = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(dayDate(day));

/** The change from `previous` to `current` as a fraction (0.12 = +12 %), or undefined without a base. */
export const changeOf = (current: number, previous: number): number | undefined =>
  previous > 0 ? (current - previous) / previous : undefined;
