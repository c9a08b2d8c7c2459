import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, kept up to date as it resizes: for layouts that depend on the
 * room a component actually has (a navbar beside it takes some), not on the window's width.
 * Measured before the first paint, so the first frame already has the right layout.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
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
