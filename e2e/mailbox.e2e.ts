import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

describe('mailbox', () => {
  const browser = useBrowser();

  it('admin composes and sends a mail (draft saved on the way); staff finds it in the inbox and opens it', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto('/apps/mailbox');
    const list = page.getByRole('list', { name: 'Inbox' });
    await poll(() => list.getByRole('listitem').count()).toBeGreaterThan(5);
    // The navigation's Apps group leads here.
    await poll(() => page.getByRole('link', { name: 'Mailbox' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'mailbox-en-desktop');

    // Open a mail: its text shows beside the list.
    await list.getByRole('listitem').first().getByRole('button').last().click();
    await poll(() => page.getByRole('article').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'mailbox-open-en-desktop');

    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await poll(() => dialog.isVisible()).toBe(true);
    // Sending without anything says what is missing.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await poll(() => dialog.getByText('Add at least one recipient').isVisible()).toBe(true);

    await dialog.getByLabel('To').fill('Omar');
    await page.getByRole('option', { name: /Omar Staff/ }).click();
    const subject = `Budget review ${Date.now()}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Please look at the budget before Friday.');
    await poll(() => dialog.getByRole('status').innerText()).toBe('Draft saved');
    await expectAccessible(page);
    await screenshot(page, 'mailbox-compose-en-desktop');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await poll(() => page.getByText('Your mail was sent').isVisible()).toBe(true);

    // In the sender's sent folder, and the draft is gone.
    await page.getByRole('button', { name: 'Sent' }).click();
    await poll(() => page.getByRole('list', { name: 'Sent' }).getByText(subject).isVisible()).toBe(true);

    // Staff: in the inbox, unread, found by search, opened.
    const staff = await browser.newPage();
    await presetGuest(staff.page, ADMIN_SHELL);
    await signInDemo(staff.page, ...STAFF);
    await staff.page.goto('/apps/mailbox');
    await staff.page.getByRole('searchbox', { name: 'Search mail' }).fill('budget before Friday');
    const found = staff.page.getByRole('list', { name: 'Inbox' }).getByText(subject);
    await poll(() => found.isVisible()).toBe(true);
    // The search is sent a moment after typing stops; the list it answers is the one to click in.
    await poll(() => new URL(staff.page.url()).searchParams.get('q')).toBe('budget before Friday');
    await poll(() => staff.page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').count()).toBe(1);
    await found.click();
    await poll(() => staff.page.getByRole('heading', { name: subject }).isVisible()).toBe(true);
    await poll(() =>
      staff.page.getByRole('article').getByText('Please look at the budget before Friday.').isVisible(),
    ).toBe(true);
    await expectAccessible(staff.page);

    // Forward: the mail quoted under a header, the subject marked; reply all is not offered to a
    // mail that had no other recipient.
    expect(await staff.page.getByRole('button', { name: 'Reply all' }).count()).toBe(0);
    await staff.page.getByRole('button', { name: 'Forward' }).click();
    const forward = staff.page.getByRole('dialog', { name: 'New message' });
    await poll(() => forward.getByLabel('Subject').inputValue()).toBe(`Fwd: ${subject}`);
    const quoted = forward.getByRole('textbox', { name: 'Message' });
    await poll(() => quoted.innerText()).toContain('---------- Forwarded message ----------');
    expect(await quoted.innerText()).toContain('Please look at the budget before Friday.');
    await screenshot(staff.page, 'mailbox-forward-en-desktop');
  }, 180_000);

  it('bulk actions: label and star selected mails, then filter by them', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/mailbox');
    const list = page.getByRole('list', { name: 'Inbox' });
    await poll(() => list.getByRole('listitem').count()).toBeGreaterThan(3);
    const boxes = list.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await poll(() => page.getByText('2 selected').isVisible()).toBe(true);
    await page.getByRole('toolbar').getByRole('button', { name: 'Star', exact: true }).click();
    await poll(() => page.getByText('Updated').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Starred' }).click();
    await poll(() => page.getByRole('list', { name: 'Starred' }).getByRole('listitem').count()).toBeGreaterThan(1);
  });

  it('is right to left in Arabic, and the folders are a drawer on a phone', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/mailbox');
    const list = page.getByRole('list', { name: 'الوارد' });
    await poll(() => list.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page);
    await screenshot(page, 'mailbox-ar-phone');
    await page.getByRole('button', { name: 'المجلدات والتصنيفات' }).click();
    await poll(() => page.getByRole('button', { name: 'المرسل' }).isVisible()).toBe(true);
    await screenshot(page, 'mailbox-ar-phone-drawer');
    await page.getByRole('button', { name: 'المرسل' }).click();
    await poll(() => page.getByRole('list', { name: 'المرسل' }).getByRole('listitem').count()).toBeGreaterThan(0);

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/mailbox');
    await poll(() => desk.page.getByRole('list', { name: 'الوارد' }).getByRole('listitem').count()).toBeGreaterThan(3);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'mailbox-ar-desktop');
  });
});
