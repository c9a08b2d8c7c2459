/** How a search's total (or a facet's count) was arrived at. */
export type CountKind = 'exact' | 'atLeast' | 'estimate';

export const countKindOf = (r: { totalIsLowerBound: boolean; totalIsEstimate: boolean } | undefined): CountKind =>
  r?.totalIsEstimate ? 'estimate' : r?.totalIsLowerBound ? 'atLeast' : 'exact';

/**
 * A count as shown: "612", "1000+" when counting stopped, "≈45K" for a broad search's
 * estimate (two significant digits, in the page's language: "45 B" in Turkish, "45 ألف" in Arabic).
 */
export function formatCount(count: number, kind: CountKind, language: string): string {
  if (kind === 'estimate') {
    return `≈${new Intl.NumberFormat(language, { notation: 'compact', maximumSignificantDigits: 2 }).format(count)}`;
  }
  return kind === 'atLeast' ? `${count}+` : String(count);
}
