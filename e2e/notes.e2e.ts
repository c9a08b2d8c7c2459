import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { fillDateTime } from './support/date-field.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
// A 1×1 PNG: the upload is checked by its content, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('notes', () => {
  const browser = useBrowser();

  it('creates a note with a checklist and an image, and finds it after a reload', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/notes');
    await poll(() => page.getByTestId('note-card').count()).toBeGreaterThan(5);
    await poll(() => page.getByRole('link', { name: 'Notes' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'notes-en-desktop');

    await page.getByRole('button', { name: 'New note' }).click();
    const dialog = page.getByRole('dialog', { name: 'New note' });
    await poll(() => dialog.isVisible()).toBe(true);
    // An empty note is refused with the shared rule's words.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByText('Give the note a title, some text or a task').isVisible()).toBe(true);

    const title = `Interview panel ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('New task').fill('Book the meeting room');
    await dialog.getByLabel('New task').press('Enter');
    await dialog.getByLabel('New task').fill('Print the CVs');
    await dialog.getByRole('button', { name: 'Add a task' }).click();
    await dialog.getByRole('checkbox', { name: 'Done: Book the meeting room' }).check();
    await dialog
      .getByTestId('note-image-input')
      .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => dialog.getByRole('img', { name: 'Picture of the note' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Work', exact: true }).click();
    await expectAccessible(page);
    await screenshot(page, 'notes-dialog-en-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Note added').isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('Interview panel');
    const card = page.getByTestId('note-card').filter({ hasText: title });
    await poll(() => card.isVisible()).toBe(true);
    await poll(() => card.getByText('1 of 2 done').isVisible()).toBe(true);
    await card.getByRole('button').click();
    const edit = page.getByRole('dialog', { name: 'Edit note' });
    await poll(() => edit.getByRole('checkbox', { name: 'Done: Book the meeting room' }).isChecked()).toBe(true);
    await poll(() => edit.getByRole('checkbox', { name: 'Done: Print the CVs' }).isChecked()).toBe(false);
    // Archived, it leaves the grid for the archive.
    await edit.getByRole('button', { name: 'Archive' }).click();
    await poll(() => page.getByText('Note archived').isVisible()).toBe(true);
    await poll(() => card.count()).toBe(0);
    await page.getByRole('button', { name: 'Archive' }).click();
    await poll(() => page.getByTestId('note-card').filter({ hasText: title }).isVisible()).toBe(true);
  }, 180_000);

  it('notifies the owner live when a reminder passes, and the notification opens the note', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto('/apps/notes');
    await poll(() => page.getByTestId('note-card').count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'New note' }).click();
    const dialog = page.getByRole('dialog', { name: 'New note' });
    const title = `Send the engagement letter ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    // A time already past (a day ago, whatever the browser's time zone): the reminder task takes it next.
    const past = await page.evaluate(() => {
      const d = new Date(Date.now() - 24 * 60 * 60 * 1000);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
    });
    // Half typed (a day and a month), it is refused in words and nothing is sent.
    await dialog.getByRole('group', { name: 'Reminder' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('1403');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByText('Enter the reminder’s date and time in full, or clear it.').isVisible()).toBe(
      true,
    );
    await fillDateTime(dialog, 'Reminder', past);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Note added').isVisible()).toBe(true);

    // It arrives live, as a toast and in the bell's panel.
    const toast = page.getByRole('region', { name: /notifications/i }).getByText(`Reminder: ${title}`);
    await poll(() => toast.isVisible()).toBe(true);
    await page.goto('/apps/academy');
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByTestId('notification-item').filter({ hasText: `Reminder: ${title}` });
    await poll(() => item.isVisible()).toBe(true);
    await item.getByRole('link').first().click();
    // The link opens the reminders view with the note open.
    await poll(() => page.url()).toMatch(/\/apps\/notes\?filter=reminders/);
    const edit = page.getByRole('dialog', { name: 'Edit note' });
    await poll(() => edit.getByLabel('Title').inputValue()).toBe(title);
    await expectAccessible(page);
  }, 180_000);

  it('filters by a label and by reminders', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto('/apps/notes');
    await poll(() => page.getByTestId('note-card').count()).toBeGreaterThan(5);
    const all = await page.getByTestId('note-card').count();
    await page.getByRole('navigation').getByRole('button', { name: 'Family' }).click();
    await poll(() => page.getByRole('heading', { name: 'Family' }).isVisible()).toBe(true);
    const cards = page.getByTestId('note-card');
    await poll(() => cards.count()).toBeLessThan(all);
    // Every card shown carries the label (once the list has arrived).
    await poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('Family'));
    }).toBe(true);
    await page.getByRole('button', { name: 'Reminders' }).click();
    await poll(() => page.getByRole('heading', { name: 'Reminders' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('note-card').count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('adds, renames and deletes a label (asked first), and the page follows', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/notes');
    await poll(() => page.getByTestId('note-card').count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Edit labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit labels' });
    await poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByLabel('New label').fill('Receipts');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await poll(() => dialog.getByRole('textbox', { name: 'Name of label Receipts' }).isVisible()).toBe(true);
    await poll(() => page.getByText('Label added').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Name of label Receipts' }).fill('Expense receipts');
    await dialog.getByRole('button', { name: 'Save the name of Receipts' }).click();
    await poll(() => dialog.getByRole('textbox', { name: 'Name of label Expense receipts' }).isVisible()).toBe(true);
    await poll(() => page.getByText('Label renamed').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'notes-labels-dialog-en-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The new label is a filter of its own; deleting it (kept once, then confirmed) leaves it.
    await page.getByRole('navigation').getByRole('button', { name: 'Expense receipts' }).click();
    await poll(() => page.getByRole('heading', { name: 'Expense receipts' }).isVisible()).toBe(true);
    await poll(() => new URL(page.url()).searchParams.has('label')).toBe(true);
    await page.getByRole('button', { name: 'Edit labels' }).click();
    await dialog.getByRole('button', { name: 'Delete label Expense receipts' }).click();
    await poll(() => dialog.getByText('Delete “Expense receipts”? It is taken off your notes.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await poll(() => dialog.getByRole('textbox', { name: 'Name of label Expense receipts' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete label Expense receipts' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await poll(() => dialog.getByRole('textbox', { name: 'Name of label Expense receipts' }).count()).toBe(0);
    await poll(() => page.getByText('Label deleted').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await poll(() => new URL(page.url()).searchParams.has('label')).toBe(false);
    await poll(() => page.getByRole('heading', { name: 'Notes', level: 2 }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation').getByRole('button', { name: 'Expense receipts' }).count()).toBe(0);
  });

  it('is right to left in Arabic, and the filters are a drawer on a phone', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/notes');
    await poll(() => page.getByRole('heading', { name: 'الملاحظات', level: 1 }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('note-card').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // An English note reads left to right in the Arabic page: its full stop stays at its end.
    const english = page.getByTestId('note-card').filter({ hasText: 'Mum’s birthday' });
    expect(
      await english.locator('h3, p').evaluateAll((texts) => texts.map((text) => getComputedStyle(text).direction)),
    ).toEqual(['ltr', 'ltr']);
    await expectAccessible(page);
    await screenshot(page, 'notes-ar-phone');
    await page.getByRole('button', { name: 'عوامل التصفية والتصنيفات' }).click();
    await poll(() => page.getByRole('button', { name: 'الأرشيف' }).isVisible()).toBe(true);
    await screenshot(page, 'notes-ar-phone-drawer');
    await page.getByRole('button', { name: 'الأرشيف' }).click();
    await poll(() => page.getByRole('heading', { name: 'الأرشيف' }).isVisible()).toBe(true);

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/notes');
    await poll(() => desk.page.getByTestId('note-card').count()).toBeGreaterThan(3);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'notes-ar-desktop');

    const phoneEn = await browser.newPage({ viewport: PHONE });
    await presetGuest(phoneEn.page, ADMIN_SHELL);
    await signInDemo(phoneEn.page, ...STAFF);
    await phoneEn.page.goto('/apps/notes');
    await poll(() => phoneEn.page.getByTestId('note-card').count()).toBeGreaterThan(3);
    await screenshot(phoneEn.page, 'notes-en-phone');
  }, 180_000);
});
