import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { categoryChipColours } from './category-chip-colours.ts';

describe('categoryChipColours', () => {
  it.each(['#3f51b5', '#2196f3', '#4caf50', '#ff9800', '#e91e63', '#ffeb3b', '#000000', '#ffffff'])(
    'keeps the text of a %s chip readable on its fill',
    (hex) => {
      const { bg, fg } = categoryChipColours(hex);
      expect(getContrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the hue: a dark colour is its own text', () => {
    expect(categoryChipColours('#283593').fg).toBe('#283593');
  });

  it('falls back to blue for a value that is not a hex colour', () => {
    expect(categoryChipColours('indigo')).toEqual(categoryChipColours('#2196f3'));
  });
});
