import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/enums.ts';
import { isLanguage } from '../../i18n/language.ts';
import { useSsrMatchMedia } from '../../lib/ssr/viewport-guess.ts';
import { useSettings } from '../settings/settings-context.ts';
import { paletteOf, type ThemeArea } from './ready-themes.ts';
import { buildTheme } from './theme.ts';

function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The theme of one shell area, as chosen in the settings (e.g. a dark navbar on a light page). */
export function AreaTheme({ area, children }: { area: ThemeArea; children: ReactNode }) {
  const language = useLanguage();
  const { settings } = useSettings();
  const palette = paletteOf(settings.theme[area], settings.customPalette);
  const ssrMatchMedia = useSsrMatchMedia();
  const theme = useMemo(() => buildTheme(language, palette, ssrMatchMedia), [language, palette, ssrMatchMedia]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The main theme and the font size scale (70%–130%), applied to the whole page. */
export function ShellThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  return (
    <AreaTheme area="main">
      <CssBaseline />
      {/* rem-based type follows the root size, so one percentage scales every text. */}
      <GlobalStyles styles={{ html: { fontSize: `${settings.fontScale * 100}%` } }} />
      {children}
    </AreaTheme>
  );
}
