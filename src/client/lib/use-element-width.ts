import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { ViewportGuessContext } from './ssr/viewport-guess.ts';

/** What a page's content loses to its side margins on a wide screen, for the server's guess below. */
const PAGE_MARGINS = 96;

/**
 * The content width of an element, kept up to date as it resizes: for layouts that depend on the
 * room a component actually has (a navbar beside it takes some), not on the window's width.
 * Measured before the first paint, so the first frame already has the right layout. A page
 * rendered on the server (and its hydration) starts from the room the guessed screen leaves.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const guess = useContext(ViewportGuessContext);
  const [width, setWidth] = useState(guess === undefined ? 0 : Math.max(0, guess - PAGE_MARGINS));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setWidth(Math.round(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
