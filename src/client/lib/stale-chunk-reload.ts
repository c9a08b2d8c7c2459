// After a deploy, a tab opened on the previous build asks for chunks whose hashed names no longer
// exist; the server answers 404 (never the page as HTML) and Vite fires `vite:preloadError`. The
// route's error page then reloads the page once, at the address the person was going to (the
// router has moved there by then), to pick up the new build. A flag in sessionStorage makes it
// once: if the chunk still fails after the reload, the error page shows instead of reloading
// again, and the flag is cleared only when a page's chunk has loaded.

const RELOADED_KEY = 'cpa:stale-chunk-reloaded';

let chunkFailed = false;

function alreadyReloaded(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== null;
  } catch {
    // Storage blocked: never reload, as reloading without a guard could loop.
    return true;
  }
}

export function installStaleChunkReload(): void {
  window.addEventListener('vite:preloadError', () => {
    chunkFailed = true;
  });
}

/** Whether the error being shown came from a missing chunk and the page may reload for it. */
export function shouldReloadForStaleChunk(): boolean {
  return chunkFailed && !alreadyReloaded();
}

/** Reloads the page once for a missing chunk (see shouldReloadForStaleChunk). */
export function reloadForStaleChunk(): void {
  if (!shouldReloadForStaleChunk()) return;
  chunkFailed = false;
  sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  window.location.reload();
}

/** A page's chunk loaded: the build in this tab is current, so a later stale chunk may reload again. */
export function chunkLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
}
