import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  codeMailedTo,
  expectAccessible,
  mailCount,
  screenshot,
  useBrowser,
  wrappedButtons,
} from './support/browser.ts';
import { PHONE, presetGuest, signInDemo } from './support/shell.ts';

async function openSignIn(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('consent_terms_agreed', 'true');
    localStorage.setItem('consent_marketing_agreed', 'true');
  });
  await page.goto('/sign-in');
  await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
}

describe('accounts in the browser', () => {
  const browser = useBrowser();

  it('signs up, verifies with the mailed code, signs out and signs back in', async () => {
    const { page, context } = await browser.newPage();
    const email = `e2e.${Date.now()}@example.com`;
    await page.goto('/user/jobseeker/create');
    await page.getByLabel('Display name').fill('Deniz Demir');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('The password must be at least 8 characters').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toMatch(/^ey/);
    await screenshot(page, 'verify-email-en-desktop');
    const code = await codeMailedTo(email);
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect.poll(() => page.getByText('The code is not correct').isVisible()).toBe(true);

    const before = mailCount(email);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => page.getByText('A new code is on its way').isVisible()).toBe(true);
    const fresh = await codeMailedTo(email, before);
    await page.getByLabel('Verification code').fill(fresh);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect.poll(() => page.getByText('Your email address is verified').isVisible()).toBe(true);
    await expectAccessible(page);

    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe('Deniz Demir');
    expect(await page.getByTestId('user-menu-role').textContent()).toBe('Job seeker');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    // Signed out, the public top bar offers Sign in and Sign up again.
    await expect.poll(() => page.getByTestId('guest-account-buttons').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();

    await openSignIn(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Check your password').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe('Deniz Demir');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('sends a guest to sign in and back to the page they wanted', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await openSignIn(page);
    await page.goto('/job/saved');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login') === 'true');
    await page.getByLabel('Email address').fill('seeker@cpa-careers.test');
    await page.getByLabel('Password', { exact: true }).fill('Seeker12345!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/job/saved');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Saved jobs', exact: true }).isVisible())
      .toBe(true);
    // Guest-only screens send a signed-in user home.
    await page.goto('/sign-up');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('asks an unverified person to verify, in a banner whose button reads whole on an Arabic phone', async () => {
    const { page, context } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, null, 'ar');
    await page.goto('/');
    const res = await page.request.post('/api/auth/sign-up', {
      data: {
        displayName: 'Deniz Demir',
        email: `banner.${Date.now()}@example.com`,
        password: 'a long enough password',
      },
    });
    const { access_token: token } = (await res.json()) as { access_token: string };
    await page.evaluate((t) => localStorage.setItem('jwt_access_token', t), token);
    await page.goto('/job/search');
    await page.getByText('يُرجى تأكيد عنوان بريدك الإلكتروني لتتمكن من التقدم إلى الوظائف.').waitFor();
    // "أدخل الرمز" broke over two lines beside the message.
    expect(await wrappedButtons(page, '.MuiAlert-root')).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'verify-banner-ar-phone');
    await page.getByRole('link', { name: 'أدخل الرمز' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/jobseeker/create');
    await context.close();
  });

  it('resets a forgotten password with the mailed code', async () => {
    const { page, context } = await browser.newPage();
    const email = `reset.${Date.now()}@example.com`;
    await page.goto('/');
    const res = await page.request.post('/api/auth/sign-up', {
      data: { displayName: 'Reset Me', email, password: 'the old password' },
    });
    expect(res.status()).toBe(200);
    const sent = mailCount(email);

    await page.goto('/user/reset');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Code from the email').waitFor();
    const code = await codeMailedTo(email, sent);
    await page.getByLabel('Code from the email').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('the new password');
    await page.getByLabel('Repeat the new password').fill('something else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('The two passwords are not the same').isVisible()).toBe(true);
    await page.getByLabel('Repeat the new password').fill('the new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe('Reset Me');

    const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: 'the new password' } });
    expect(signIn.status()).toBe(200);
    await context.close();
  });

  it('changes the password on the profile and ends the other sessions; "sign out everywhere" ends them all', async () => {
    const email = `sessions.${Date.now()}@example.com`;
    const first = await browser.newPage();
    const second = await browser.newPage();
    await first.page.goto('/');
    const res = await first.page.request.post('/api/auth/sign-up', {
      data: { displayName: 'Sam Sessions', email, password: 'the first password' },
    });
    expect(res.status()).toBe(200);
    await signInDemo(first.page, email, 'the first password');
    await signInDemo(second.page, email, 'the first password');

    await first.page.goto('/profile');
    const section = first.page.getByRole('region', { name: 'Password' });
    await section.getByLabel('Current password').fill('not the password');
    await section.getByLabel('New password').fill('the second password');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => section.getByText('The current password is not correct').isVisible()).toBe(true);
    await section.getByLabel('Current password').fill('the first password');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => first.page.getByText('Your password was changed. Other devices were signed out.').isVisible())
      .toBe(true);
    await expectAccessible(first.page);

    // The other browser's next request is refused, and it is signed out.
    await second.page.goto('/job/saved');
    await expect.poll(() => second.page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    // This browser carries on with its renewed token.
    await first.page.reload();
    await expect.poll(() => first.page.getByTestId('user-menu-name').textContent()).toBe('Sam Sessions');

    await signInDemo(second.page, email, 'the second password');
    await second.page.goto('/profile');
    await expect.poll(() => second.page.getByTestId('user-menu-name').textContent()).toBe('Sam Sessions');
    await first.page.getByTestId('user-menu').click();
    await first.page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Sign out on every device?' });
    await dialog.waitFor();
    // Let the menu fade out and the dialog in before measuring contrast.
    await expect.poll(() => first.page.locator('.MuiMenu-root').count()).toBe(0);
    await expect
      .poll(() => first.page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');
    await expectAccessible(first.page);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect.poll(() => first.page.getByTestId('guest-account-buttons').isVisible()).toBe(true);
    await second.page.reload();
    await expect.poll(() => second.page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    await first.context.close();
    await second.context.close();
  });

  it("signs out from a page that needs sign-in and lands home, however late the home page's code arrives", async () => {
    const { page, context } = await browser.newPage();
    await signInDemo(page);
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe('Jane Seeker');
    // The home page's code comes a second and a half late, as on a slow line: meanwhile the profile
    // is still the page drawn, now for nobody, and must not send its reader to the sign-in screen.
    await page.route(/\/assets\/home-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Find your next role/);
    expect(await page.getByTestId('guest-account-buttons').isVisible()).toBe(true);
    await context.close();
  });
});
