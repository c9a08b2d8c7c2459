/** A number (e.g. an expected salary) as the interface language writes it. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
