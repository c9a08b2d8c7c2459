import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, isLightColor } from './color.ts';
import { READY_THEMES } from './ready-themes.ts';
import { samePalette, themePaletteSchema } from './theme-palette.ts';

const light = {
  mode: 'light',
  primary: '#0f4c81',
  secondary: '#0f766e',
  background: '#f4f6f9',
  paper: '#ffffff',
} as const;

function messages(value: unknown): Record<string, string> {
  const result = themePaletteSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('palette validation (SPEC section 5)', () => {
  it('accepts a light background in light mode and a dark one in dark mode', () => {
    expect(messages(light)).toEqual({});
    expect(messages({ ...light, mode: 'dark', background: '#0f172a', paper: '#1e293b' })).toEqual({});
  });

  it("asks for a light colour in light mode: 'Must be a light color'", () => {
    expect(messages({ ...light, background: '#1e293b' })).toEqual({ background: 'Must be a light color' });
  });

  it("asks for a dark colour in dark mode: 'Must be a dark color'", () => {
    expect(messages({ ...light, mode: 'dark' })).toEqual({
      background: 'Must be a dark color',
      paper: 'Must be a dark color',
    });
  });

  it('refuses what is not a hex colour', () => {
    expect(messages({ ...light, primary: 'blue' })).toEqual({ primary: 'Enter a colour as #rrggbb' });
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#abcd')).toBe(false);
  });

  it('tells light from dark by which text reads better on it', () => {
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#f4f6f9')).toBe(true);
    expect(isLightColor('#000000')).toBe(false);
    expect(isLightColor('#0f2a47')).toBe(false);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
  });

  it('every ready theme passes its own rules', () => {
    for (const palette of Object.values(READY_THEMES)) expect(messages(palette)).toEqual({});
  });

  it('compares palettes without regard to letter case', () => {
    expect(samePalette(light, { ...light, primary: '#0F4C81' })).toBe(true);
    expect(samePalette(light, { ...light, primary: '#0f4c82' })).toBe(false);
  });
});
