import { describe, expect, it } from 'vitest';
import { MONOGRAM_COLOURS, monogramColour, monogramInitials } from './company-monogram.ts';

// WCAG relative luminance and contrast, to hold the palette to its promise.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('company monogram', () => {
  it('takes the initials of the words that name the company, not its legal form', () => {
    expect(monogramInitials('Meridian Ledger Partners LLP')).toBe('M\u200cL');
    expect(monogramInitials('Anatolia Denetim ve Danışmanlık A.Ş.')).toBe('A\u200cD');
    expect(monogramInitials('Dune Digital Payments')).toBe('D\u200cD');
    expect(monogramInitials('Zenith')).toBe('Z');
    expect(monogramInitials('  ')).toBe('?');
  });

  it('keeps Arabic initials apart, in their own script', () => {
    expect(monogramInitials('شركة النخيل للمحاسبة')).toBe('ش\u200cا');
  });

  it('gives the same name the same colour, and different names a spread of colours', () => {
    expect(monogramColour('Meridian Ledger Partners LLP')).toBe(monogramColour('meridian ledger partners llp'));
    const names = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta', 'Iota', 'Kappa'];
    expect(new Set(names.map(monogramColour)).size).toBeGreaterThanOrEqual(6);
  });

  it('uses only colours that carry white text at AA contrast or better', () => {
    for (const colour of MONOGRAM_COLOURS) {
      const ratio = (1 + 0.05) / (luminance(colour) + 0.05);
      expect(ratio, colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
