/**
 * npm run bench:web — how fast the public pages paint for a guest's first visit.
 *
 * Builds the client when its sources changed, starts the server as its own process on a fresh
 * PGlite with the demo data, then drives Chromium through the DevTools protocol: a new profile per
 * visit (cache disabled), on a throttled phone (CPU 4× slower, 1.6 Mbps down, 750 kbps up,
 * 150 ms latency, 390×844) and once without throttling. For `/`, `/job/search/accountant`, a job
 * page and a company page it prints LCP, CLS, when the first job card (or the job's or company's
 * title) was visible, the requests and the bytes on the wire (all, and scripts alone), the median
 * of `--runs` visits (default 5). A repeat visit with the browser's cache then says how many bytes
 * of unchanged assets came again (should be none).
 *
 * Options: --runs <n>, --dir <checkout> (the server to start; an older checkout gives a "before"),
 * --only throttled|fast.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { findChromium } from '../e2e/support/chromium-path.ts';
import { startServerProcess } from './server-process.ts';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const dir = path.resolve(option('dir', '.'));
const runs = Number(option('runs', '5'));
const only = option('only', '');
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

interface Profile {
  name: string;
  cpu: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  viewport: { width: number; height: number };
  /** A phone says so by its user agent, as DevTools' phone emulation does: the server renders for its width. */
  phone?: boolean;
}

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const PROFILES: Profile[] = [
  {
    name: 'throttled phone',
    cpu: 4,
    // Bytes per second: 1.6 Mbps down, 750 kbps up (Lighthouse's "slow 4G").
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    viewport: { width: 390, height: 844 },
    phone: true,
  },
  { name: 'fast desktop', cpu: 1, viewport: { width: 1366, height: 900 } },
].filter((p) => !only || (only === 'fast' ? p.cpu === 1 : p.cpu > 1));

/** What each page must show for a person to call it there: a job card, or the page's title. */
interface Target {
  label: string;
  path: string;
  content: string;
}

interface Visit {
  lcp: number;
  cls: number;
  content: number;
  requests: number;
  bytes: number;
  scriptBytes: number;
}

// Recorded in the page from its first instant: LCP and CLS by PerformanceObserver, and the moment
// the target's selector first matches by a MutationObserver (the page paints in the next frame).
const observerScript = (selector: string) => `
  (() => {
    const m = (window.__bench = { lcp: 0, cls: 0, content: 0 });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) m.lcp = e.renderTime || e.loadTime || e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) m.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = () => {
      if (m.content || !document.querySelector(${JSON.stringify(selector)})) return false;
      requestAnimationFrame(() => { m.content = performance.now(); });
      return true;
    };
    new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
      .observe(document, { childList: true, subtree: true });
  })();
`;

async function throttle(cdp: CDPSession, profile: Profile, cacheDisabled: boolean) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}

/** Counts what came over the wire: every response's encoded length, scripts apart. */
function countTraffic(cdp: CDPSession) {
  const types = new Map<string, string>();
  const total = { requests: 0, bytes: 0, scriptBytes: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    total.requests += 1;
    total.bytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') total.scriptBytes += e.encodedDataLength;
  });
  return total;
}

async function settle(page: Page, selector: string) {
  await page.waitForSelector(selector, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  // LCP is final once nothing larger paints; a quiet second after the network settles is enough.
  await page.waitForTimeout(1000);
}

async function visit(browser: Browser, profile: Profile, target: Target): Promise<Visit> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    locale: 'en-US',
    ...(profile.phone && { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true }),
  });
  try {
    // A guest who has not answered the cookie banner yet, as on a first visit.
    await context.addInitScript(observerScript(target.content));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile, true);
    const traffic = countTraffic(cdp);
    await page.goto(base + target.path, { waitUntil: 'commit' });
    await settle(page, target.content);
    const m = await page.evaluate(
      () => (window as unknown as { __bench: { lcp: number; cls: number; content: number } }).__bench,
    );
    return { ...m, ...traffic };
  } finally {
    await context.close();
  }
}

/** Bytes that came again on a second visit with the browser's cache: unchanged assets must not. */
async function repeatVisit(browser: Browser, profile: Profile, target: Target): Promise<number> {
  const context = await browser.newContext({ viewport: profile.viewport, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, profile, false);
    await page.goto(base + target.path);
    await settle(page, target.content);
    const assets = { bytes: 0 };
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      if ((urls.get(e.requestId) ?? '').includes('/assets/')) assets.bytes += e.encodedDataLength;
    });
    await page.goto(base + target.path);
    await settle(page, target.content);
    return assets.bytes;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (value: number) => `${Math.round(value / 1024)} KB`;

/** A job and a company to visit: the first open job of a search, and its company. */
async function pickJob(): Promise<{ jobId: string; companyId: string }> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ searchJobs(query: "accountant", limit: 1) { items { id companyJobsId } } }' }),
  });
  const body = (await response.json()) as { data?: { searchJobs: { items: { id: string; companyJobsId: string }[] } } };
  const job = body.data?.searchJobs.items[0];
  if (!job) throw new Error(`No job to visit: ${JSON.stringify(body)}`);
  return { jobId: job.id, companyId: job.companyJobsId };
}

const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
  cwd: dir,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-web-bench-'));
const server = await startServerProcess(dir, port, { DATA_DIR: dataDir, DATABASE_URL: '' });

let browser: Browser | undefined;
try {
  const { jobId, companyId } = await pickJob();
  const targets: Target[] = [
    { label: '/', path: '/', content: 'main article, main h1' },
    { label: '/job/search/accountant', path: '/job/search/accountant', content: 'main article' },
    { label: '/job/info/:id', path: `/job/info/${jobId}`, content: 'main h1' },
    { label: '/company/:id', path: `/company/${companyId}`, content: 'main h1' },
  ];
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(`server: ${dir}; median of ${runs} first visits as a guest, cache disabled\n`);
  for (const profile of PROFILES) {
    console.log(`### ${profile.name}\n`);
    console.log(
      '| page | LCP | first card / title | CLS | requests | transferred | of it JavaScript | repeat visit: assets again |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const target of targets) {
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, profile, target));
      const again = await repeatVisit(browser, profile, target);
      const m = (key: keyof Visit) => median(visits.map((v) => v[key]));
      console.log(
        `| ${target.label} | ${ms(m('lcp'))} | ${ms(m('content'))} | ${m('cls').toFixed(3)} | ${m('requests')} | ${kb(m('bytes'))} | ${kb(m('scriptBytes'))} | ${kb(again)} |`,
      );
    }
    console.log('');
  }
  console.log(`${os.cpus().length} cores, ${os.loadavg()[0]!.toFixed(1)} load average at the end.`);
} finally {
  await browser?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
