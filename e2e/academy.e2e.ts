import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const EMPLOYER = ['employer@cpa-careers.test', 'Employer12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const COURSE = 'Audit Quality: ISQM 1 in Practice';

async function openCourse(page: Page, title: string) {
  await page.goto('/apps/academy');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(title.split(':')[0]!);
  const card = page.getByRole('article', { name: title });
  await poll(() => card.isVisible()).toBe(true);
  await card.getByRole('link').click();
  await poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
}

describe('academy', () => {
  const browser = useBrowser();

  it('a job seeker takes a course to its end; the place follows them to another browser; completed after reload', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, null);
    await signInDemo(page);
    await page.goto('/apps/academy');
    await poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    await expectAccessible(page);
    await screenshot(page, 'academy-en-desktop');

    // The category filter: continuing education only.
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Continuing education' }).click();
    await poll(() => page.getByRole('article').count()).toBe(6);

    await openCourse(page, COURSE);
    // A course someone finished before starts again from the first step.
    const again = page.getByRole('button', { name: 'Start again' });
    if (await again.isVisible()) await again.click();
    await page
      .getByRole('navigation', { name: 'Steps' })
      .getByRole('button', { name: /^The eight components/ })
      .click();
    await poll(() => page.getByText('Step 2 of 11').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByRole('heading', { name: 'Quality objectives and risks' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('save-state').innerText()).toBe('Progress saved');
    await expectAccessible(page);
    await screenshot(page, 'academy-player-en-desktop');

    // Another browser (its own cookies), signed in as the same person: the course opens on step 3.
    const other = await browser.newPage();
    await presetGuest(other.page, null);
    await signInDemo(other.page);
    await openCourse(other.page, COURSE);
    await poll(() => other.page.getByText('Step 3 of 11').isVisible()).toBe(true);
    await poll(() => other.page.getByRole('heading', { name: 'Quality objectives and risks' }).isVisible()).toBe(true);

    // Previous goes back; then through to the end.
    await page.getByRole('button', { name: 'Previous' }).click();
    await poll(() => page.getByText('Step 2 of 11').isVisible()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Steps' })
      .getByRole('button', { name: /^Small firm case study/ })
      .click();
    await poll(() => page.getByText('Step 10 of 11').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByText('Step 11 of 11').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Finish' }).click();
    await poll(() => page.getByTestId('course-done').isVisible()).toBe(true);
    await poll(() => page.getByTestId('save-state').innerText()).toBe('Progress saved');
    // Saved on the server: still completed after a reload, and marked in the list.
    await page.reload();
    await poll(() => page.getByTestId('course-done').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to courses' }).click();
    const card = page.getByRole('article', { name: COURSE });
    await poll(() => card.getByTestId('course-completed').isVisible()).toBe(true);
    // "Hide completed" leaves it out.
    await page.getByRole('switch', { name: 'Hide completed' }).check();
    await poll(() => card.count()).toBe(0);
  }, 180_000);

  it('staff write a course with the rich-text editor; an employer takes it', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/academy');
    // The navigation's Apps group leads here.
    await poll(() => page.getByRole('link', { name: 'Academy' }).first().isVisible()).toBe(true);
    await page.getByRole('link', { name: 'New course' }).click();
    await poll(() => page.getByRole('heading', { name: 'New course' }).isVisible()).toBe(true);
    const title = `Going Concern Assessments ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('ISA 570 (Revised) for practitioners.');
    // Saving without a step's text says what is missing.
    await page.getByRole('textbox', { name: 'Step title' }).fill('Indicators');
    await page.getByRole('button', { name: 'Save course' }).click();
    await poll(() => page.getByRole('alert').innerText()).toContain('Write the text of every step');
    const editor = page.getByRole('textbox', { name: 'Text of step 1' });
    await editor.click();
    await page.keyboard.type('Look for recurring losses and breaches of loan covenants.');
    await expectAccessible(page);
    await screenshot(page, 'academy-editor-en-desktop');
    await page.getByRole('button', { name: 'Save course' }).click();
    await poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    await poll(() => page.getByText('Look for recurring losses').isVisible()).toBe(true);

    const employer = await browser.newPage();
    await presetGuest(employer.page, null);
    await signInDemo(employer.page, ...EMPLOYER);
    await openCourse(employer.page, title);
    await employer.page.getByRole('button', { name: 'Finish' }).click();
    await poll(() => employer.page.getByTestId('course-done').isVisible()).toBe(true);
    // Only staff see the editor's way in.
    expect(await employer.page.getByRole('link', { name: 'Edit course' }).count()).toBe(0);
  }, 180_000);

  it('is right to left in Arabic; on a phone the steps are a drawer', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, null, 'ar');
    await signInDemo(page);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/academy');
    await poll(() => page.getByRole('heading', { level: 1, name: 'الأكاديمية' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // CPE titles are in Arabic.
    await poll(() => page.getByRole('article', { name: 'أخلاقيات مهنة المحاسبة' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'academy-ar-phone');
    await page.getByRole('article', { name: 'أخلاقيات مهنة المحاسبة' }).getByRole('link').click();
    await poll(() => page.getByRole('heading', { level: 1, name: 'أخلاقيات مهنة المحاسبة' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'academy-player-ar-phone');
    await page.getByRole('button', { name: 'عرض الخطوات' }).click();
    const steps = page.getByRole('navigation', { name: 'الخطوات' });
    await poll(() => steps.isVisible()).toBe(true);
    // The drawer's slide is over before the picture.
    await steps.evaluate((el) => {
      const paper = el.closest('.MuiDrawer-paper');
      return Promise.all((paper?.getAnimations() ?? []).map((a) => a.finished));
    });
    await screenshot(page, 'academy-player-ar-phone-drawer');
    await steps.getByRole('button', { name: /^Threats/ }).click();
    await poll(() => page.getByText('الخطوة 4 من 11').isVisible()).toBe(true);

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...STAFF);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/academy/courses/ifrs-updates');
    await poll(() => desk.page.getByRole('heading', { level: 1 }).innerText()).toContain('مستجدات');
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'academy-player-ar-desktop');
    await desk.page.goto('/apps/academy');
    await poll(() => desk.page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    await screenshot(desk.page, 'academy-ar-desktop');

    const phoneEn = await browser.newPage({ viewport: PHONE });
    await presetGuest(phoneEn.page, null);
    await signInDemo(phoneEn.page, ...EMPLOYER);
    await phoneEn.page.goto('/apps/academy');
    await poll(() => phoneEn.page.getByRole('article').count()).toBeGreaterThanOrEqual(12);
    await screenshot(phoneEn.page, 'academy-en-phone');
  }, 180_000);

  it('sends a guest to sign in', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, null);
    await page.goto('/apps/academy');
    await poll(() => new URL(page.url()).pathname).toBe('/sign-in');
  });
});
