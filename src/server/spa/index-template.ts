import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientPathName } from '../../domain/client-paths.ts';
import { routePreloadTags, type ViteManifest } from './route-preloads.ts';

// The built index.html changes only with a new build (a new process), so it is read from disk
// once per client folder and served from memory: every page view of the SPA needs it. Each
// page's copy, with its own chunks announced, is made once too.
const cache = new Map<string, Promise<string | undefined>>();

async function readIndex(clientDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

async function readManifest(clientDir: string): Promise<ViteManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}

async function pageIndex(clientDir: string, page: ClientPathName | undefined): Promise<string | undefined> {
  const html = await readIndex(clientDir);
  if (html === undefined || !page) return html;
  const tags = routePreloadTags(await readManifest(clientDir), page);
  return tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html;
}

/**
 * The client's index.html for a page (with its chunks preloaded, see route-preloads.ts), or
 * undefined when the client has not been built.
 */
export function indexTemplate(clientDir: string, page?: ClientPathName): Promise<string | undefined> {
  const dir = path.resolve(clientDir);
  const key = `${dir}\n${page ?? ''}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = pageIndex(dir, page).then((html) => {
      // A missing build is not cached: `npm run build` may produce it while the server runs.
      if (html === undefined) cache.delete(key);
      return html;
    });
    cache.set(key, entry);
  }
  return entry;
}

export const CLIENT_NOT_BUILT =
  'The client has not been built yet. Run `npm run build` (or `npm start`, which builds it).';
