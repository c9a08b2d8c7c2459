import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeMailedTo, expectAccessible, screenshot, useBrowser } from './support/browser.ts';

// The e2e server's JWT secret (support/global-setup.ts), which signs the alert mails' unsubscribe links.
const SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';
const unsubscribeToken = (alertId: string) =>
  `${alertId}.${createHmac('sha256', SECRET).update(`job-alert-unsubscribe:${alertId}`).digest('base64url')}`;

const TOM = { email: 'tom.becker@applicants.cpa-careers.test', password: 'Seeker12345!' };
const PHONE = { width: 390, height: 844 };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

async function tokenOf(page: Page, who: { email: string; password: string }): Promise<string> {
  const signIn = await page.request.post('/api/auth/sign-in', { data: who });
  return ((await signIn.json()) as { access_token: string }).access_token;
}

async function createAlertByApi(page: Page, token: string, name: string, keywords: string): Promise<string> {
  const r = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation ($input: CreateJobAlertInput!) { createJobAlert(input: $input) { id } }',
      variables: { input: { name, frequency: 'weekly', keywords, query: 'remote=1' } },
    },
  });
  const body = (await r.json()) as { data: { createJobAlert: { id: string } } };
  return body.data.createJobAlert.id;
}

describe('job alerts', () => {
  const browser = useBrowser();

  it('a guest saves a search as an alert after signing in, sees it on /user/alerts, edits and deletes it', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/job/search/auditor?type=full-time');
    const create = page.getByRole('button', { name: 'Create alert' });
    await poll(() => create.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'job-search-alert-button-en-desktop');
    await create.click();

    // Sign in (the consent screen first), and come back to the search with the dialog open.
    await page.waitForURL((url) => url.pathname === '/sign-in');
    const consent = page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true });
    await poll(() => consent.isVisible()).toBe(true);
    await consent.click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await poll(() => signIn.isVisible()).toBe(true);
    await signIn.getByLabel('Email address').fill(TOM.email);
    await signIn.getByLabel('Password', { exact: true }).fill(TOM.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/job/search/auditor');
    const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
    await poll(() => dialog.isVisible()).toBe(true);
    // The reopening parameter is gone, so Back and Reload do not open it again; the search stays.
    expect(new URL(page.url()).searchParams.get('type')).toBe('full-time');
    expect(new URL(page.url()).searchParams.get('alert')).toBeNull();
    await poll(() => dialog.getByText('“auditor” · Full-time').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Alert name').inputValue()).toBe('auditor');
    await expectAccessible(page);
    await screenshot(page, 'job-alert-dialog-en-desktop');

    await dialog.getByLabel('Alert name').fill('Full-time auditor jobs');
    await dialog.getByRole('radio', { name: /Weekly/ }).check();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await poll(() => page.getByText('Job alert created.').isVisible()).toBe(true);
    await poll(() => dialog.isVisible()).toBe(false);

    // The same search again is refused with words a person can act on.
    await create.click();
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await poll(() => dialog.getByRole('alert').innerText()).toBe('You already have an alert for this search.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Listed on /user/alerts, reached from the navigation.
    await page.getByRole('link', { name: 'Job alerts' }).first().click();
    await page.waitForURL((url) => url.pathname === '/user/alerts');
    const item = page.getByRole('listitem', { name: 'Full-time auditor jobs' });
    await poll(() => item.isVisible()).toBe(true);
    expect(await item.innerText()).toContain('Weekly');
    expect(await item.innerText()).toContain('“auditor” · Full-time');
    expect(await item.innerText()).toContain('No email yet');
    expect(
      await item.getByRole('link', { name: 'Run the search of Full-time auditor jobs' }).getAttribute('href'),
    ).toBe('/job/search/auditor?type=full-time');
    await expectAccessible(page);
    await screenshot(page, 'job-alerts-en-desktop');

    // Edit: a new name and daily.
    await item.getByRole('button', { name: 'Edit Full-time auditor jobs' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit job alert' });
    await edit.getByLabel('Alert name').fill('Auditor roles');
    await edit.getByRole('radio', { name: /Daily/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('listitem', { name: 'Auditor roles' });
    await poll(() => renamed.isVisible()).toBe(true);
    expect(await renamed.innerText()).toContain('Daily');

    // Delete, after confirming.
    await renamed.getByRole('button', { name: 'Delete Auditor roles' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this job alert?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await poll(() => page.getByRole('heading', { name: 'No job alerts yet' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('brings a guest who signs up instead of signing in back to the search with the dialog open', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/job/search/controller?remote=1');
    const create = page.getByRole('button', { name: 'Create alert' });
    await poll(() => create.isVisible()).toBe(true);
    await create.click();
    await page.waitForURL((url) => url.pathname === '/sign-in');

    // No account yet: sign up, verify the address, and continue.
    const email = `alert.newcomer.${Date.now()}@example.com`;
    await page.goto('/user/jobseeker/create');
    await page.getByLabel('Display name').fill('Alert Newcomer');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    await page.getByLabel('Verification code').fill(await codeMailedTo(email));
    await page.getByRole('button', { name: 'Verify email' }).click();
    const back = page.getByRole('button', { name: 'Continue where you were' });
    await poll(() => back.isVisible()).toBe(true);
    await back.click();

    await page.waitForURL((url) => url.pathname === '/job/search/controller');
    await poll(() => page.getByRole('dialog', { name: 'Create a job alert' }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('remote')).toBe('1');
    await context.close();
  });

  it('unsubscribes with the mail’s link without signing in, and offers to resubscribe', async () => {
    const { page, context } = await browser.newPage();
    const token = await tokenOf(page, TOM);
    const id = await createAlertByApi(page, token, 'Remote tax jobs', 'tax');
    await page.goto(`/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`);
    await poll(() =>
      page.getByText('You will no longer get emails for the job alert “Remote tax jobs”.').isVisible(),
    ).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'job-alert-unsubscribed-en-desktop');
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await poll(() => page.getByText('Emails for “Remote tax jobs” are on again.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'See the jobs of this search' }).getAttribute('href')).toBe(
      '/job/search/tax?remote=1',
    );

    // A link that was tampered with says so plainly.
    await page.goto(`/alerts/unsubscribe?token=${encodeURIComponent(`${id}.not-the-signature`)}`);
    await poll(() => page.getByRole('alert').innerText()).toContain('This unsubscribe link is not valid.');
    await expectAccessible(page);
    await context.close();
  });

  it('reads right to left in Arabic, on a phone', async () => {
    const { page, context } = await browser.newPage({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('language', 'ar'));
    const token = await tokenOf(page, TOM);
    await createAlertByApi(page, token, 'Payroll in London', 'payroll');
    await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
    await page.goto('/user/alerts');
    await poll(() => page.getByRole('heading', { name: 'تنبيهات الوظائف', level: 1 }).isVisible()).toBe(true);
    await poll(() => page.getByRole('listitem', { name: 'Payroll in London' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    await expectAccessible(page);
    await screenshot(page, 'job-alerts-ar-phone');
    await page.goto('/job/search/payroll');
    await poll(() => page.getByRole('button', { name: 'إنشاء تنبيه' }).isVisible()).toBe(true);
    await screenshot(page, 'job-search-alert-button-ar-phone');
    await page.getByRole('button', { name: 'إنشاء تنبيه' }).click();
    await poll(() => page.getByRole('dialog', { name: 'إنشاء تنبيه وظائف' }).isVisible()).toBe(true);
    await screenshot(page, 'job-alert-dialog-ar-phone');
    await context.close();
  });
});
