// The server rendering of the public pages: what the page routes (spa/, seo/) use of it.
export { createServerRendering, type ServerRendering } from './server-rendering.ts';
