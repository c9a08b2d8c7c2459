import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to the top on each route change (SPEC section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
