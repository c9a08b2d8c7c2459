import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The built index.html changes only with a new build (a new process), so it is read from disk
// once per client folder and served from memory: every page view of the SPA needs it.
const cache = new Map<string, Promise<string | undefined>>();

async function readIndex(clientDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/** The client's index.html, or undefined when the client has not been built. */
export function indexTemplate(clientDir: string): Promise<string | undefined> {
  const key = path.resolve(clientDir);
  let entry = cache.get(key);
  if (!entry) {
    entry = readIndex(key).then((html) => {
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
