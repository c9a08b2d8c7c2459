import { z } from 'zod';
import { isHexColor, isLightColor } from './color.ts';

export const PALETTE_MODES = ['light', 'dark'] as const;
export type PaletteMode = (typeof PALETTE_MODES)[number];

/** The colours a ready theme or the palette editor defines for one area of the shell. */
export interface ThemePalette {
  mode: PaletteMode;
  primary: string;
  secondary: string;
  background: string;
  paper: string;
}

// The messages of SPEC section 5; the editor shows them through i18n keys of the same meaning.
export const PALETTE_MESSAGES = {
  invalidColor: 'Enter a colour as #rrggbb',
  mustBeLight: 'Must be a light color',
  mustBeDark: 'Must be a dark color',
} as const;

const hex = z.string().trim().refine(isHexColor, PALETTE_MESSAGES.invalidColor);

/** The palette editor's form: the background must suit the mode (SPEC section 5). */
export const themePaletteSchema = z
  .object({ mode: z.enum(PALETTE_MODES), primary: hex, secondary: hex, background: hex, paper: hex })
  .superRefine((p, ctx) => {
    for (const field of ['background', 'paper'] as const) {
      if (!isHexColor(p[field])) continue;
      const light = isLightColor(p[field]);
      if (p.mode === 'light' && !light)
        ctx.addIssue({ code: 'custom', path: [field], message: PALETTE_MESSAGES.mustBeLight });
      if (p.mode === 'dark' && light)
        ctx.addIssue({ code: 'custom', path: [field], message: PALETTE_MESSAGES.mustBeDark });
    }
  });

export function samePalette(a: ThemePalette, b: ThemePalette): boolean {
  return (Object.keys(a) as (keyof ThemePalette)[]).every((k) => a[k].toLowerCase() === b[k].toLowerCase());
}
