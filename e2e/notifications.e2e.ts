import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

// Notifications (issue 12): the bell, the panel, the page, and one arriving live over the WebSocket.

const TOM = ['tom.becker@applicants.cpa-careers.test', 'Seeker12345!'] as const;
const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const LAYLA = ['layla@cpa-careers.test', 'Seeker12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

async function gql<T>(page: Page, token: string, query: string, variables: Record<string, unknown> = {}) {
  const r = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function tokenOf(page: Page, [email, password]: readonly [string, string]) {
  const r = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  return ((await r.json()) as { access_token: string }).access_token;
}

describe('notifications', () => {
  const browser = useBrowser();

  it('a new notification arrives live: a toast, the bell’s count and the page, then all marked read', async () => {
    const { page, context } = await browser.newPage({ viewport: DESKTOP });
    const tom = await signInDemo(page, ...TOM);
    await page.goto('/apps/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByTestId('notifications-empty').waitFor();
    // Nothing to mark read: the button is disabled yet readable on the dark band (MUI's grey vanished there).
    const markAll = page.getByRole('button', { name: 'Mark all as read' });
    expect(await markAll.isDisabled()).toBe(true);
    expect(await markAll.evaluate((button) => getComputedStyle(button).color)).toBe('rgba(255, 255, 255, 0.7)');
    await expectAccessible(page);
    await screenshot(page, 'notifications-empty-en-desktop');

    // Tom claims CPA status; the staff confirm it (another session): Tom's open page hears of it at once.
    const { createLicense } = await gql<{ createLicense: { id: string } }>(
      page,
      tom,
      'mutation ($input: CreateLicenseInput!) { createLicense(input: $input) { id } }',
      {
        input: {
          name: 'Certified Public Accountant',
          organization: 'AICPA',
          number: `CPA-${Date.now()}`,
          current: true,
        },
      },
    );
    await gql(page, tom, 'mutation ($id: ID!) { claimCPA(licenseId: $id) { cpaStatus } }', { id: createLicense.id });
    const staff = await tokenOf(page, STAFF);
    const signedIn = await page.request.post('/api/auth/sign-in', { data: { email: TOM[0], password: TOM[1] } });
    const tomId = ((await signedIn.json()) as { user: { uid: string } }).user.uid;
    await gql(page, staff, 'mutation ($userId: ID!) { reviewCPAClaim(userId: $userId, approve: true) { cpaStatus } }', {
      userId: tomId,
    });

    const toast = page.getByRole('region', { name: /notifications/i }).getByText(/CPA licence confirmed/);
    await poll(() => toast.isVisible()).toBe(true);
    const item = page.getByRole('main').getByTestId('notification-item').filter({ hasText: 'CPA licence confirmed' });
    await poll(() => item.isVisible()).toBe(true);
    await poll(() => page.getByTestId('notifications-unread').textContent()).toBe('1');
    await expectAccessible(page);
    await screenshot(page, 'notifications-live-en-desktop');

    // The bell's panel lists it; mark all read clears the count.
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('CPA licence confirmed').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'notifications-panel-en-desktop');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await poll(() => panel.getByText('All caught up').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // Read for good: the page after a reload shows it read.
    await page.reload();
    await poll(() => item.isVisible()).toBe(true);
    expect(await item.getAttribute('data-read')).toBe('true');
    await context.close();
  });

  it('reads in Arabic, right to left, with the demo notifications of her applications; deletes one; on a phone too', async () => {
    const { page, context } = await browser.newPage({ viewport: DESKTOP });
    await signInDemo(page, ...LAYLA);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/notifications');
    await page.getByRole('heading', { name: 'الإشعارات', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Layla's notices are of her own applications, each opening her applications; none of a staff page.
    const status = page
      .getByTestId('notification-item')
      .filter({ has: page.locator('a[href="/job/apply"]') })
      .first();
    await status.waitFor();
    expect(await page.locator('[data-testid="notification-item"] a[href^="/dashboards"]').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'notifications-ar-desktop');

    const before = await page.getByTestId('notification-item').count();
    await status.getByRole('button', { name: /^حذف/ }).click();
    await poll(() => page.getByTestId('notification-item').count()).toBe(before - 1);

    await page.setViewportSize(PHONE);
    await page.getByTestId('notifications-bell').click();
    await page.getByRole('dialog', { name: 'الإشعارات' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'notifications-panel-ar-phone');
    await context.close();
  });
});
