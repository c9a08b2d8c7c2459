import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../../../../domain/enums.ts';
import { readToken } from '../../../lib/token-storage.ts';
import { COOKIE_CONSENT_CHANGED, readCookieConsent } from '../../cookie-consent/index.ts';
import { createRecorder, type Recorder } from './analytics-recorder.ts';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

let recorder: Recorder | undefined;
let currentLanguage: Language = 'en';

function theRecorder(): Recorder {
  recorder ??= createRecorder({
    consented: () => readCookieConsent()?.analytics === true,
    send: (url, body) => {
      // A string goes as text/plain, which a beacon may send without a preflight (a JSON-typed
      // Blob is refused by Chromium); the server reads the text as JSON.
      try {
        if (navigator.sendBeacon(url, body)) return true;
      } catch {
        // fall through to fetch
      }
      void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
        () => undefined,
      );
      return true;
    },
    readCookie,
    writeCookie,
    newId: () => crypto.randomUUID(),
    now: () => Date.now(),
    language: () => currentLanguage,
    token: readToken,
  });
  return recorder;
}

/** Jobs shown in search results (the search page calls this); nothing without consent. */
export function recordImpressions(count: number) {
  theRecorder().recordImpressions(count);
}

/**
 * Records a page view per route change once the visitor accepted analytics cookies, and sends
 * the batch when the page is hidden (tab switched, closed, navigated away). Renders nothing.
 */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  currentLanguage = LANGUAGES.includes(lang) ? lang : 'en';

  useEffect(() => {
    const r = theRecorder();
    const onHide = () => {
      if (document.visibilityState === 'hidden') r.flush();
    };
    const onPageHide = () => r.flush();
    const onConsent = () => {
      if (readCookieConsent()?.analytics !== true) r.forget();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener(COOKIE_CONSENT_CHANGED, onConsent);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener(COOKIE_CONSENT_CHANGED, onConsent);
    };
  }, []);

  useEffect(() => {
    theRecorder().recordView(pathname);
  }, [pathname]);
  return null;
}
