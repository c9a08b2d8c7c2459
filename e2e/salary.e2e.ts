import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, screenshot, useBrowser } from './support/browser.ts';

// Salaries across currencies: the minimum salary in a currency the person picks, applied as they
// stop typing; money ranges that read in order in Arabic; staff keeping the rates; the apply
// form saying the currency of the expected salary.

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const PHONE = { width: 390, height: 844 };
const STAFF = { email: 'staff@cpa-careers.test', password: 'Staff12345!' };
const JANE = { email: 'seeker@cpa-careers.test', password: 'Seeker12345!' };

async function tokenOf(who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function prepare(context: BrowserContext, language: 'en' | 'tr' | 'ar' = 'en', token?: string) {
  await context.addInitScript(
    ([lang, jwt]) => {
      localStorage.setItem('language', lang!);
      if (jwt) localStorage.setItem('jwt_access_token', jwt);
    },
    [language, token],
  );
}

const results = (page: Page) => page.getByRole('region', { name: /Search results|نتائج البحث|Arama sonuçları/ });

/** The salary texts of the cards shown (each a bidi isolate, maybe followed by "≈" another). */
const cardSalaries = (page: Page) =>
  results(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (c) => [...c.querySelectorAll('span')].map((s) => s.textContent ?? '').find((t) => t.includes('\u2066')) ?? '',
      ),
    );

describe('salaries across currencies', () => {
  const browser = useBrowser();

  it('filters by a minimum in the chosen currency as the person stops typing', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1680, height: 1000 } });
    await prepare(context);
    await page.goto('/job/search/all?sort=salary');
    await poll(() => results(page).getByRole('article').count()).toBeGreaterThan(5);
    // The filters sit beside the results where there is room, else in a drawer.
    const openFilters = page.getByRole('button', { name: /^Filters/ });
    if (await openFilters.isVisible()) await openFilters.click();

    // Pick Turkish lira: nothing to filter yet, but the cards say "≈ ₺…" beside other currencies.
    await page.locator('[data-testid="salary-currency"]:visible').click();
    await page.getByRole('option', { name: 'TRY', exact: true }).click();
    await poll(async () => (await cardSalaries(page)).some((s) => /≈ .*(₺|TRY)/.test(s))).toBe(true);

    // Type a minimum and keep the focus in the field: the search follows without Enter or blur.
    const field = page.locator('[data-testid="salary-min"]:visible');
    await field.click();
    await field.pressSequentially('2500000', { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('salaryMin') === '2500000', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('salaryCurrency')).toBe('TRY');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('2500000');
    // Every job shown pays at least ₺2.5 million a year: in lira, or "≈" that in lira when in
    // another currency (the lira jobs of about ₺1–2 million are gone).
    const liraTop = (salary: string) => {
      const [own, approx] = salary.split('≈');
      const part = /^\u2066(₺|TRY)/.test(own ?? '') ? own! : (approx ?? '');
      return Math.max(0, ...[...part.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, ''))));
    };
    await poll(async () => {
      const shown = (await cardSalaries(page)).filter(Boolean);
      return shown.length > 0 && shown.every((s) => liraTop(s) >= 2_480_000);
    }).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'salary-filter-en-desktop');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    if (await sidebar.isVisible())
      await sidebar.screenshot({ path: 'test-results/screenshots/salary-filter-en-sidebar.png' });

    // The same search in US dollars: a different, shared URL.
    await page.locator('[data-testid="salary-currency"]:visible').click();
    await page.getByRole('option', { name: 'USD', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('salaryCurrency') === 'USD');
    expect(new URL(page.url()).searchParams.get('salaryMin')).toBe('2500000');
    await poll(() => results(page).getByRole('article').count()).toBe(0);
    await context.close();
  });

  it('reads a salary range in order in Arabic: the lower amount first, the symbol with its amount', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
      const { page, context } = await browser.newPage({ viewport });
      await prepare(context, 'ar');
      await page.goto('/job/search/all?sort=salary');
      await poll(() => results(page).getByRole('article').count()).toBeGreaterThan(3);
      // Where the two amounts of the first range are drawn: the lower one on the left, as
      // "US$ 51,000 – US$ 59,000" reads, not reversed by the page's right-to-left direction.
      const order = await results(page)
        .getByRole('article')
        .first()
        .evaluate((card) => {
          const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const text = n.textContent ?? '';
            const start = text.indexOf('\u2066');
            if (start < 0) continue;
            const numbers = [...text.slice(start).matchAll(/[\d٠-٩][\d٠-٩,٬.]*/g)].slice(0, 2);
            if (numbers.length < 2) continue;
            const left = (m: RegExpMatchArray) => {
              const range = document.createRange();
              range.setStart(n, start + m.index!);
              range.setEnd(n, start + m.index! + m[0].length);
              return range.getBoundingClientRect().left;
            };
            const value = (m: RegExpMatchArray) => Number(m[0].replace(/[^\d]/g, ''));
            return { firstValue: value(numbers[0]!), secondValue: value(numbers[1]!), lefts: numbers.map(left) };
          }
          return null;
        });
      expect(order).not.toBeNull();
      expect(order!.firstValue).toBeLessThan(order!.secondValue);
      expect(order!.lefts[0]).toBeLessThan(order!.lefts[1]!);
      await expectAccessible(page);
      await screenshot(page, `salary-search-ar-${viewport.width}`);
      await results(page)
        .getByRole('article')
        .first()
        .screenshot({ path: `test-results/screenshots/salary-card-ar-${viewport.width}.png` });
      await context.close();
    }
  });

  it('lets staff change a rate on /admin/currency-rates, with clear refusals', async () => {
    const token = await tokenOf(STAFF);
    const { page, context } = await browser.newPage();
    await prepare(context, 'en', token);
    await page.goto('/admin/currency-rates');
    const row = page.getByTestId('rate-row-GBP');
    const field = row.getByRole('textbox', { name: /Units per .*\$1.* \(GBP\)/ });
    await field.fill('-1');
    await row.getByRole('button', { name: 'Save the GBP rate' }).click();
    await poll(() => row.getByText('The rate must be above zero.').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'currency-rates-en-desktop');

    await field.fill('0.8');
    await row.getByRole('button', { name: 'Save the GBP rate' }).click();
    await poll(() => page.getByText(/The GBP rate is saved/).isVisible()).toBe(true);
    const { currencyRates } = await gql<{ currencyRates: { currency: string; unitsPerUsd: number }[] }>(
      '{ currencyRates { currency unitsPerUsd } }',
    );
    expect(currencyRates.find((r) => r.currency === 'GBP')?.unitsPerUsd).toBe(0.8);
    // The staff navigation leads here.
    await poll(() => page.getByRole('link', { name: 'Currency rates' }).first().isVisible()).toBe(true);
    await context.close();

    // In Arabic on a phone too.
    const ar = await browser.newPage({ viewport: PHONE });
    await prepare(ar.context, 'ar', token);
    await ar.page.goto('/admin/currency-rates');
    await poll(() => ar.page.getByTestId('rate-row-TRY').isVisible()).toBe(true);
    await expectAccessible(ar.page);
    await screenshot(ar.page, 'currency-rates-ar-phone');
    await ar.context.close();
  });

  it('says the currency of the expected salary on the apply form', async () => {
    const token = await tokenOf(JANE);
    const { searchJobs } = await gql<{
      searchJobs: { items: { id: string; salaryCurrency: string; applyWay: string; isOpen: boolean }[] };
    }>('{ searchJobs(query: "Istanbul", limit: 50) { items { id salaryCurrency applyWay isOpen } } }');
    const job = searchJobs.items.find((j) => j.salaryCurrency === 'TRY' && j.applyWay === 'internal' && j.isOpen);
    expect(job).toBeDefined();
    const { page, context } = await browser.newPage();
    await prepare(context, 'en', token);
    await page.goto(`/job/apply/${job!.id}`);
    await poll(() => page.getByTestId('apply-salary-currency').innerText()).toBe('TRY');
    expect(await page.getByText(/In TRY, the currency of the job’s salary/).isVisible()).toBe(true);
    await context.close();
  });
});
