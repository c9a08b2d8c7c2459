import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, ANALYTICS_BATCH_MAX } from '../../../../domain/analytics-schemas.ts';
import { COLLECT_URL, createRecorder, type RecorderDeps } from './analytics-recorder.ts';

function fakeBrowser(consent: boolean) {
  const state = { consent, cookies: new Map<string, string>(), sent: [] as { url: string; body: string }[], ids: 0 };
  const deps: RecorderDeps = {
    consented: () => state.consent,
    send: (url, body) => {
      state.sent.push({ url, body });
      return true;
    },
    readCookie: (name) => state.cookies.get(name),
    writeCookie: (name, value, maxAge) => {
      if (maxAge <= 0) state.cookies.delete(name);
      else state.cookies.set(name, value);
    },
    newId: () => `00000000-0000-4000-8000-00000000000${++state.ids}`,
    now: () => 1_700_000_000_000,
    language: () => 'ar',
    token: () => null,
  };
  return { state, recorder: createRecorder(deps) };
}

describe('the analytics recorder', () => {
  it('records nothing, sets no cookie and sends nothing without consent', () => {
    const { state, recorder } = fakeBrowser(false);
    recorder.recordView('/');
    recorder.recordView('/job/search/all');
    recorder.recordImpressions(20);
    expect(recorder.pending()).toBe(0);
    expect(recorder.flush()).toBe(true);
    expect(state.sent).toEqual([]);
    expect(state.cookies.size).toBe(0);
  });

  it('after consent, batches one view per route change and sends a batch the server accepts', () => {
    const { state, recorder } = fakeBrowser(true);
    recorder.recordView('/');
    recorder.recordView('/'); // the same route again: not a new view
    recorder.recordView('/job/search/all');
    recorder.recordImpressions(20);
    expect(state.sent).toEqual([]); // nothing until the page is hidden
    expect(state.cookies.get('cpa_vid')).toMatch(/^0{8}-/); // the visitor id is set with the first view
    recorder.flush();
    expect(state.sent).toHaveLength(1);
    expect(state.sent[0]!.url).toBe(COLLECT_URL);
    const batch = analyticsBatchSchema.parse(JSON.parse(state.sent[0]!.body));
    expect(batch.events.map((e) => e.type)).toEqual(['view', 'view', 'impressions']);
    expect(batch.events[0]).toMatchObject({ path: '/', language: 'ar' });
    expect(batch.visitorId).toBe(state.cookies.get('cpa_vid'));
    expect(recorder.pending()).toBe(0);
  });

  it('keeps the visitor id across batches (a returning visitor) and sends a full batch at once', () => {
    const { state, recorder } = fakeBrowser(true);
    for (let i = 0; i < ANALYTICS_BATCH_MAX; i++) recorder.recordView(`/page/${i}`);
    expect(state.sent).toHaveLength(1);
    recorder.recordView('/again');
    recorder.flush();
    const ids = state.sent.map((s) => (JSON.parse(s.body) as { visitorId: string }).visitorId);
    expect(new Set(ids).size).toBe(1);
  });

  it('drops the batch and the cookie when consent is withdrawn', () => {
    const { state, recorder } = fakeBrowser(true);
    recorder.recordView('/');
    recorder.flush();
    recorder.recordView('/jobs');
    state.consent = false;
    expect(recorder.flush()).toBe(false);
    recorder.forget();
    expect(state.sent).toHaveLength(1);
    expect(state.cookies.size).toBe(0);
  });
});
