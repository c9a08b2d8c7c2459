import type { ThemePalette } from './theme-palette.ts';

/** Ready themes any area (main, navbar, toolbar, footer) can take; 'custom' is the user's own. */
export const READY_THEMES = {
  default: { mode: 'light', primary: '#0f4c81', secondary: '#0f766e', background: '#f4f6f9', paper: '#ffffff' },
  navy: { mode: 'dark', primary: '#5eead4', secondary: '#93c5fd', background: '#0b2038', paper: '#0f2a47' },
  slate: { mode: 'dark', primary: '#93c5fd', secondary: '#5eead4', background: '#0f172a', paper: '#1e293b' },
  sand: { mode: 'light', primary: '#9a3412', secondary: '#166534', background: '#f7f3ec', paper: '#fffdf9' },
  teal: { mode: 'light', primary: '#115e59', secondary: '#1d4ed8', background: '#f0f7f6', paper: '#ffffff' },
  indigo: { mode: 'dark', primary: '#a5b4fc', secondary: '#f9a8d4', background: '#1e1b4b', paper: '#272463' },
} as const satisfies Record<string, ThemePalette>;

export type ReadyThemeId = keyof typeof READY_THEMES;
export const READY_THEME_IDS = Object.keys(READY_THEMES) as ReadyThemeId[];
export type ThemeId = ReadyThemeId | 'custom';

export const THEME_AREAS = ['main', 'navbar', 'toolbar', 'footer'] as const;
export type ThemeArea = (typeof THEME_AREAS)[number];

export function paletteOf(id: ThemeId, custom: ThemePalette | null): ThemePalette {
  if (id === 'custom') return custom ?? READY_THEMES.default;
  return READY_THEMES[id];
}
