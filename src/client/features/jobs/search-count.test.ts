import { describe, expect, it } from 'vitest';
import { countKindOf, formatCount } from './search-count.ts';

describe('a search count as shown', () => {
  it('is exact, a lower bound with "+", or an estimate with "≈" in the compact form of the language', () => {
    expect(formatCount(612, 'exact', 'en')).toBe('612');
    expect(formatCount(1000, 'atLeast', 'en')).toBe('1000+');
    expect(formatCount(45_000, 'estimate', 'en')).toBe('≈45K');
    expect(formatCount(480_000, 'estimate', 'en')).toBe('≈480K');
    expect(formatCount(1_100_000, 'estimate', 'en')).toBe('≈1.1M');
    expect(formatCount(45_000, 'estimate', 'tr')).toMatch(/^≈45\sB$/);
    // Arabic: the word for thousand (the digits as the language's data has them).
    expect(formatCount(45_000, 'estimate', 'ar')).toMatch(/^≈(45|٤٥)\sألف$/);
  });

  it('takes its kind from the answer', () => {
    expect(countKindOf({ totalIsLowerBound: false, totalIsEstimate: true })).toBe('estimate');
    expect(countKindOf({ totalIsLowerBound: true, totalIsEstimate: false })).toBe('atLeast');
    expect(countKindOf({ totalIsLowerBound: false, totalIsEstimate: false })).toBe('exact');
    expect(countKindOf(undefined)).toBe('exact');
  });
});
