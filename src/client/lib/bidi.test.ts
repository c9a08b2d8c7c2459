import { describe, expect, it } from 'vitest';
import { isolateCompact } from './bidi.ts';

const compact = (lang: string, n: number) =>
  new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(n);

describe('isolateCompact', () => {
  it('keeps an Arabic compact amount in its words’ direction, the number first as read', () => {
    const text = isolateCompact(compact('ar', 1.07e12));
    expect(text.startsWith('\u2067') && text.endsWith('\u2069')).toBe(true);
    // The number, then the scale word, then the currency, in the order they are read.
    expect(text.indexOf('1.07')).toBeLessThan(text.search(/[\u0600-\u06ff]{2,}/));
    expect(text).not.toMatch(/ /);
    // Its currency code stays "US$" inside (a right-to-left run would show "$US").
    expect(text).toContain('\u2066US$\u2069');
  });

  it('leaves other amounts left to right, as isolate does', () => {
    expect(isolateCompact(compact('en', 1.07e12)).startsWith('\u2066')).toBe(true);
    const dirhams = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'AED',
      maximumFractionDigits: 0,
    }).format(280_000);
    expect(isolateCompact(dirhams).startsWith('\u2066')).toBe(true);
  });
});
