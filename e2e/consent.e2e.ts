import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';

describe('consent screens (SPEC section 2)', () => {
  const browser = useBrowser();

  it('log-in consent: both boxes start checked, Sign In needs both, choices are saved, then /?login=true', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/sign-in');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to your account' }).isVisible()).toBe(true);
    // No navbar, toolbar or footer on this guest-only screen.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Back to home page' }).isVisible()).toBe(true);
    const terms = page.getByRole('checkbox', { name: /privacy policy/ });
    const marketing = page.getByRole('checkbox', { name: /promotional materials/ });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    expect(await terms.isChecked()).toBe(true);
    expect(await marketing.isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'sign-in-consent-en-desktop');

    await marketing.uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await marketing.check();
    await terms.uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await terms.check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login') === 'true');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('consent_terms_agreed'),
        localStorage.getItem('consent_marketing_agreed'),
      ]),
    ).toEqual(['true', 'true']);
    await expect.poll(() => page.getByRole('dialog', { name: 'Sign in' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href'))
      .toBe('/user/reset');
    expect(await page.getByRole('link', { name: 'Create a job seeker account' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Create an employer account' }).count()).toBeGreaterThan(0);

    // Both saved as true: the screen is skipped.
    await page.goto('/sign-in');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login') === 'true');
    await context.close();
  });

  it('log-in consent: Back to home page goes home', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Back to home page' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.search);
    await context.close();
  });

  it('register consent: kept in memory only, disabled unless both, then to the job seeker sign-up', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/sign-up');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign up for a new account' }).isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });
    await page.getByRole('checkbox', { name: /privacy policy/ }).uncheck();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    expect(await page.evaluate(() => localStorage.getItem('consent_terms_agreed'))).toBeNull();
    await submit.click();
    await page.waitForURL('**/user/jobseeker/create');
    await expect.poll(() => page.getByRole('heading', { name: 'Create a job seeker account' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
