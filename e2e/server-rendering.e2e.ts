import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, screenshot, useBrowser } from './support/browser.ts';

const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const results = (page: Page) => page.getByRole('region', { name: /Search results|نتائج البحث/ }).getByRole('article');

/** Console errors that say the browser did not draw what the server drew (React's #418/#423/#425 too). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#419|#423|#425/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

describe('server rendering of the public pages', () => {
  const browser = useBrowser();

  it('shows the search, a job and its company with JavaScript off: the first HTML holds them', async () => {
    const { page, context } = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/job/search/accountant');
    await page.getByRole('heading', { level: 1, name: 'Search jobs' }).waitFor();
    expect(await results(page).count()).toBeGreaterThan(5);
    const first = results(page).first();
    const title = await first.getByRole('heading').innerText();
    // Without scripts the logos show on their white tiles (no monogram waits under them for a load
    // event nothing would handle).
    expect(await page.getByTestId('company-logo-placeholder').count()).toBe(0);
    expect(
      await page
        .getByTestId('company-logo')
        .evaluateAll((logos) => logos.map((logo) => getComputedStyle(logo).opacity)),
    ).not.toContain('0');
    await screenshot(page, 'ssr-search-nojs-en-desktop');

    // A job page, from the card's link, with the job's title as its heading and its head tags.
    const href = await first.locator('a[href^="/job/info/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/job\/info\//);
    await page.goto(href!);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toContain(title);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);

    // The company page, from the job's company link: its name (as the job's JSON-LD gives it) and its open jobs.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      hiringOrganization: { name: string };
    };
    const companyName = jsonLd.hiringOrganization.name;
    const company = page.getByRole('main').locator('a[href^="/company/"]').first();
    await page.goto((await company.getAttribute('href'))!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(companyName);
    expect(await page.getByRole('main').locator('a[href^="/job/info/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates the served page without a mismatch, and it then works as the app', async () => {
    const { page, context } = await browser.newPage();
    const problems = watchHydration(page);
    const response = await page.goto('/job/search/accountant');
    const html = (await response!.text()) as string;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/Jobs found for/);
    await poll(() => page.locator('#root').getAttribute('data-render')).toBe('hydrated');
    const before = await results(page).count();
    expect(before).toBeGreaterThan(5);

    // It is live: a filter narrows the list and goes into the address.
    await page.getByRole('checkbox', { name: /^Part-time/ }).click();
    await poll(() => page.url()).toMatch(/type=part-time/);
    await poll(() => results(page).count()).toBeLessThan(before);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });

  it('draws the cookie banner in the first HTML for a new visitor, hydrates it, and leaves it out once answered', async () => {
    const { page, context } = await browser.newPage({ cookieBanner: true });
    const problems = watchHydration(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const first = (await (await page.goto('/'))!.text()) as string;
    expect(first).toContain('aria-label="Cookie consent"');
    await poll(() => page.locator('#root').getAttribute('data-render')).toBe('hydrated');
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Accept all cookies' }).click();
    await poll(() => banner.isVisible()).toBe(false);
    expect((await context.cookies()).some((c) => c.name === 'cookie_consent')).toBe(true);

    // The server now knows: the next page comes without the banner, and hydrates the same.
    const next = (await (await page.goto('/job/search/accountant'))!.text()) as string;
    expect(next).not.toContain('aria-label="Cookie consent"');
    await poll(() => page.locator('#root').getAttribute('data-render')).toBe('hydrated');
    expect(await banner.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves Arabic right to left from the first byte, by the browser’s language or the chosen one, on a phone', async () => {
    // The browser's language: the first HTML is Arabic and right to left.
    const first = await fetch(`${baseUrl()}/job/search/محاسب`, { headers: { 'accept-language': 'ar,en;q=0.5' } });
    const html = await first.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('البحث عن وظائف');
    // A language chosen in the app (its cookie) wins over the browser's.
    const chosen = await fetch(`${baseUrl()}/`, { headers: { 'accept-language': 'ar', cookie: 'lang=tr' } });
    expect(await chosen.text()).toContain('<html lang="tr" dir="ltr">');

    const { page, context } = await browser.newPage({ viewport: PHONE, locale: 'ar', userAgent: IPHONE_UA });
    const problems = watchHydration(page);
    await page.goto('/job/search/%D9%85%D8%AD%D8%A7%D8%B3%D8%A8');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await poll(() => page.locator('#root').getAttribute('data-render')).toBe('hydrated');
    expect(await results(page).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // The phone's layout was guessed right: the page is as wide as the screen, nothing to scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'ssr-search-ar-phone');
    await context.close();
  });

  it('serves the hashed scripts compressed and immutable, and the page not cached', async () => {
    const page = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('recovers from a page chunk gone after a redeploy: the served content shows, one reload brings the app', async () => {
    const { page, context } = await browser.newPage();
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
    });
    // The page's chunk is gone for the first document (its preload and its import), as after a redeploy.
    await page.route('**/assets/about-us-page-*.js', async (route) => {
      if (documents <= 1) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      else await route.continue();
    });
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await poll(() => documents).toBe(2);
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await poll(() => page.locator('#root').getAttribute('data-render')).toMatch(/hydrated|client/);
    expect(page.url()).toMatch(/\/about-us$/);
    // Live after the reload: the footer's link goes to another page in the app.
    await page.getByRole('link', { name: 'Privacy policy' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await context.close();
  });
});
