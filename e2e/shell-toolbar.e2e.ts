import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { fillDate } from './support/date-field.ts';
import { ADMIN_SHELL, presetGuest, signInDemo } from './support/shell.ts';

describe('toolbar: search, shortcuts, quick panel, language, full screen', () => {
  const browser = useBrowser();

  it('searches the navigation: ten suggestions at most, No results.., Escape closes, choosing navigates', async () => {
    const { page, context } = await browser.newPage();
    // The toolbar belongs to the admin shell, which a guest chooses in the settings.
    await presetGuest(page, ADMIN_SHELL);
    await page.goto('/about-us');
    await page.getByTestId('navigation-search-button').click();
    const input = page.getByRole('combobox', { name: 'Search' });
    expect(await input.getAttribute('placeholder')).toBe('Search');
    await input.fill('o');
    // The job search for the words first, then nine pages.
    await expect.poll(() => page.getByRole('option').count()).toBe(10);
    expect(await page.getByRole('option').first().textContent()).toBe('Search jobs for “o”');
    await screenshot(page, 'shell-search-en');
    await input.fill('zzz');
    await expect.poll(() => page.getByText('No results..').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => input.count()).toBe(0);
    await page.getByTestId('navigation-search-button').click();
    expect(await page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('');
    await page.getByRole('combobox', { name: 'Search' }).fill('privacy');
    await page.getByRole('option', { name: /Privacy policy/ }).click();
    await page.waitForURL('**/privacy-policy');
    // A guest is not offered the pages of signed-in users.
    await page.getByTestId('navigation-search-button').click();
    await page.getByRole('combobox', { name: 'Search' }).fill('saved');
    await expect.poll(() => page.getByText('No results..').isVisible()).toBe(true);
    await context.close();
  });

  it('adds a shortcut, finds it after a reload and in another browser, and removes it', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    const token = await signInDemo(page);
    // The account's own saved settings win over this browser's once signed in: make them the admin
    // shell too (other tests may have left Jane's account in the public layout).
    const saved = await page.request.put('/api/auth/user', {
      data: { data: { settings: ADMIN_SHELL } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/');
    await page.getByTestId('user-menu-name').waitFor();
    await page.getByRole('button', { name: 'Edit shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit shortcuts' });
    const search = dialog.getByRole('textbox', { name: 'Search for an app or page' });
    await search.fill('nothing like this');
    await expect.poll(() => dialog.getByText('No results..').isVisible()).toBe(true);
    await search.fill('saved');
    await dialog.getByRole('button', { name: /Saved jobs: add to shortcuts/ }).click();
    // The open menu hides the page from assistive technology, so look for the link by its mark.
    await expect.poll(() => page.locator('[data-testid="shortcuts-bar"] [data-shortcut="saved"]').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'shell-shortcuts-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcuts-bar').getByRole('link', { name: 'Saved jobs' }).waitFor();
    const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).data.shortcuts).toContain('saved');

    await page.reload();
    await page.getByTestId('shortcuts-bar').getByRole('link', { name: 'Saved jobs' }).click();
    await page.waitForURL('**/job/saved');
    await context.close();

    const other = await browser.newPage();
    await presetGuest(other.page, ADMIN_SHELL);
    await signInDemo(other.page);
    await other.page.goto('/');
    await other.page.getByTestId('shortcuts-bar').getByRole('link', { name: 'Saved jobs' }).waitFor();
    await other.page.getByRole('button', { name: 'Edit shortcuts' }).click();
    await other.page.getByRole('button', { name: /Saved jobs: remove from shortcuts/ }).click();
    await expect
      .poll(() => other.page.locator('[data-testid="shortcuts-bar"] [data-shortcut="saved"]').count())
      .toBe(0);
    await other.context.close();
  });

  it('shows today, the user’s notes and upcoming events in the quick panel, and adds and deletes a note and an event', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    // Notes and events are the staff's (the notes and calendar apps): Nour, the Arabic staff member.
    const token = await signInDemo(page, 'nour@cpa-careers.test', 'Staff12345!');
    const headers = { authorization: `Bearer ${token}` };
    await page.request.post('/api/quick-panel/notes', {
      headers,
      data: { title: 'اتصل بالمسؤول', content: 'بخصوص وظيفة التدقيق' },
    });
    await page.request.post('/api/quick-panel/events', {
      headers,
      data: { title: 'مقابلة عمل', startsAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/');
    await page.getByTestId('quick-panel-toggle').click();
    const panel = page.getByRole('dialog', { name: 'اليوم' });
    await panel.waitFor();
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('ar', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(),
      ),
    );
    expect(await panel.getByTestId('quick-panel-date').textContent()).toBe(today);
    await panel.getByText('اتصل بالمسؤول').waitFor();
    await panel.getByText('مقابلة عمل').waitFor();
    await panel.getByRole('button', { name: 'إضافة ملاحظة' }).click();
    await panel.getByLabel('العنوان').fill('جهّز الشهادات');
    await panel.getByRole('button', { name: 'حفظ' }).click();
    await panel.getByText('جهّز الشهادات').waitFor();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('أُضيفت الملاحظة');
    await expectAccessible(page);
    await screenshot(page, 'shell-quick-panel-ar');
    await panel.getByRole('button', { name: 'حذف «جهّز الشهادات»' }).click();
    await expect.poll(() => panel.getByText('جهّز الشهادات').count()).toBe(0);
    const notes = await page.request.get('/api/quick-panel/notes', { headers });
    // The demo user's sample notes stay; the added one is gone.
    const titles = (await notes.json()).map((n: { title: string }) => n.title);
    expect(titles).toContain('اتصل بالمسؤول');
    expect(titles).not.toContain('جهّز الشهادات');

    // An all-day event through the form: saved as the start of that day in the reader's zone.
    await panel.getByRole('button', { name: 'إضافة موعد' }).click();
    await panel.getByRole('textbox', { name: /^الموعد/ }).fill('موعد نهائي للتقديم');
    await panel.getByLabel('طوال اليوم').check();
    await fillDate(panel, 'يبدأ في', '2031-03-14');
    await screenshot(page, 'shell-quick-panel-event-form-ar');
    await panel.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('أُضيف الموعد');
    await panel.getByTestId('quick-events').getByText('موعد نهائي للتقديم').waitFor();
    expect(await panel.getByRole('button', { name: 'إضافة موعد' }).isVisible()).toBe(true);
    const events = await (await page.request.get('/api/quick-panel/events', { headers })).json();
    const added = events.find((e: { title: string }) => e.title === 'موعد نهائي للتقديم');
    expect(added).toMatchObject({ allDay: true });
    expect(added.startsAt).toBe(await page.evaluate(() => new Date('2031-03-14T00:00').toISOString()));
    await panel.getByRole('button', { name: 'حذف «موعد نهائي للتقديم»' }).click();
    await expect.poll(() => panel.getByText('موعد نهائي للتقديم').count()).toBe(0);
    await context.close();
  });

  it('offers the quick panel to staff only: not to a guest, a job seeker or an employer', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await page.goto('/');
    await page.getByTestId('toolbar').waitFor();
    expect(await page.getByTestId('quick-panel-toggle').count()).toBe(0);
    for (const [email, password] of [
      ['seeker@cpa-careers.test', 'Seeker12345!'],
      ['employer@cpa-careers.test', 'Employer12345!'],
    ] as const) {
      const token = await signInDemo(page, email, password);
      await page.goto('/');
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('quick-panel-toggle').count()).toBe(0);
      // The server refuses them too, before the handler runs.
      const res = await page.request.post('/api/quick-panel/notes', {
        headers: { authorization: `Bearer ${token}` },
        data: { title: 'x' },
      });
      expect(res.status()).toBe(403);
    }
    await context.close();
  });

  it('offers a Learn More link in the language menu, and says when full screen is unsupported', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }),
    );
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    expect(await page.getByRole('menuitem', { name: 'Learn More' }).getAttribute('href')).toBe('/help/languages');
    expect(await page.getByRole('menuitem', { name: 'Türkçe' }).locator('img').getAttribute('src')).toBe(
      '/flags/tr.svg',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enter full screen' }).click();
    await expect
      .poll(() => page.getByTestId('snackbar').textContent())
      .toBe('fullscreenElement is not supported by this browser');
    // The snackbar hides by itself after 2000 ms.
    await expect.poll(() => page.getByTestId('snackbar').count(), { timeout: 5000 }).toBe(0);
    await context.close();
  });
});
