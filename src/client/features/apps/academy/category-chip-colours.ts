import { darken, getContrastRatio, lighten } from '@mui/material/styles';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A category's hex colour → a pale fill and a text shade of the same hue dark enough to read on it
 * (contrast ≥ 4.5, WCAG AA), whatever colour the category was given.
 */
export function categoryChipColours(color: string): { bg: string; fg: string } {
  const base = HEX.test(color) ? color : '#2196f3';
  const bg = lighten(base, 0.9);
  let fg = base;
  for (let step = 0.1; getContrastRatio(fg, bg) < 4.5 && step <= 1; step += 0.1) fg = darken(base, step);
  return { bg, fg };
}
