import { arSD, enUS, trTR } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../../../domain/enums.ts';
import { directionOf } from '../../i18n/language.ts';
import { READY_THEMES } from './ready-themes.ts';
import type { ThemePalette } from './theme-palette.ts';

// MUI's own words (Autocomplete's "Clear" and "No options", pagination, table rows per page) in the
// interface language; Arabic in Modern Standard Arabic (arSD), as the rest of our Arabic is.
const MUI_LOCALES = { en: enUS, tr: trTR, ar: arSD } as const;

/** MUI's answer to a media query while rendering on the server and hydrating (lib/ssr/viewport-guess.ts). */
export type SsrMatchMedia = (query: string) => { matches: boolean };

/** Builds the MUI theme for one palette; each shell area (main, navbar, toolbar, footer) has its own. */
export function buildTheme(
  language: Language,
  palette: ThemePalette = READY_THEMES.default,
  ssrMatchMedia?: SsrMatchMedia,
): Theme {
  const direction = directionOf(language);
  const dark = palette.mode === 'dark';
  return createTheme(
    {
      direction,
      palette: {
        mode: palette.mode,
        primary: { main: palette.primary },
        secondary: { main: palette.secondary },
        background: { default: palette.background, paper: palette.paper },
        text: dark ? { primary: '#f1f5f9', secondary: '#cbd5e1' } : { primary: '#1e293b', secondary: '#475569' },
        divider: dark ? 'rgba(241,245,249,0.14)' : 'rgba(15,23,42,0.12)',
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          direction === 'rtl'
            ? '"Noto Sans Arabic", "Segoe UI", Tahoma, "Noto Sans", Arial, sans-serif'
            : 'Inter, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2.25rem', fontWeight: 700 },
        h2: { fontSize: '1.75rem', fontWeight: 700 },
        h3: { fontSize: '1.375rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        ...(ssrMatchMedia && { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } }),
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
        // Bottom-centre: a toast at a bottom corner lies over the side navigation (left, or right in Arabic).
        MuiSnackbar: { defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } } },
        // White text on MUI's default info (#0288d1) and warning (#ed6c02) fills is under the 4.5:1
        // WCAG AA asks (a toast is a filled alert); their dark shades carry it.
        MuiAlert: {
          styleOverrides: {
            root: {
              variants: (['info', 'warning'] as const).map((severity) => ({
                props: { variant: 'filled', severity },
                style: ({ theme }: { theme: Theme }) => ({
                  backgroundColor: theme.palette[severity].dark,
                  color: theme.palette.common.white,
                }),
              })),
            },
          },
        },
        // What people type keeps its own order in any interface language: an English address in an
        // Arabic form reads "410 Hudson Street, …", not with its number moved to the end. Each line
        // takes its direction from its first letter; an empty field keeps the page's.
        MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } },
        // A visible focus ring everywhere, in the area's own primary colour.
        MuiButtonBase: {
          styleOverrides: {
            root: { '&.Mui-focusVisible': { outline: `2px solid ${palette.primary}`, outlineOffset: 2 } },
          },
        },
      },
    },
    MUI_LOCALES[language],
  );
}
