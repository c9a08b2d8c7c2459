import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { dateValue, fillDate } from './support/date-field.ts';
import { announced, dragByKeyboard } from './support/keyboard-drag.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

describe('scrumboard', () => {
  const browser = useBrowser();

  it('moves a card by drag and by keyboard, and adds a checklist item and a comment', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/scrumboard/boards');
    await poll(() => page.getByRole('heading', { name: 'Scrumboard boards' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: /Portal release 2.4/ }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'scrumboard-boards-en-desktop');

    // A board of one's own for this run, so the demo boards stay as they are.
    await page.getByRole('button', { name: 'Create a board' }).click();
    const title = `Sprint ${Date.now()}`;
    await page.getByLabel('Board title').fill(title);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    const lists = page.getByTestId('scrumboard-list');
    await poll(() => lists.count()).toBe(4);
    const firstList = lists.nth(0);
    const doing = lists.nth(1);
    for (const name of ['Draft the brief', 'Book the venue']) {
      await firstList.getByRole('button', { name: 'Add a card' }).click();
      await firstList.getByLabel('Card title').fill(name);
      await firstList.getByRole('button', { name: 'Save' }).click();
      await poll(() => firstList.getByTestId('scrumboard-card').filter({ hasText: name }).isVisible()).toBe(true);
    }

    // By pointer: To do → In progress.
    const card = page.getByTestId('scrumboard-card').filter({ hasText: 'Draft the brief' });
    const from = (await card.boundingBox())!;
    const to = (await doing.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await announced(page, 'Draft the brief is over In progress.');
    await page.mouse.up();
    await poll(() => doing.getByTestId('scrumboard-card').filter({ hasText: 'Draft the brief' }).count()).toBe(1);

    // By keyboard: Space, arrow right, Space.
    const other = page.getByTestId('scrumboard-card').filter({ hasText: 'Book the venue' });
    await other.focus();
    await dragByKeyboard(page, [
      ['Space', 'Book the venue is over To do.'],
      ['ArrowRight', 'Book the venue is over In progress.'],
      ['Space', 'Book the venue was dropped in In progress.'],
    ]);
    await poll(() => doing.getByTestId('scrumboard-card').filter({ hasText: 'Book the venue' }).count()).toBe(1);
    // The server keeps the order: after a reload both are in progress.
    await page.reload();
    await poll(() => page.getByTestId('scrumboard-list').nth(1).getByTestId('scrumboard-card').count()).toBe(2);
    await expectAccessible(page);

    // Open a card: a checklist with an item, and a comment.
    await page.getByTestId('scrumboard-card').filter({ hasText: 'Draft the brief' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft the brief' });
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Add a checklist' }).click();
    await dialog.getByLabel('Checklist name').fill('Steps');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByRole('heading', { name: 'Steps' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Add an item' }).click();
    await dialog.getByRole('textbox', { name: 'Item' }).fill('Ask finance for the budget');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByRole('checkbox', { name: 'Ask finance for the budget' }).isVisible()).toBe(true);
    // Saved at once; the box shows the server's answer.
    await dialog.getByRole('checkbox', { name: 'Ask finance for the budget' }).click();
    await dialog.getByLabel('Write a comment').fill('First draft by Friday.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await poll(() => dialog.getByText('First draft by Friday.').isVisible()).toBe(true);
    await poll(() => dialog.getByRole('checkbox', { name: 'Ask finance for the budget' }).isChecked()).toBe(true);
    // A due date, typed in the interface's order (day, month, year), is saved once, on leaving the
    // field (not at each digit: "14/03/2" is a date too, of year 2).
    const dueSaves: string[] = [];
    page.on('request', (r) => {
      if (r.postData()?.includes('"dueDate"')) dueSaves.push(r.postData()!);
    });
    await fillDate(dialog, 'Due date', '2031-03-14');
    await poll(() => dateValue(dialog, 'Due date')).toBe('14/03/2031');
    await page.keyboard.press('Tab');
    const face = page.getByTestId('scrumboard-card').filter({ hasText: 'Draft the brief' });
    await poll(() => face.getByText('Mar 14').isVisible()).toBe(true);
    expect(dueSaves).toHaveLength(1);
    // Chosen in the calendar, it is saved at once.
    await dialog.getByRole('button', { name: /^Choose date/ }).click();
    await page.getByRole('gridcell', { name: '20' }).click();
    await poll(() => face.getByText('Mar 20').isVisible()).toBe(true);
    expect(dueSaves).toHaveLength(2);
    await expectAccessible(page);
    await screenshot(page, 'scrumboard-card-en-desktop');

    // Deleting asks first, in the product's own dialog; cancelling keeps the card.
    const cardsBefore = await page.getByTestId('scrumboard-card').count();
    await dialog.getByRole('button', { name: 'Delete the card' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete this card?' });
    await poll(() => ask.isVisible()).toBe(true);
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => ask.isVisible()).toBe(false);
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete the card' }).click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => page.getByTestId('scrumboard-card').count()).toBe(cardsBefore - 1);
    await poll(() => page.getByTestId('scrumboard-card').filter({ hasText: 'Draft the brief' }).count()).toBe(0);
  }, 180_000);

  it('shows a demo board with covers, and is right to left in Arabic', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto('/apps/scrumboard/boards');
    await page.getByRole('button', { name: /Portal release 2.4/ }).click();
    await poll(() => page.getByTestId('scrumboard-card').count()).toBeGreaterThan(11);
    await expectAccessible(page);
    await screenshot(page, 'scrumboard-board-en-desktop');

    const ar = await browser.newPage();
    await presetGuest(ar.page, ADMIN_SHELL, 'ar');
    await signInDemo(ar.page, ...STAFF);
    await ar.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await ar.page.goto('/apps/scrumboard/boards');
    await ar.page.getByRole('button', { name: /Audit season campaign/ }).click();
    await poll(() => ar.page.getByTestId('scrumboard-card').count()).toBeGreaterThan(11);
    expect(await ar.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Lists flow right to left: the first list is right of the second.
    const first = (await ar.page.getByTestId('scrumboard-list').nth(0).boundingBox())!;
    const second = (await ar.page.getByTestId('scrumboard-list').nth(1).boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);
    await expectAccessible(ar.page);
    await screenshot(ar.page, 'scrumboard-board-ar-desktop');

    for (const [language, who] of [
      ['en', STAFF],
      ['ar', ADMIN],
    ] as const) {
      const phone = await browser.newPage({ viewport: PHONE });
      await presetGuest(phone.page, ADMIN_SHELL, language);
      await signInDemo(phone.page, ...who);
      await phone.page.evaluate((l) => localStorage.setItem('language', l), language);
      await phone.page.goto('/apps/scrumboard/boards');
      await poll(() => phone.page.getByRole('button', { name: /Portal release 2.4/ }).isVisible()).toBe(true);
      await screenshot(phone.page, `scrumboard-boards-${language}-phone`);
      await phone.page.getByRole('button', { name: /Portal release 2.4/ }).click();
      await poll(() => phone.page.getByTestId('scrumboard-card').count()).toBeGreaterThan(3);
      // No sideways scroll of the page (the lists scroll inside their own region).
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(phone.page);
      await screenshot(phone.page, `scrumboard-board-${language}-phone`);
    }
  }, 180_000);
});
