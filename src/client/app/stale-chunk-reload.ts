// After a deploy, a tab opened on the previous build asks for chunks whose hashed names no longer
// exist; the server answers 404 (never the page as HTML) and Vite fires `vite:preloadError`. The
// page then reloads once to pick up the new build. A flag in sessionStorage makes it once: if the
// chunk still fails after the reload, the route's error page shows instead of reloading again,
// and the flag is cleared only when a page's chunk has loaded.

const RELOADED_KEY = 'cpa:stale-chunk-reloaded';

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) !== null;
  } catch {
    // Storage blocked: never reload, as reloading without a guard could loop.
    return true;
  }
}

export function installStaleChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (readFlag()) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    // The error is handled by the reload; don't let the route's error page flash meanwhile.
    event.preventDefault();
    window.location.reload();
  });
}

/** A page's chunk loaded: the build in this tab is current, so a later stale chunk may reload again. */
export function chunkLoaded(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
}
