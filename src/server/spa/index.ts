// What other features use of the single-page app: its index.html, to fill in per page.
export { CLIENT_NOT_BUILT, indexTemplate } from './index-template.ts';
