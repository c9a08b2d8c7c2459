import { createContext } from 'react';

/**
 * Whether the server drew the cookie banner into the page (it does for a browser that has not
 * answered it, by the consent cookie): the banner draws the same while hydrating, then follows
 * this browser's stored choice. Undefined when the browser renders on its own.
 */
export const ServedCookieBannerContext = createContext<boolean | undefined>(undefined);
