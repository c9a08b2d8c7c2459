/**
 * The public pages rendered on the server (home, job search, a job, a company, the content
 * pages): built by Vite into dist/ssr/ and called by src/server/ssr/ for each request, so a
 * guest's first visit paints the page from the first HTML, in their language and direction,
 * and the browser hydrates it without asking for its data again.
 */
import { Writable } from 'node:stream';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../domain/enums.ts';
import { AppProviders, createQueryClient } from './app/app.tsx';
import { i18nOptions } from './app/i18n.ts';
import { resources } from './app/i18n-resources.ts';
import { routes } from './app/router/routes.tsx';
import { directionOf } from './i18n/language.ts';
import { setApiTransport, type ApiTransport } from './lib/http-client.ts';
import { ALLOWED_ATTR, ALLOWED_TAGS, setRichTextSanitizer } from './lib/rich-text.ts';
import { renderTimeZone } from './lib/format-date.ts';
import { scriptSafeJson, SSR_PAYLOAD_ID, type SsrPayload } from './lib/ssr/ssr-payload.ts';
import { ViewportGuessContext } from './lib/ssr/viewport-guess.ts';
import { ServedCookieBannerContext } from './features/cookie-consent/index.ts';
import { createStyleCache } from './shell/theme/theme-provider.tsx';

export { guessViewportWidth } from './lib/ssr/viewport-guess.ts';

setRichTextSanitizer((html) =>
  sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { '*': ALLOWED_ATTR },
    allowedSchemes: ['http', 'https', 'mailto'],
  }),
);

/** The server answers the pages' API requests in-process (set once, at start-up). */
export function installApiTransport(next: ApiTransport): void {
  setApiTransport(next);
}

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  language: Language;
  viewportWidth: number;
  /** Draw the cookie banner: the browser has not answered it (no consent cookie). */
  cookieBanner: boolean;
}

export interface RenderedPage {
  /** The styles the page's markup uses (Emotion's critical CSS), as <style> tags for the head. */
  styles: string;
  /** The markup of #root. */
  html: string;
  /** The <script type="application/json"> the browser hydrates from (lib/ssr/ssr-payload.ts). */
  payloadScript: string;
}

/** Each language's strings, loaded once; each page gets its own i18next over them. */
async function i18nFor(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions(language, Object.keys(resources.en)), resources, initAsync: false });
  return instance;
}

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/** The queries a render asked for that have no answer yet. */
const unanswered = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));

function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // The whole page at once: its data is in by now, and the critical CSS needs all of its markup.
      onAllReady: () => stream.pipe(sink),
      // Every part in place, never a placeholder swapped in later by an inline script (which the
      // Content-Security-Policy would refuse, and which would leave "Loading…" on the page).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        // A screen that throws renders its error boundary on the client; the server goes on.
        if (process.env.NODE_ENV !== 'production') console.error(error);
      },
    });
  });
}

/** At most this many rounds of rendering and fetching what it asked for (a page's queries seldom chain). */
const DATA_ROUNDS = 3;

/** React's marks of a Suspense boundary showing its fallback (still loading, or given up on the server). */
const SUSPENDED = /<!--\$[?!]-->/;

// One handler for the process: it loads each route's code once.
const handler = createStaticHandler(routes);

export async function renderPage({ url, language, viewportWidth, cookieBanner }: RenderInput): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://ssr.local'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await i18nFor(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const renderedAt = new Date();

  const tree = (styleCache = createStyleCache(directionOf(language))) => (
    <StrictMode>
      <ViewportGuessContext value={viewportWidth}>
        <ServedCookieBannerContext value={cookieBanner}>
          <I18nextProvider i18n={i18n}>
            <AppProviders queryClient={queryClient} styleCache={styleCache} initialAuth="unauthenticated">
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </ServedCookieBannerContext>
      </ViewportGuessContext>
    </StrictMode>
  );

  // Render to learn which queries the page asks for, answer them, and again until none is left;
  // the render that asked for nothing new is the page (each with its own style cache, so its
  // critical CSS can be read off). A part still waiting for code (a lazy component) leaves a
  // placeholder in a synchronous render: then the page is rendered once more, waiting for it.
  let rendered: { markup: string; emotion: ReturnType<typeof createEmotionServer> } | undefined;
  for (let round = 0; round <= DATA_ROUNDS; round++) {
    const styleCache = createStyleCache(directionOf(language));
    const emotion = createEmotionServer(styleCache);
    const markup = renderToString(tree(styleCache));
    const waiting = unanswered(queryClient);
    if (waiting.length === 0 || round === DATA_ROUNDS) {
      rendered = { markup, emotion };
      break;
    }
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  if (!rendered || SUSPENDED.test(rendered.markup)) {
    const styleCache = createStyleCache(directionOf(language));
    const emotion = createEmotionServer(styleCache);
    rendered = { markup: await renderToHtml(tree(styleCache)), emotion };
  }
  const { emotion } = rendered;
  const critical = emotion.extractCriticalToChunks(rendered.markup);
  const payload: SsrPayload = {
    language,
    viewportWidth,
    renderedAt: renderedAt.toISOString(),
    timeZone: renderTimeZone(),
    cookieBanner,
    queries: dehydrate(queryClient),
  };
  return {
    styles: emotion.constructStyleTagsFromChunks(critical),
    html: critical.html,
    payloadScript: `<script type="application/json" id="${SSR_PAYLOAD_ID}">${scriptSafeJson(payload)}</script>`,
  };
}
