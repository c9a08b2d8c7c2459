import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser, wrappedButtons } from './support/browser.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

// The analytics dashboard (/dashboards/analytics, staff) and the recorder behind it.

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
const today = () => new Date().toISOString().slice(0, 10);

async function todayFigures(page: Page, token: string) {
  const r = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `query ($range: AnalyticsRangeInput!) { analyticsDashboard(range: $range) {
        demoDays totals { visitors pageViews visits newVisitors } } }`,
      variables: { range: { preset: 'custom', from: today(), to: today() } },
    },
  });
  return ((await r.json()) as { data: { analyticsDashboard: { demoDays: number; totals: Record<string, number> } } })
    .data.analyticsDashboard;
}

async function openDashboard(page: Page, language = 'en') {
  await signInDemo(page, ...STAFF);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/dashboards/analytics');
  await poll(() => page.getByTestId('kpi-visitors-value').isVisible()).toBe(true);
}

/** The period switch's four choices share one line, each whole ("Custom" went to a second line on a phone). */
async function expectPeriodsOnOneLine(page: Page, name: string) {
  const buttons = page.getByRole('group', { name }).getByRole('button');
  await expect.poll(() => buttons.count()).toBe(4);
  const tops = await buttons.evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await wrappedButtons(page)).toEqual([]);
}

describe('analytics dashboard', () => {
  const browser = useBrowser();

  it('shows the demo traffic to staff in English; a range switch changes the figures', async () => {
    const { page } = await browser.newPage({ viewport: DESKTOP });
    await openDashboard(page);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Analytics' }).isVisible()).toBe(true);
    for (const widget of ['traffic-chart', 'new-returning-chart', 'gender-chart', 'age-chart', 'language-chart'])
      await poll(() => page.getByTestId(widget).isVisible()).toBe(true);
    // Each chart has its table for screen readers.
    await poll(() => page.locator('table caption', { hasText: 'Table: Visitors vs page views' }).count()).toBe(1);
    await poll(() => page.getByText(/Days of this period with demo traffic: \d+/).isVisible()).toBe(true);
    const month = await page.getByTestId('kpi-visitors-value').textContent();
    expect(Number(month!.replace(/\D/g, ''))).toBeGreaterThan(5000);
    await expectAccessible(page);
    await screenshot(page, 'analytics-en-desktop');

    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await poll(() => page.getByTestId('kpi-visitors-value').textContent()).not.toBe(month);
    const week = Number((await page.getByTestId('kpi-visitors-value').textContent())!.replace(/\D/g, ''));
    expect(week).toBeLessThan(Number(month!.replace(/\D/g, '')) / 3);
    await poll(() => page.getByText(/with demo traffic: [67]\./).isVisible()).toBe(true);

    // A custom range.
    await page.getByRole('button', { name: 'Custom' }).click();
    await poll(() => page.getByRole('button', { name: 'Apply' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Apply' }).click();
    await poll(() => page.getByText(/with demo traffic: 1[34]\./).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    // The month's figures again, and the charts done moving to them, before the picture.
    await poll(() => page.getByTestId('kpi-visitors-value').textContent()).toBe(month);
    await expectPeriodsOnOneLine(page, 'Period');
    await expectAccessible(page);
    await screenshot(page, 'analytics-en-phone');
  });

  it('reads right to left in Arabic, with Arabic numbers and dates', async () => {
    const { page } = await browser.newPage({ viewport: DESKTOP });
    await openDashboard(page, 'ar');
    await poll(() => page.getByRole('heading', { level: 1, name: 'التحليلات' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await poll(() => page.getByRole('button', { name: 'آخر 7 أيام' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'analytics-ar-desktop');
    const before = await page.getByTestId('kpi-visitors-value').textContent();
    await page.getByRole('button', { name: 'آخر 90 يومًا' }).click();
    await poll(() => page.getByTestId('kpi-visitors-value').textContent()).not.toBe(before);
    await page.setViewportSize(PHONE);
    await expectPeriodsOnOneLine(page, 'الفترة');
    await expectAccessible(page);
    await screenshot(page, 'analytics-ar-phone');
  });

  it('is refused to a job seeker', async () => {
    const { page } = await browser.newPage();
    await signInDemo(page);
    await page.goto('/dashboards/analytics');
    await poll(() => page.getByTestId('kpi-visitors-value').count()).toBe(0);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Analytics' }).count()).toBe(0);
  });

  it('records nothing before consent; after accepting analytics cookies the next roll-up counts the visit', async () => {
    // A visitor who refused analytics cookies: no visitor cookie, no view.
    const refused = await browser.newPage();
    await refused.page.goto('/');
    await refused.page.goto('/job/search/all');
    expect((await refused.context.cookies()).some((c) => c.name === 'cpa_vid')).toBe(false);

    const { page: staffPage } = await browser.newPage();
    const token = await signInDemo(staffPage, ...STAFF);
    const before = await todayFigures(staffPage, token);

    const { page, context } = await browser.newPage({ cookieBanner: true });
    await page.goto('/');
    const accept = page.getByRole('button', { name: 'Accept all Cookies' });
    await poll(() => accept.isVisible()).toBe(true);
    await accept.click();
    // A route change inside the app (as a link does): a second view.
    await page.locator('a[href="/about-us"]').first().click();
    await page.waitForURL((url) => url.pathname === '/about-us');
    // The visitor id cookie is set with the first view after consent.
    await poll(async () => (await context.cookies()).some((c) => c.name === 'cpa_vid')).toBe(true);
    await page.goto('/job/search/all'); // hiding the page sends the batch
    await poll(() => page.getByTestId('job-search-count').isVisible()).toBe(true);
    await page.goto('/privacy-policy'); // hiding the search page sends its batch
    const visitor = (await context.cookies()).find((c) => c.name === 'cpa_vid');
    expect(visitor?.value).toMatch(/^[0-9a-f-]{36}$/);

    // The staff member updates the figures: today is now real traffic, this visit in it.
    await staffPage.goto('/dashboards/analytics');
    await poll(() => staffPage.getByTestId('kpi-visitors-value').isVisible()).toBe(true);
    await staffPage.getByRole('button', { name: 'Update figures' }).click();
    await poll(() => staffPage.getByText('Figures updated.').isVisible()).toBe(true);
    await poll(async () => (await todayFigures(staffPage, token)).demoDays).toBe(0);
    // The last page's beacon may land just after that update: the next roll-up counts it.
    const rollUp = () =>
      staffPage.request.post('/api/graphql', {
        headers: { authorization: `Bearer ${token}` },
        data: { query: 'mutation { rollUpAnalytics }' },
      });
    await poll(async () => {
      await rollUp();
      return (await todayFigures(staffPage, token)).totals.pageViews;
    }).toBeGreaterThanOrEqual(2);
    const after = await todayFigures(staffPage, token);
    expect(after.totals.visitors).toBeGreaterThanOrEqual(1);
    // The view before consent is not counted; those after it are (about and the search).
    expect(after.totals.pageViews).toBeGreaterThanOrEqual(2);
    expect(after.totals.visits).toBeGreaterThanOrEqual(1);
    expect(after.totals.visitors).not.toBe(before.totals.visitors);
    await poll(() => staffPage.getByText('with demo traffic: 29.', { exact: false }).isVisible()).toBe(true);
  });
});
