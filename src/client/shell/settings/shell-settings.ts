import { z } from 'zod';
import {
  CONTAINER_WIDTHS,
  LAYOUT_MODES,
  LAYOUT_STYLES,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  layoutDefaults,
  type LayoutSettings,
  type LayoutStyle,
} from '../layout-config.ts';
import type { ClientUser } from '../../../domain/auth-schemas.ts';
import { roleLabelOf } from '../navigation/role-label.ts';
import { READY_THEME_IDS, THEME_AREAS, type ThemeArea, type ThemeId } from '../theme/ready-themes.ts';
import { themePaletteSchema, type ThemePalette } from '../theme/theme-palette.ts';

/** Font size scale of SPEC section 9: 70% to 130% in steps of 10%. */
export const FONT_SCALES = [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3] as const;
export type FontScale = (typeof FONT_SCALES)[number];

/** What the settings panel edits; saved as the user's data.settings or in local storage. */
export interface ShellSettings {
  layout: { style: LayoutStyle; config: LayoutSettings };
  /**
   * True once the person changed the layout in the settings panel: their layout then wins over
   * the default of their role (the public top bar for guests and job seekers, the side navbar for
   * employers and staff).
   */
  layoutChosen: boolean;
  theme: Record<ThemeArea, ThemeId>;
  customPalette: ThemePalette | null;
  fontScale: FontScale;
}

export const defaultSettings: ShellSettings = {
  layout: { style: 'layout2', config: layoutDefaults.layout2 },
  layoutChosen: false,
  theme: { main: 'default', navbar: 'navy', toolbar: 'default', footer: 'default' },
  customPalette: null,
  fontScale: 1,
};

const themeId = z.custom<ThemeId>(
  (v) => v === 'custom' || (typeof v === 'string' && (READY_THEME_IDS as string[]).includes(v)),
);

// Each part is checked on its own, so one stale or hand-edited value falls back to its default
// instead of throwing away everything else the user chose.
const parts = {
  style: z.enum(LAYOUT_STYLES),
  mode: z.enum(LAYOUT_MODES),
  containerWidth: z.union(CONTAINER_WIDTHS.map((w) => z.literal(w))),
  position: z.enum(NAVBAR_POSITIONS),
  navbarStyle: z.enum(NAVBAR_STYLES),
  flag: z.boolean(),
  themeId,
  // A stored palette must still pass the editor's rules, or it could not build a theme.
  palette: themePaletteSchema,
  fontScale: z.union(FONT_SCALES.map((s) => z.literal(s))),
};

function pick<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Reads stored settings of any age or shape into valid settings, defaulting what is missing. */
export function parseSettings(stored: unknown): ShellSettings {
  const s = record(stored);
  const layout = record(s.layout);
  const style = pick(parts.style, layout.style, defaultSettings.layout.style);
  const base = layoutDefaults[style];
  const c = record(layout.config);
  const navbar = record(c.navbar);
  const flagOf = (part: unknown, key: string, fallback: boolean) => pick(parts.flag, record(part)[key], fallback);
  const theme = record(s.theme);
  return {
    layout: {
      style,
      config: {
        mode: pick(parts.mode, c.mode, base.mode),
        containerWidth: pick(parts.containerWidth, c.containerWidth, base.containerWidth),
        navbar: {
          display: flagOf(navbar, 'display', base.navbar.display),
          position: pick(parts.position, navbar.position, base.navbar.position),
          style: pick(parts.navbarStyle, navbar.style, base.navbar.style),
          folded: flagOf(navbar, 'folded', base.navbar.folded),
        },
        toolbar: { display: flagOf(c.toolbar, 'display', base.toolbar.display) },
        footer: {
          display: flagOf(c.footer, 'display', base.footer.display),
          fixed: flagOf(c.footer, 'fixed', base.footer.fixed),
        },
        leftSidePanel: { display: flagOf(c.leftSidePanel, 'display', base.leftSidePanel.display) },
        rightSidePanel: { display: flagOf(c.rightSidePanel, 'display', base.rightSidePanel.display) },
      },
    },
    layoutChosen: pick(parts.flag, s.layoutChosen, false),
    theme: Object.fromEntries(
      THEME_AREAS.map((area) => [area, pick(parts.themeId, theme[area], defaultSettings.theme[area])]),
    ) as Record<ThemeArea, ThemeId>,
    customPalette: pick(parts.palette.nullable(), s.customPalette, null),
    fontScale: pick(parts.fontScale, s.fontScale, defaultSettings.fontScale),
  };
}

/** Switching layout takes that layout's defaults, as each layout has its own shape. */
export function withLayoutStyle(settings: ShellSettings, style: LayoutStyle): ShellSettings {
  return { ...settings, layout: { style, config: layoutDefaults[style] } };
}

/** The layout of someone who never chose one: the admin shell is the workspace of employers and staff. */
export function roleLayoutStyle(user: Pick<ClientUser, 'role' | 'memberType'> | null | undefined): LayoutStyle {
  return !user || roleLabelOf(user) === 'jobseeker' ? 'layout2' : 'layout1';
}

/** The settings in effect: the person's own layout once chosen, else their role's default layout. */
export function effectiveSettings(settings: ShellSettings, roleStyle: LayoutStyle): ShellSettings {
  if (settings.layoutChosen || settings.layout.style === roleStyle) return settings;
  return withLayoutStyle(settings, roleStyle);
}

export function stepFontScale(scale: FontScale, direction: 1 | -1): FontScale {
  const i = FONT_SCALES.indexOf(scale) + direction;
  return FONT_SCALES[Math.min(FONT_SCALES.length - 1, Math.max(0, i))] ?? scale;
}
