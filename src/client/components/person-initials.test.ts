import { describe, expect, it } from 'vitest';
import { personInitials } from './person-initials.ts';

describe('personInitials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(personInitials('Omar Staff')).toBe('OS');
    expect(personInitials('selin de la cruz')).toBe('SD');
    expect(personInitials('  Ayşe  ')).toBe('A');
    expect(personInitials('')).toBe('');
  });

  it('keeps whole characters of any script', () => {
    expect(personInitials('نور حداد')).toBe('نح');
    expect(personInitials('𝒜lice Brown')).toBe('𝒜B');
    expect(personInitials('ılgaz İnce')).toBe('Iİ');
  });
});
