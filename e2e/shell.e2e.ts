import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';

const PHONE = { width: 390, height: 844 };

describe('shell, languages and error pages', () => {
  const browser = useBrowser();

  it('shows the home page inside the public top bar, with a working job search box', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Find your next role');
    expect(await page.getByTestId('layout2').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await page.getByTestId('guest-account-buttons').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'home-en-desktop');
    await page.getByLabel('Job title, skill or keyword').fill('senior accountant');
    await page.getByLabel('City or country').fill('Istanbul');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/job/search/senior%20accountant?location=Istanbul');
    await context.close();
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('The page you requested could not be found.').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it("shows 'Something went wrong.' with details when a screen fails to render", async () => {
    const { page, context } = await browser.newPage();
    // A screen whose code cannot load is a rendering error the user must see explained. Refused
    // from the start: the home page may fetch the chunk ahead (idle preloading) before a click.
    await page.route('**/assets/about-us-page-*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'About us' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Something went wrong.' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByTestId('error-details').textContent()).toMatch(
      /about-us-page|dynamically imported module|Failed to fetch/i,
    );
    await context.close();
  });

  it('switches to Arabic (right to left) and Turkish from the toolbar, and remembers it', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/about-us');
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // The Arabic strings arrive with their bundle, a moment after the direction switches.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe('About us');
    // The navbar moves to the right-hand side.
    const nav = await page.getByRole('navigation', { name: /./ }).first().boundingBox();
    expect(nav!.x).toBeGreaterThan(600);
    await expectAccessible(page);
    await screenshot(page, 'about-ar-desktop');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await context.close();
  });

  it('puts the navbar in a drawer on a phone, closed after navigating', async () => {
    const { page, context } = await browser.newPage({ viewport: PHONE });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await screenshot(page, 'home-en-phone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About us' }).click();
    await page.waitForURL('**/about-us');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/sign-in');
    await page.getByRole('button').first().waitFor();
    await screenshot(page, 'sign-in-consent-ar-phone');
    await page.goto('/user/jobseeker/create');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'create-jobseeker-ar-phone');
    await context.close();
  });

  it('scrolls to the top on each route change', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1366, height: 400 } });
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    // Scrolled down until it stays down: on a slow machine a CI run once read 0 just after the
    // scroll, the page still settling after it came alive.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Terms and conditions' }).click();
    await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('leaves a reader where they scrolled while the page was coming alive', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1366, height: 400 } });
    // The page's code arrives late (a slow line): the reader, seeing the server's page, scrolls.
    let scrolledTo = 0;
    await page.route('**/assets/privacy-policy-page-*.js', async (route) => {
      await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
      scrolledTo = await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      });
      await route.continue();
    });
    await page.goto('/privacy-policy'); // returns once the app has hydrated the page
    expect(scrolledTo).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.render)).toBe('hydrated');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await context.close();
  });
});
