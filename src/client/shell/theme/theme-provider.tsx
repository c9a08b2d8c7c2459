import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, isLanguage } from '../../i18n/language.ts';
import { useSsrMatchMedia } from '../../lib/ssr/viewport-guess.ts';
import { buildTheme } from './theme.ts';

/**
 * Emotion's style cache for a direction. The browser keeps one of each for its life (made at
 * start-up, they also adopt the styles a server-rendered page came with); the server makes a
 * new one per page, as a cache remembers which styles it has written out.
 */
export function createStyleCache(direction: 'ltr' | 'rtl'): EmotionCache {
  // Arabic mirrors every style through the RTL Emotion cache (DESIGN section 7).
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui' });
}

const browserCaches =
  typeof document === 'undefined' ? undefined : { ltr: createStyleCache('ltr'), rtl: createStyleCache('rtl') };

/** MUI's theme and Emotion's cache for the interface language; `styleCache` is the server's own per page. */
export function AppThemeProvider({ children, styleCache }: { children: ReactNode; styleCache?: EmotionCache }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const direction = directionOf(language);
  const ssrMatchMedia = useSsrMatchMedia();
  const theme = useMemo(() => buildTheme(language, undefined, ssrMatchMedia), [language, ssrMatchMedia]);
  const cache = styleCache ?? browserCaches?.[direction] ?? createStyleCache(direction);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
