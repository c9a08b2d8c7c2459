// What other features use of the single-page app: its index.html, to fill in per page, and its public pages.
export { CLIENT_NOT_BUILT, indexTemplate } from './index-template.ts';
export { PUBLIC_PAGE_MODULES } from './route-preloads.ts';
