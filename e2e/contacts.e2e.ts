import { describe, expect, it } from 'vitest';
import { cutPlaceholders, expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
// A 1×1 PNG: the upload is checked by its content, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('contacts', () => {
  const browser = useBrowser();
  /** Staff's address book on a desktop, its list drawn. */
  const openAsStaff = async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/contacts');
    const list = page.getByRole('list', { name: 'Contacts' });
    await poll(() => list.getByRole('listitem').count()).toBeGreaterThan(10);
    return { page, list };
  };

  it('creates a contact with two phones and two e-mails, refusing a duplicate e-mail in place; list and search', async () => {
    const { page, list } = await openAsStaff();
    // Grouped by first letter, and reached from the Apps group of the navigation.
    await poll(() => list.getByRole('heading', { name: 'A', exact: true }).isVisible()).toBe(true);
    await poll(() => page.getByRole('link', { name: 'Contacts' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'contacts-en-desktop');

    await list.getByRole('button', { name: /Aylin Kaya/ }).click();
    await poll(() => page.getByRole('heading', { name: 'Aylin Kaya' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('link', { name: 'Call +90 532 412 18 90' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'contacts-open-en-desktop');

    await page.getByRole('button', { name: 'Add contact' }).click();
    const form = page.getByRole('form', { name: 'New contact' });
    await poll(() => form.isVisible()).toBe(true);
    const name = `Zoe Ledger ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    // Crossing the phone breakpoint moves the form into the drawer and back, keeping what was typed
    // (it used to remount there, empty; Chromium's full-page screenshots cross it too).
    await page.setViewportSize(PHONE);
    await poll(() =>
      page.getByRole('form', { name: 'New contact' }).getByRole('textbox', { name: 'Name' }).inputValue(),
    ).toBe(name);
    await page.setViewportSize({ width: 1366, height: 900 });
    await poll(() => form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    // A cover picture, uploaded and shown behind the photo before saving.
    await form
      .getByTestId('contact-background-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => form.getByRole('button', { name: 'Remove the cover picture' }).isVisible()).toBe(true);
    expect(await form.getByTestId('contact-form-cover').evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(
      /\/api\/files\//,
    );
    await form.getByLabel('E-mail 1', { exact: true }).fill('zoe.ledger@example.com');
    await form.getByRole('button', { name: 'Add an e-mail' }).click();
    await form.getByLabel('E-mail 2', { exact: true }).fill('ZOE.LEDGER@example.com');
    await form.getByLabel('Country of phone number 1', { exact: true }).selectOption('TR');
    await form.getByLabel('Phone number 1', { exact: true }).fill('0532 987 65 43');
    await form.getByRole('button', { name: 'Add a phone number' }).click();
    await form.getByLabel('Country of phone number 2', { exact: true }).selectOption('GB');
    await form.getByLabel('Phone number 2', { exact: true }).fill('020 7946 0999');
    await form.getByRole('button', { name: 'Save' }).click();
    // The second copy of the address is the one marked, with its reason under it.
    await poll(() => form.getByText('This e-mail address is already on the contact').isVisible()).toBe(true);
    await expect.poll(() => form.getByLabel('E-mail 2', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'contacts-form-en-desktop');
    // (The form used to be found empty again here after the full-page screenshot above: the
    // screenshot crossed the phone breakpoint and the form remounted. It now moves instead.)
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    await form.getByLabel('E-mail 2', { exact: true }).fill('zoe@home.example.com');
    await expectAccessible(page);
    await form.getByLabel('Label of e-mail 2', { exact: true }).selectOption('home');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Contact added').isVisible()).toBe(true);
    await poll(() => page.getByRole('heading', { name }).isVisible()).toBe(true);
    // Stored in each country's international format.
    await poll(() => page.getByRole('link', { name: 'Call +90 532 987 65 43' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('link', { name: 'Call +44 20 7946 0999' }).isVisible()).toBe(true);

    // Found by search, by name and by the digits of a phone.
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Zoe Ledger');
    await poll(() => list.getByRole('button', { name: new RegExp(name) }).isVisible()).toBe(true);
    await poll(() => list.getByRole('button').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('7946 0999');
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe('7946 0999');
    await poll(() => list.getByRole('button', { name: new RegExp(name) }).isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill('nobody-by-this-name');
    await poll(() => page.getByText('No contact matches “nobody-by-this-name”.').isVisible()).toBe(true);
  }, 180_000);

  it('keeps what a slow typist types while each pause sends a search', async () => {
    const { page, list } = await openAsStaff();
    // A slow device and a pause at every key just as long as the search waits for: each search
    // is sent as the next key arrives, and must not put the box back to what it sent.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const box = page.getByRole('searchbox', { name: 'Search contacts' });
    // Its last letter finds nobody: the page saying so is the sign that the last search has landed.
    await box.pressSequentially('aylin kayaz', { delay: 310 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await box.inputValue()).toBe('aylin kayaz');
    await poll(() => page.getByText('No contact matches “aylin kayaz”.').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe('aylin kayaz');
    expect(await box.inputValue()).toBe('aylin kayaz');
    // Going back is a change from elsewhere: the box follows the address.
    await page.goBack();
    await poll(() => new URL(page.url()).searchParams.get('q')).not.toBe('aylin kayaz');
    const back = new URL(page.url()).searchParams.get('q') ?? '';
    await poll(() => box.inputValue()).toBe(back);
    await poll(() => list.getByRole('button', { name: /Aylin Kaya/ }).isVisible()).toBe(true);
  }, 120_000);

  it('filters the list by a tag kept in the address, and renames a tag in “Manage tags”', async () => {
    const { page, list } = await openAsStaff();
    const total = await page.getByText(/^Contacts: \d+$/).innerText();

    // Only the band's people: Zeynep Koç plays in it, Aylin Kaya does not.
    await page.getByRole('combobox', { name: 'Tag' }).click();
    await page.getByRole('option', { name: 'Band', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('tag')).toMatch(/^[0-9a-f-]{36}$/);
    const tagId = new URL(page.url()).searchParams.get('tag')!;
    await poll(() => list.getByRole('button', { name: /Zeynep Koç/ }).isVisible()).toBe(true);
    await poll(() => list.getByRole('button', { name: /Aylin Kaya/ }).count()).toBe(0);
    await poll(() => page.getByText(/^Contacts: \d+$/).innerText()).not.toBe(total);
    await expectAccessible(page);
    await screenshot(page, 'contacts-tag-filter-en-desktop');

    // Renamed in the dialog: the filter shows the new name, and the address still holds the tag.
    await page.getByRole('button', { name: 'Manage tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage tags' });
    await poll(() => dialog.isVisible()).toBe(true);
    // A name another tag has is refused with its reason.
    await dialog.getByRole('textbox', { name: 'Name of tag Band' }).fill('family');
    await dialog.getByRole('button', { name: 'Save the name of Band' }).click();
    await poll(() => dialog.getByText('You already have a tag with this name').isVisible()).toBe(true);
    const renamed = `Jazz Band ${Date.now() % 100000}`;
    await dialog.getByRole('textbox', { name: 'Name of tag Band' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save the name of Band' }).click();
    await poll(() => dialog.getByRole('textbox', { name: `Name of tag ${renamed}` }).inputValue()).toBe(renamed);
    await expectAccessible(page);
    await screenshot(page, 'contacts-tags-dialog-en-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await poll(() => page.getByRole('combobox', { name: 'Tag' }).innerText()).toContain(renamed);
    await page.reload();
    await poll(() => page.getByRole('combobox', { name: 'Tag' }).innerText()).toContain(renamed);
    expect(new URL(page.url()).searchParams.get('tag')).toBe(tagId);
    await poll(() => list.getByRole('button', { name: /Zeynep Koç/ }).isVisible()).toBe(true);
    await poll(() => list.getByRole('button', { name: /Aylin Kaya/ }).count()).toBe(0);

    // Back to every contact.
    await page.getByRole('combobox', { name: 'Tag' }).click();
    await page.getByRole('option', { name: 'All tags' }).click();
    await poll(() => new URL(page.url()).searchParams.has('tag')).toBe(false);
    await poll(() => page.getByText(/^Contacts: \d+$/).innerText()).toBe(total);
  }, 180_000);

  it('is right to left in Arabic; on a phone the card opens over the list', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/contacts');
    const list = page.getByRole('list', { name: 'جهات الاتصال' });
    await poll(() => list.getByRole('listitem').count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The search's hint is read whole: on a phone "Add contact" is its icon alone.
    expect(await cutPlaceholders(page)).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'contacts-ar-phone');
    await list.getByRole('button', { name: /Ahmed Al-Mansouri/ }).click();
    await poll(() => page.getByRole('heading', { name: 'Ahmed Al-Mansouri' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('link', { name: 'الاتصال بالرقم +971 50 123 4567' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'contacts-open-ar-phone');
    await page.getByRole('button', { name: 'العودة إلى القائمة' }).click();
    await poll(() => page.getByRole('heading', { name: 'Ahmed Al-Mansouri' }).count()).toBe(0);

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/contacts?contact=new');
    await poll(() => desk.page.getByRole('form', { name: 'جهة اتصال جديدة' }).isVisible()).toBe(true);
    // The list is narrow on a desktop too: its search hint is read whole.
    expect(await cutPlaceholders(desk.page)).toEqual([]);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'contacts-form-ar-desktop');

    const phoneEn = await browser.newPage({ viewport: PHONE });
    await presetGuest(phoneEn.page, ADMIN_SHELL);
    await signInDemo(phoneEn.page, ...ADMIN);
    await phoneEn.page.goto('/apps/contacts');
    await poll(() =>
      phoneEn.page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').count(),
    ).toBeGreaterThan(5);
    await screenshot(phoneEn.page, 'contacts-en-phone');
  }, 180_000);
});
