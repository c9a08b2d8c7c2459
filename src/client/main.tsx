import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { canHydrate, loadMatchedRoutes } from './app/hydration.ts';
import { startI18n } from './app/i18n.ts';
import { routes } from './app/router/routes.tsx';
import { writeDatesAsServed } from './lib/format-date.ts';
import { readSsrPayload, type SsrPayload } from './lib/ssr/ssr-payload.ts';
import { ServedCookieBannerContext } from './features/cookie-consent/index.ts';
import { ViewportGuessContext } from './lib/ssr/viewport-guess.ts';
import { installStaleChunkReload } from './lib/stale-chunk-reload.ts';

installStaleChunkReload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/**
 * Once the page has committed (effects run after the whole tree's): dates from then on in the
 * reader's own time, and #root says how the page came alive, for whoever looks (the browser
 * tests wait for it before they click).
 */
function Rendered({ container, how }: { container: HTMLElement; how: 'hydrated' | 'client' | 'client-over-server' }) {
  useEffect(() => {
    writeDatesAsServed(undefined);
    container.dataset.render = how;
  }, [container, how]);
  return null;
}

async function start(container: HTMLElement): Promise<void> {
  const payload = readSsrPayload();
  // The first paint is in the reader's language (its strings may still be on their way).
  const language = await startI18n(payload?.language);
  const queryClient = createQueryClient();
  const app = (children: ReactNode, served?: SsrPayload) => (
    <StrictMode>
      <ViewportGuessContext value={served?.viewportWidth}>
        <ServedCookieBannerContext value={served?.cookieBanner}>{children}</ServedCookieBannerContext>
      </ViewportGuessContext>
    </StrictMode>
  );

  if (canHydrate(payload, language)) {
    try {
      await loadMatchedRoutes(routes, window.location.pathname);
      hydrateQueries(queryClient, payload.queries);
      writeDatesAsServed({ now: new Date(payload.renderedAt), timeZone: payload.timeZone });
      const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
      hydrateRoot(
        container,
        app(
          <AppProviders queryClient={queryClient} initialAuth="unauthenticated">
            <RouterProvider router={router} />
            <Rendered container={container} how="hydrated" />
          </AppProviders>,
          payload,
        ),
        {
          // React renders a part afresh when it does not match the server's markup; say so plainly.
          onRecoverableError: (error) =>
            console.error('Hydration: the page was not drawn as the server drew it.', error),
        },
      );
      return;
    } catch {
      // A route's code failed to load (a redeploy): render afresh, where the router recovers.
      writeDatesAsServed(undefined);
    }
  }
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    app(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <Rendered container={container} how={payload ? 'client-over-server' : 'client'} />
      </AppProviders>,
    ),
  );
}

void start(root);
