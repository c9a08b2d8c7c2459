import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { fillDate } from './support/date-field.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** The browser's local day `days` from today ("2026-11-18"), as FullCalendar names its day cells. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((n: number) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    const pad = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, days);

const dayCell = (page: Page, day: string) => page.locator(`.fc-daygrid-day[data-date="${day}"]`);

describe('calendar', () => {
  const browser = useBrowser();

  it('creates an event by clicking a day, moves it by drag and through its dialog', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/calendar');
    const calendar = page.getByTestId('calendar');
    // The starter events around this month.
    await poll(() => calendar.locator('.fc-event').count()).toBeGreaterThan(10);
    await poll(() => page.getByRole('link', { name: 'Calendar' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'calendar-en-desktop');

    // Days without starter events (they fall on even offsets from the seed day), all in this month's
    // grid: before today from the 9th on, after it in the month's first days (the first of December's
    // grid starts on 29 November, so five days back from the 2nd is not shown). `later` comes before
    // `from`, so an end there is refused.
    const early = await page.evaluate(() => new Date().getDate() <= 8);
    const offsets = early ? [3, 5, 1] : [-5, -3, -7];
    const [from, to, later] = await Promise.all(offsets.map((n) => dayFromToday(page, n)));
    const title = `Audit committee ${Date.now()}`;
    const frame = dayCell(page, from!).locator('.fc-daygrid-day-frame');
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await poll(() => dialog.isVisible()).toBe(true);
    // The rule of SPEC section 5, in the dialog before anything is sent.
    await dialog.getByRole('button', { name: 'Add' }).click();
    await poll(() => dialog.getByText('Enter a title').isVisible()).toBe(true);
    await dialog.getByLabel('Title').fill(title);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await poll(() => dayCell(page, from!).getByText(title).isVisible()).toBe(true);

    // Drag it two days on.
    const event = dayCell(page, from!).locator('.fc-event', { hasText: title });
    const a = (await event.boundingBox())!;
    const b = (await dayCell(page, to!).boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 4, { steps: 4 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await page.mouse.up();
    await poll(() => page.getByText('Event moved').isVisible()).toBe(true);
    await poll(() => dayCell(page, to!).getByText(title).isVisible()).toBe(true);

    // Stored: still there after a reload.
    await page.reload();
    await poll(() => dayCell(page, to!).getByText(title).isVisible()).toBe(true);

    // By keyboard: the event's dialog changes its days; an end before the start is refused.
    await dayCell(page, to!).getByText(title).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await poll(() => edit.isVisible()).toBe(true);
    await fillDate(edit, 'Ends', later!);
    await edit.getByRole('button', { name: 'Save' }).click();
    await poll(() => edit.getByText('The event cannot end before it starts').isVisible()).toBe(true);
    await fillDate(edit, 'Starts', later!);
    await edit.getByRole('button', { name: 'Save' }).click();
    await poll(() => edit.isVisible()).toBe(false);
    await poll(() => dayCell(page, later!).getByText(title).isVisible()).toBe(true);
    expect(await dayCell(page, to!).getByText(title).count()).toBe(0);

    // Hiding its label hides it.
    await page.getByRole('checkbox', { name: 'Show Personal' }).uncheck();
    await poll(() => dayCell(page, later!).getByText(title).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Show Personal' }).check();
    await poll(() => dayCell(page, later!).getByText(title).isVisible()).toBe(true);

    // The week and list views.
    await calendar.getByRole('button', { name: 'Week' }).click();
    await poll(() => calendar.locator('.fc-timegrid').isVisible()).toBe(true);
    await expectAccessible(page);
    await calendar.getByRole('button', { name: 'List' }).click();
    await poll(() => calendar.locator('.fc-list').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'calendar-list-en-desktop');

    const phone = await browser.newPage({ viewport: PHONE });
    await presetGuest(phone.page, ADMIN_SHELL);
    await signInDemo(phone.page, ...STAFF);
    await phone.page.goto('/apps/calendar');
    await poll(() => phone.page.getByTestId('calendar').locator('.fc-event').count()).toBeGreaterThan(5);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'calendar-en-phone');
  }, 180_000);

  it('is right to left in Arabic, the week starting on Saturday, the labels a drawer on a phone', async () => {
    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/calendar');
    const calendar = desk.page.getByTestId('calendar');
    await poll(() => calendar.locator('.fc-event').count()).toBeGreaterThan(10);
    expect(await desk.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await poll(() => calendar.locator('.fc').getAttribute('class')).toContain('fc-direction-rtl');
    await poll(() => calendar.getByRole('button', { name: 'شهر' }).isVisible()).toBe(true);
    // The first column of the month is Saturday.
    expect(await calendar.locator('.fc-col-header-cell').first().getAttribute('class')).toContain('fc-day-sat');
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'calendar-ar-desktop');

    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/calendar');
    await poll(() => page.getByTestId('calendar').locator('.fc-event').count()).toBeGreaterThan(5);
    await expectAccessible(page);
    await screenshot(page, 'calendar-ar-phone');
    await page.getByRole('button', { name: 'التصنيفات' }).click();
    await poll(() => page.getByRole('checkbox', { name: 'إظهار العمل' }).isVisible()).toBe(true);
    await screenshot(page, 'calendar-ar-phone-drawer');
  }, 180_000);
});
