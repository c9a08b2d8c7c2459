import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_CONSENT_MARKER,
  ANALYTICS_VISITOR_COOKIE,
  MAX_IMPRESSIONS_PER_EVENT,
  type AnalyticsBatch,
  type AnalyticsEvent,
} from '../../../../domain/analytics-schemas.ts';
import type { Language } from '../../../../domain/enums.ts';

export const COLLECT_URL = '/api/analytics/collect';
const VISITOR_MAX_AGE_S = 395 * 24 * 60 * 60; // 13 months

/** What the recorder needs from the browser (injected, so tests run without one). */
export interface RecorderDeps {
  /** True only while the visitor has accepted analytics cookies. */
  consented: () => boolean;
  /** navigator.sendBeacon; returns false when the browser refused to queue it. */
  send: (url: string, body: string) => boolean;
  readCookie: (name: string) => string | undefined;
  writeCookie: (name: string, value: string, maxAgeSeconds: number) => void;
  newId: () => string;
  now: () => number;
  language: () => Language;
  /** The signed-in person's access token, if any. */
  token: () => string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps page views (and search impressions) in a batch and sends it with a beacon when the page
 * is hidden or the batch is full. Without the visitor's consent to analytics cookies it records
 * nothing, sets no cookie and sends nothing; withdrawing consent drops the batch and the cookie.
 */
export function createRecorder(deps: RecorderDeps) {
  let queue: AnalyticsEvent[] = [];
  let lastPath: string | undefined;

  const visitorId = () => {
    const existing = deps.readCookie(ANALYTICS_VISITOR_COOKIE);
    if (existing && UUID.test(existing)) return existing;
    const id = deps.newId();
    deps.writeCookie(ANALYTICS_VISITOR_COOKIE, id, VISITOR_MAX_AGE_S);
    return id;
  };

  const flush = (): boolean => {
    if (!queue.length) return true;
    if (!deps.consented()) {
      queue = [];
      return false;
    }
    const batch: AnalyticsBatch = {
      consent: ANALYTICS_CONSENT_MARKER,
      visitorId: visitorId(),
      events: queue.slice(0, ANALYTICS_BATCH_MAX),
      ...(deps.token() ? { token: deps.token()! } : {}),
    };
    const sent = deps.send(COLLECT_URL, JSON.stringify(batch));
    if (sent) queue = queue.slice(ANALYTICS_BATCH_MAX);
    return sent;
  };

  const push = (event: AnalyticsEvent) => {
    if (!deps.consented()) return;
    // The cookie is set with the first view, not while the page is going away.
    visitorId();
    queue.push(event);
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
  };

  return {
    /** A route change: one view per new path (a re-render of the same path is not one). */
    recordView(path: string) {
      if (path === lastPath) return;
      lastPath = path;
      push({ type: 'view', at: deps.now(), path: path.slice(0, 300) || '/', language: deps.language() });
    },
    /** Jobs shown in search results. */
    recordImpressions(count: number) {
      const n = Math.min(MAX_IMPRESSIONS_PER_EVENT, Math.floor(count));
      if (n > 0) push({ type: 'impressions', at: deps.now(), count: n });
    },
    flush,
    /** Consent withdrawn: forget the batch and the visitor id. */
    forget() {
      queue = [];
      lastPath = undefined;
      deps.writeCookie(ANALYTICS_VISITOR_COOKIE, '', 0);
    },
    pending: () => queue.length,
  };
}
export type Recorder = ReturnType<typeof createRecorder>;
