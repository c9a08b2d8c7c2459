import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
// A 1×1 PNG: not a kept type, whatever its name says.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('file manager', () => {
  const browser = useBrowser();

  it('uploads a file into a new folder, downloads the same bytes, renames it and switches views', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/file-manager');
    await poll(() => page.getByRole('heading', { name: 'File manager', level: 1 }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('file-grid').getByRole('listitem').count()).toBeGreaterThan(3);
    await poll(() => page.getByRole('link', { name: 'File manager' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'file-manager-en-desktop');

    // A folder of one's own, then into it (its breadcrumbs and its empty state).
    const folderName = `Board papers ${Date.now()}`;
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: 'New folder' });
    await create.getByLabel('Name').fill('a/b');
    await create.getByRole('button', { name: 'Create' }).click();
    await poll(() => create.getByText('A name cannot contain / or \\').isVisible()).toBe(true);
    await create.getByLabel('Name').fill(folderName);
    await create.getByRole('button', { name: 'Create' }).click();
    await poll(() => page.getByText('Folder created').isVisible()).toBe(true);
    await page.getByRole('button', { name: `Open folder ${folderName}` }).click();
    await poll(() => page.getByRole('heading', { name: folderName, level: 2 }).isVisible()).toBe(true);
    await poll(() => page.getByText('This folder is empty').isVisible()).toBe(true);
    const crumbs = page.getByRole('navigation', { name: 'Where you are' });
    await poll(() => crumbs.getByRole('button', { name: 'My files' }).isVisible()).toBe(true);

    // A picture that is not a JPEG is refused by its content, before anything is sent.
    await page
      .getByTestId('file-upload-input')
      .setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: PNG });
    await poll(() =>
      page.getByText('A file must be a PDF, an Excel or Word document, plain text or a JPEG picture.').isVisible(),
    ).toBe(true);

    const text = `Minutes of the board, ${new Date().toISOString()}\nApproved: the featured plan.\n`;
    const bytes = Buffer.from(text, 'utf8');
    await page
      .getByTestId('file-upload-input')
      .setInputFiles({ name: 'minutes.txt', mimeType: 'text/plain', buffer: bytes });
    await poll(() => page.getByText('minutes.txt uploaded').isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: 'Details of minutes.txt' }).isVisible()).toBe(true);
    // The same name again is refused with a clear message, before the upload.
    await page
      .getByTestId('file-upload-input')
      .setInputFiles({ name: 'minutes.txt', mimeType: 'text/plain', buffer: bytes });
    await poll(() => page.getByText('There is already an item named “minutes.txt” in this folder.').isVisible()).toBe(
      true,
    );

    // The details panel: the description is kept, the download is the bytes sent.
    await page.getByRole('button', { name: 'Details of minutes.txt' }).click();
    const details = page.getByTestId('file-details');
    await poll(() => details.getByText('Text file').isVisible()).toBe(true);
    await details.getByLabel('Description').fill('Signed copy in the safe');
    await details.getByRole('button', { name: 'Save description' }).click();
    await poll(() => page.getByText('Description saved').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'file-manager-details-en-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('minutes.txt');
    expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);

    // Rename from the details panel.
    await details.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename “minutes.txt”' });
    await rename.getByLabel('Name').fill('Board minutes.txt');
    await rename.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Renamed').isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: 'Details of Board minutes.txt' }).isVisible()).toBe(true);

    // The list view, kept in the address; then the grid again.
    await page.getByRole('button', { name: 'List' }).click();
    await poll(() => page.getByTestId('file-list').isVisible()).toBe(true);
    expect(page.url()).toContain('view=list');
    await poll(() => page.getByTestId('file-list').getByText('Text file').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'file-manager-list-en-desktop');
    await page.reload();
    await poll(() => page.getByTestId('file-list').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Grid' }).click();
    await poll(() => page.getByTestId('file-grid').isVisible()).toBe(true);

    // Back to the root by the breadcrumbs; the folder now holds one file.
    await crumbs.getByRole('button', { name: 'My files' }).click();
    await poll(() => page.getByRole('heading', { name: 'My files', level: 2 }).isVisible()).toBe(true);
    const card = page.getByTestId('file-grid').getByRole('listitem').filter({ hasText: folderName });
    await poll(() => card.getByText(/^1 file/).isVisible()).toBe(true);

    // A folder with a file in it is deleted only once confirmed with everything in it.
    await card.getByRole('button', { name: `Actions for ${folderName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${folderName}”?` });
    await poll(() => confirm.getByText(/This folder holds 1 file/).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete with everything in it' }).click();
    await poll(() => page.getByText('Deleted', { exact: true }).isVisible()).toBe(true);
    await poll(() => card.count()).toBe(0);
  }, 180_000);

  it('is right to left in Arabic, fits a phone, and shows details in a drawer there', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/file-manager');
    await poll(() => page.getByRole('heading', { name: 'مدير الملفات', level: 1 }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('file-grid').getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'file-manager-ar-phone');
    await page.getByRole('button', { name: 'فتح المجلد Photos' }).click();
    await poll(() => page.getByRole('heading', { name: 'Photos', level: 2 }).isVisible()).toBe(true);
    // The breadcrumbs' arrow points on, to the left, in Arabic.
    const arrow = page.locator('.MuiBreadcrumbs-separator svg').first();
    expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.getByRole('button', { name: 'تفاصيل Office view.jpg' }).click();
    const details = page.getByTestId('file-details');
    await poll(() => details.getByRole('img', { name: 'معاينة Office view.jpg' }).isVisible()).toBe(true);
    // The generated JPEG decodes in the browser.
    await poll(() =>
      details.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'file-manager-details-ar-phone');
    await details.getByRole('button', { name: 'إغلاق التفاصيل' }).click();
    await page.getByRole('button', { name: 'قائمة', exact: true }).click();
    await poll(() => page.getByTestId('file-list').isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'file-manager-list-ar-phone');

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/file-manager');
    await poll(() => desk.page.getByTestId('file-grid').getByRole('listitem').count()).toBeGreaterThan(3);
    await desk.page.getByRole('button', { name: 'تفاصيل Salary benchmarks.xlsx' }).click();
    await poll(() => desk.page.getByTestId('file-details').isVisible()).toBe(true);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'file-manager-ar-desktop');

    const phoneEn = await browser.newPage({ viewport: PHONE });
    await presetGuest(phoneEn.page, ADMIN_SHELL);
    await signInDemo(phoneEn.page, ...STAFF);
    await phoneEn.page.goto('/apps/file-manager');
    await poll(() => phoneEn.page.getByTestId('file-grid').getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await noSidewaysScroll(phoneEn.page)).toBe(true);
    await screenshot(phoneEn.page, 'file-manager-en-phone');
  }, 180_000);
});
