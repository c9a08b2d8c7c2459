import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../src/server/test-support/file-fixtures.ts';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

describe('chat', () => {
  const browser = useBrowser();

  it('a message written by the admin appears live in the staff member’s open conversation', async () => {
    const staff = await browser.newPage();
    await presetGuest(staff.page, ADMIN_SHELL);
    await signInDemo(staff.page, ...STAFF);
    await staff.page.goto('/apps/chat');
    // The navigation's Apps group leads here.
    await poll(() => staff.page.getByRole('link', { name: 'Chat' }).first().isVisible()).toBe(true);
    const staffItem = staff.page.getByTestId('chat-item').filter({ hasText: 'Selin Admin' });
    await poll(() => staffItem.isVisible()).toBe(true);
    await expectAccessible(staff.page);
    await staffItem.click();
    const staffLog = staff.page.getByRole('log', { name: 'Conversation with Selin Admin' });
    await poll(() => staffLog.getByTestId('chat-message').count()).toBeGreaterThan(5);
    await expectAccessible(staff.page);
    await screenshot(staff.page, 'chat-en-desktop');

    const admin = await browser.newPage();
    await presetGuest(admin.page, ADMIN_SHELL);
    await signInDemo(admin.page, ...ADMIN);
    await admin.page.goto('/apps/chat');
    await admin.page.getByTestId('chat-item').filter({ hasText: 'Omar Staff' }).click();
    const words = `Can you join the review call at four? (${Date.now()})`;
    await admin.page.getByRole('textbox', { name: 'Message' }).fill(words);
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await poll(() => admin.page.getByRole('log').getByText(words).isVisible()).toBe(true);

    // No reload on the staff side: it arrives over the live connection.
    await poll(() => staffLog.getByText(words).isVisible()).toBe(true);
    await staff.page.getByRole('textbox', { name: 'Message' }).fill('Yes, I will be there.');
    await staff.page.keyboard.press('Enter');
    await poll(() => admin.page.getByRole('log').getByText('Yes, I will be there.').isVisible()).toBe(true);

    // A file without words: uploaded, shown as a chip to remove or send, then in both logs.
    await admin.page.getByTestId('chat-file-input').setInputFiles({
      name: 'minutes.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await poll(() =>
      admin.page.getByRole('group', { name: 'Files to send' }).getByText('minutes.pdf').isVisible(),
    ).toBe(true);
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await poll(() => staffLog.getByRole('link', { name: 'minutes.pdf' }).isVisible()).toBe(true);
    expect(await admin.page.getByRole('group', { name: 'Files to send' }).count()).toBe(0);

    // The contact's details: title, e-mails and the links they shared.
    await staff.page.getByRole('button', { name: 'Contact info' }).click();
    const panel = staff.page.getByRole('complementary', { name: 'Contact info' });
    await poll(() => panel.getByText('Head of Member Services').isVisible()).toBe(true);
    await poll(() => panel.getByRole('link', { name: /aicpa-cima\.com/ }).isVisible()).toBe(true);
    await expectAccessible(staff.page);
    await screenshot(staff.page, 'chat-contact-en-desktop');

    // Presence set from one's own profile shows beside them on the other side.
    await admin.page.getByTestId('my-status').click();
    await admin.page.getByRole('option', { name: 'Do not disturb' }).click();
    await poll(() => staff.page.getByTestId('contact-status').innerText()).toBe('Do not disturb');
    // Presence follows the live connection: the admin's browser closes, and they show offline.
    await admin.page.close();
    await poll(() => staff.page.getByTestId('contact-status').innerText()).toBe('Offline');
  }, 180_000);

  it('keeps a half-written message and its file through opening another chat and turning to a phone', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/chat');
    const selin = page.getByTestId('chat-item').filter({ hasText: 'Selin Admin' });
    await poll(() => selin.isVisible()).toBe(true);
    await selin.click();
    const box = page.getByRole('textbox', { name: 'Message' });
    const files = page.getByRole('group', { name: 'Files to send' });
    await box.fill('The audit file is two days late, because');
    await page.getByTestId('chat-file-input').setInputFiles({
      name: 'timeline.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await poll(() => files.getByText('timeline.pdf').isVisible()).toBe(true);

    // Another conversation (the staff member's only other one is started here, from the contacts:
    // empty, it sorts after every chat with messages) starts empty; coming back finds the words
    // and the file.
    const other = page.getByTestId('chat-item').filter({ hasNotText: 'Selin Admin' }).first();
    if (await other.count()) await other.click();
    else await page.getByRole('list').filter({ hasText: 'Contacts' }).getByRole('button').first().click();
    await poll(() => page.getByRole('log', { name: /^Conversation with (?!Selin Admin)/ }).isVisible()).toBe(true);
    expect(await box.inputValue()).toBe('');
    expect(await files.count()).toBe(0);
    await selin.click();
    await poll(() => box.inputValue()).toBe('The audit file is two days late, because');
    await poll(() => files.getByText('timeline.pdf').isVisible()).toBe(true);

    // The phone's layout is another tree: the conversation is drawn anew, the draft with it.
    await page.setViewportSize(PHONE);
    await poll(() => page.getByRole('button', { name: 'Back to chats' }).isVisible()).toBe(true);
    await poll(() => box.inputValue()).toBe('The audit file is two days late, because');
    await poll(() => files.getByText('timeline.pdf').isVisible()).toBe(true);

    // Sent, it is gone from the box for good.
    await box.fill('The audit file is two days late, because the bank confirmation is still out.');
    await page.getByRole('button', { name: 'Send' }).click();
    await poll(() => page.getByRole('log').getByRole('link', { name: 'timeline.pdf' }).first().isVisible()).toBe(true);
    await poll(() => box.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await selin.click();
    await poll(() => box.isVisible()).toBe(true);
    expect(await box.inputValue()).toBe('');
    expect(await files.count()).toBe(0);
  }, 180_000);

  it('is right to left in Arabic on a desktop and a phone, where the list fills the screen', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/chat');
    const item = page.getByTestId('chat-item').first();
    await poll(() => item.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page);
    await screenshot(page, 'chat-ar-phone');
    await item.click();
    await poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(3);
    await expectAccessible(page);
    await screenshot(page, 'chat-open-ar-phone');
    await page.getByRole('button', { name: 'العودة إلى المحادثات' }).click();
    await poll(() => page.getByTestId('chat-item').first().isVisible()).toBe(true);

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/chat');
    await desk.page.getByTestId('chat-item').first().click();
    await poll(() => desk.page.getByTestId('chat-message').count()).toBeGreaterThan(3);
    // Names and lines keep their own direction but line up with the page, on its right: "Elif
    // Demir" sat on the far left of the list while "نور حداد" sat on the right.
    const ownDirection = desk.page.getByTestId('chat-sidebar').locator('[dir="auto"]');
    expect(await ownDirection.count()).toBeGreaterThan(3);
    expect(
      await ownDirection.evaluateAll((all) =>
        all.filter((el) => getComputedStyle(el).textAlign !== 'right').map((el) => el.textContent),
      ),
    ).toEqual([]);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'chat-ar-desktop');

    const en = await browser.newPage({ viewport: PHONE });
    await presetGuest(en.page, ADMIN_SHELL);
    await signInDemo(en.page, ...ADMIN);
    await en.page.goto('/apps/chat');
    await poll(() => en.page.getByTestId('chat-item').first().isVisible()).toBe(true);
    await screenshot(en.page, 'chat-en-phone');
  }, 180_000);
});
