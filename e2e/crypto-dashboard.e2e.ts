import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const usd = (n: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

/** An element's text without the invisible isolation marks around figures. */
const shown = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/[\u2066-\u2069]/g, '');

async function openAs(page: Page, language = 'en') {
  const token = await signInDemo(page, STAFF[0], STAFF[1]);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/dashboards/crypto');
  await page.locator('[data-testid="btc-panel"] svg').first().waitFor({ timeout: 20_000 });
  return token;
}

async function walletsByApi(page: Page, token: string) {
  const r = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ cryptoDashboard { coins { coin price } wallets { coin amount } } }' },
  });
  return (
    (await r.json()) as {
      data: {
        cryptoDashboard: { coins: { coin: string; price: number }[]; wallets: { coin: string; amount: number }[] };
      };
    }
  ).data.cryptoDashboard;
}

const overflowing = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth + 1
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
          })
          .slice(0, 5)
          .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)}`),
  );

describe('crypto dashboard', () => {
  const { newPage } = useBrowser();

  for (const language of ['en', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`renders with data in ${language === 'en' ? 'English' : 'Arabic'} on a ${size}`, async () => {
        const { page, context } = await newPage({ viewport });
        await openAs(page, language);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        for (const coin of ['btc', 'eth', 'bch', 'xrp']) await page.getByTestId(`price-${coin}`).waitFor();
        expect(await page.locator('[data-testid="wallets-panel"] tbody tr').count()).toBe(6);
        expect(await page.getByTestId('btc-price').innerText()).toMatch(/\d/);
        await screenshot(page, `crypto-dashboard-${language}-${size}`);
        expect(await overflowing(page)).toEqual([]);
        // Each of the price's facts lies inside its tile ("56,822.70 US$" ran past it at 1366 px).
        const facts = page.getByTestId('btc-facts').locator('dd');
        expect(await facts.count()).toBe(4);
        expect(
          await facts.evaluateAll((values) =>
            values
              .filter((dd) => {
                const text = document.createRange();
                text.selectNodeContents(dd);
                const [v, tile] = [text.getBoundingClientRect(), dd.parentElement!.getBoundingClientRect()];
                return v.left < tile.left || v.right > tile.right;
              })
              .map((dd) => dd.textContent),
          ),
        ).toEqual([]);
        await expectAccessible(page);
        await context.close();
      });
    }
  }

  it('a buy moves the wallet balances; the chart switches between a day and a year', async () => {
    const { page, context } = await newPage({ viewport: DESKTOP });
    const token = await openAs(page);
    const before = await walletsByApi(page, token);
    const usdBefore = before.wallets.find((w) => w.coin === 'usd')!.amount;
    await poll(() => shown(page, 'wallet-usd-amount')).toBe(usd(usdBefore));

    const form = page.getByTestId('trade-panel');
    await form.getByLabel('Amount in US dollars').fill('100.005');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await poll(() => form.getByText('Use at most two decimal places (cents)').isVisible()).toBe(true);
    await form.getByLabel('Amount in US dollars').fill('100');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await poll(() => page.getByText(/^Bought .* BTC for .*\$100\.00.*\.$/).isVisible()).toBe(true);
    await poll(() => shown(page, 'wallet-usd-amount')).toBe(usd(usdBefore - 100));
    const after = await walletsByApi(page, token);
    expect(after.wallets.find((w) => w.coin === 'btc')!.amount).toBeGreaterThan(
      before.wallets.find((w) => w.coin === 'btc')!.amount,
    );
    // More than the wallet holds: refused, nothing moves.
    await form.getByLabel('Amount in US dollars').fill(String(Math.ceil(usdBefore)));
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await poll(() => form.getByRole('alert').innerText()).toContain('does not hold enough');
    expect(await shown(page, 'wallet-usd-amount')).toBe(usd(usdBefore - 100));
    await expectAccessible(page);

    const rows = () => page.locator('[data-testid="btc-panel"] table tbody tr').count();
    const dayRows = await rows();
    await page.getByRole('button', { name: '1 year' }).click();
    await poll(rows).not.toBe(dayRows);
    await screenshot(page, 'crypto-dashboard-year-en-desktop');
    await context.close();
  });

  it('a price file with mistakes is refused line by line and changes nothing', async () => {
    const { page, context } = await newPage({ viewport: DESKTOP });
    const token = await openAs(page);
    const before = (await walletsByApi(page, token)).coins;
    await page.getByRole('button', { name: 'Import prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import prices from a CSV file' });
    await dialog.getByTestId('price-file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('date,coin,price\n2026-01-01,btc,100\n2026-02-30,btc,1\n2026-01-01,doge,3\n'),
    });
    await poll(() => dialog.getByText('prices.csv · 4 lines').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = dialog.getByTestId('import-problems');
    await poll(() => problems.isVisible()).toBe(true);
    expect(await problems.innerText()).toContain('Line 3: “2026-02-30” is not a date');
    expect(await problems.innerText()).toContain('Line 4: “doge” is not one of the coins');
    await expectAccessible(page);
    await screenshot(page, 'crypto-import-errors-en-desktop');
    expect((await walletsByApi(page, token)).coins).toEqual(before);
    await context.close();
  });
});
