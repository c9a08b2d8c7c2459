import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The path the page last showed, kept outside the component: a change of layout remounts it,
// and that navigation must still scroll.
let shownPath: string | undefined;

/**
 * The page scrolls to the top on each route change (SPEC section 2). Not when the app first
 * comes alive: the browser has placed the page already, and a reader may have scrolled the
 * server-rendered page before its code arrived.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shownPath !== undefined && shownPath !== pathname) window.scrollTo(0, 0);
    shownPath = pathname;
  }, [pathname]);
  return null;
}
