import { createContext, useContext, useMemo } from 'react';

/**
 * The server cannot measure the screen, so it guesses the width from the browser's hints and
 * renders MUI's media queries (the phone's top bar and drawer, one column or two) for that width;
 * the browser's hydrating render answers them with the same guess, then with the real screen.
 * A right guess (nearly always: phones say they are mobile) means nothing moves after the paint.
 */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

export function guessViewportWidth(headers: { userAgent?: string; mobileHint?: string }): number {
  if (headers.mobileHint === '?1') return PHONE_WIDTH;
  if (headers.mobileHint === '?0') return DESKTOP_WIDTH;
  return /Mobi|Android|iPhone|iPod/i.test(headers.userAgent ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** Whether a media query (as MUI writes them: min-width and max-width in px, joined by "and") holds at a width. */
export function matchesAtWidth(query: string, width: number): boolean {
  const conditions = query.replace(/^@media\s*/i, '').split(/\s+and\s+/i);
  return conditions.every((condition) => {
    const m = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/i.exec(condition);
    if (!m) return /^\s*(all|screen)?\s*$/i.test(condition);
    const px = Number(m[2]);
    return m[1]!.toLowerCase() === 'min' ? width >= px : width <= px;
  });
}

/** The guessed width while rendering on the server and hydrating; undefined in a browser-only render. */
export const ViewportGuessContext = createContext<number | undefined>(undefined);

/** MUI's `ssrMatchMedia` for the guessed width, to put into a theme; undefined when there is no guess. */
export function useSsrMatchMedia(): ((query: string) => { matches: boolean }) | undefined {
  const width = useContext(ViewportGuessContext);
  return useMemo(
    () => (width === undefined ? undefined : (query: string) => ({ matches: matchesAtWidth(query, width) })),
    [width],
  );
}
