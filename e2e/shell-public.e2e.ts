import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cutTexts, expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, openSettings, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const EMPLOYER = ['employer@cpa-careers.test', 'Employer12345!'] as const;
const topBar = (page: Page) => page.getByTestId('navbar');
const box = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox())!;

/** The first job of a search, for the job page's screenshots. */
async function firstJobPath(page: Page): Promise<string> {
  await page.goto('/job/search/accountant');
  const link = page
    .getByRole('region', { name: /Search results|نتائج البحث/ })
    .getByRole('link')
    .first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  return new URL(href!, 'http://x').pathname;
}

describe('the public site: a top bar for guests and job seekers, the admin shell for employers and staff', () => {
  const browser = useBrowser();

  it('shows a guest the top bar with Search jobs, Sign in and Sign up, and no side navbar, on desktop and phone', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('layout2').count()).toBe(1);
    expect(await page.getByTestId('layout1').count()).toBe(0);
    expect(await page.getByTestId('toolbar').count()).toBe(0);
    const bar = topBar(page);
    expect(await bar.getByRole('link', { name: 'Search jobs' }).isVisible()).toBe(true);
    // Saved and My applications are for those signed in.
    expect(await bar.getByRole('link', { name: 'Saved jobs' }).count()).toBe(0);
    expect(await bar.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    // No "Guest User" avatar, no quick panel, full screen or page search in the public bar.
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    expect(await page.getByText('Guest User').count()).toBe(0);
    expect(await page.getByTestId('quick-panel-toggle').count()).toBe(0);
    expect(await page.getByTestId('navigation-search-button').count()).toBe(0);
    // The bar spans the window; the page is full width below it.
    expect((await box(page, 'navbar')).width).toBe(DESKTOP.width);
    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeGreaterThan(1300);
    expect(main!.width).toBeLessThanOrEqual(1400);
    await expectAccessible(page);
    await bar.getByRole('link', { name: 'Search jobs' }).click();
    await page.waitForURL('**/job/search/all');
    await bar.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/sign-in');
    await context.close();

    const phone = await browser.newPage({ viewport: PHONE });
    await phone.page.goto('/');
    await phone.page.getByRole('heading', { level: 1 }).waitFor();
    const phoneBar = topBar(phone.page);
    expect((await box(phone.page, 'navbar')).width).toBe(PHONE.width);
    expect(await phoneBar.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await phoneBar.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    expect(await phoneBar.getByRole('link', { name: 'Search jobs' }).isVisible()).toBe(false);
    // The menu button opens the same entries in a drawer.
    await phoneBar.getByRole('button', { name: 'Open navigation' }).click();
    const nav = phone.page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'Search jobs' }).isVisible()).toBe(true);
    const drawer = phone.page.locator('.MuiDrawer-paper').filter({ has: nav });
    expect(await drawer.getByTestId('language-switcher').isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Settings' }).isVisible()).toBe(true);
    expect(await drawer.getByText('Guest User').count()).toBe(0);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'public-drawer-en-phone');
    await nav.getByRole('link', { name: 'Search jobs' }).click();
    await phone.page.waitForURL('**/job/search/all');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await phone.context.close();
  });

  it('gives a job seeker Saved and My applications in the bar, and Reset my password in the account menu, not the navigation', async () => {
    const { page, context } = await browser.newPage();
    await signInDemo(page);
    await page.goto('/');
    const bar = topBar(page);
    await bar.getByRole('link', { name: 'My applications' }).waitFor();
    expect(await page.getByTestId('layout2').count()).toBe(1);
    await bar.getByRole('link', { name: 'Saved jobs' }).click();
    await page.waitForURL('**/job/saved');
    expect(await bar.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Reset my password' }).count()).toBe(0);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Reset my password' }).click();
    await page.waitForURL('**/user/reset');
    await context.close();

    // A guest finds it in the sign-in form and the account menu of the admin shell, never in the navigation.
    const guest = await browser.newPage({ viewport: PHONE });
    await guest.page.goto('/?login=true');
    await guest.page.getByRole('dialog').getByRole('link', { name: 'Forgot your password?' }).waitFor();
    await guest.page.keyboard.press('Escape');
    await topBar(guest.page).getByRole('button', { name: 'Open navigation' }).click();
    const nav = guest.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Search jobs' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Reset my password' }).count()).toBe(0);
    await guest.context.close();
  });

  it('opens an employer in the admin shell: side navbar, toolbar, shortcuts, settings tab, no quick panel', async () => {
    const { page, context } = await browser.newPage();
    await signInDemo(page, ...EMPLOYER);
    await page.goto('/employer');
    await page.getByTestId('layout1').waitFor();
    expect((await box(page, 'navbar')).width).toBe(280);
    expect(await page.getByTestId('toolbar').isVisible()).toBe(true);
    // The quick panel's notes and events are the staff's.
    expect(await page.getByTestId('quick-panel-toggle').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enter full screen' }).isVisible()).toBe(true);
    expect(await page.getByTestId('settings-button').isVisible()).toBe(true);
    await page.getByTestId('user-menu').click();
    expect(await page.getByRole('menuitem', { name: 'Reset my password' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // A guest who opens the account menu of the admin shell meets the specification's guest record.
    await context.close();
    const guest = await browser.newPage();
    await presetGuest(guest.page, { layout: { style: 'layout1' }, layoutChosen: true });
    await guest.page.goto('/');
    expect(await guest.page.getByTestId('user-menu-name').textContent()).toBe('Guest User');
    expect(await guest.page.getByTestId('user-menu-role').textContent()).toBe('Guest');
    await guest.page.getByTestId('user-menu').click();
    expect(await guest.page.getByRole('menuitem', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await guest.page.getByRole('menuitem', { name: 'Reset my password' }).isVisible()).toBe(true);
    await guest.context.close();
  });

  it('keeps a layout chosen in the settings panel over the role’s default, after a reload and for an employer', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/about-us');
    await page.getByTestId('layout2').waitFor();
    await openSettings(page);
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await panel.getByRole('button', { name: 'Side' }).click();
    await page.getByTestId('layout1').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    expect(await page.getByTestId('layout1').count()).toBe(1);
    // Restoring the defaults gives the guest's default back.
    await openSettings(page);
    await panel.getByRole('button', { name: 'Restore the defaults' }).click();
    await page.getByTestId('layout2').waitFor();
    await context.close();

    const employer = await browser.newPage();
    const token = await signInDemo(employer.page, ...EMPLOYER);
    await employer.page.goto('/employer');
    await employer.page.getByTestId('layout1').waitFor();
    await openSettings(employer.page);
    await employer.page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Top' }).click();
    await employer.page.getByTestId('layout2').waitFor();
    await expect.poll(() => employer.page.getByTestId('snackbar').textContent()).toBe('Settings saved');
    await employer.page.keyboard.press('Escape');
    // The public bar still offers an employer their tools.
    await topBar(employer.page).getByRole('button', { name: 'Employer tools' }).click();
    await employer.page.getByRole('menuitem', { name: 'Our jobs' }).waitFor();
    await employer.page.keyboard.press('Escape');
    await employer.page.reload();
    await employer.page.getByTestId('layout2').waitFor();
    const me = await employer.page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).data.settings).toMatchObject({ layoutChosen: true, layout: { style: 'layout2' } });
    // Put the demo employer back as it was for the other tests.
    await openSettings(employer.page);
    await employer.page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('button', { name: 'Restore the defaults' })
      .click();
    await employer.page.getByTestId('layout1').waitFor();
    // The restore is saved after a pause: wait for it, or the later tests meet the employer in the top bar.
    await expect
      .poll(async () => {
        const saved = await employer.page.request.get('/api/auth/user', {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await saved.json()).data.settings?.layoutChosen ?? false;
      })
      .toBe(false);
    await employer.context.close();
  });

  it('offers “Search jobs for …” first in the toolbar’s page search, by keyboard', async () => {
    const { page, context } = await browser.newPage();
    await signInDemo(page, ...EMPLOYER);
    await page.goto('/employer');
    await page.getByTestId('navigation-search-button').click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('tax accountant');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent()).toBe('Search jobs for “tax accountant”');
    // Pages still follow, and a word that names no page says so under the job search.
    await input.fill('our jobs');
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['Search jobs for “our jobs”', expect.stringContaining('Our jobs')]);
    await input.fill('senior auditor');
    await expect.poll(() => page.getByRole('option', { name: 'No results..' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'toolbar-search-jobs-suggestion-en');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/job/search/senior%20auditor');
    await context.close();
  });

  it('shows a designed monogram for a company without a logo, and the demo logos elsewhere', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/job/search/all');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByTestId('company-logo').first().waitFor();
    // Every demo company has its logo: it loads as an image.
    await expect
      .poll(() =>
        results
          .getByTestId('company-logo')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    // Sized in the HTML (nothing moves when it arrives) and fetched only near the screen.
    const logo = results.getByTestId('company-logo').first();
    expect([await logo.getAttribute('width'), await logo.getAttribute('loading')]).toEqual(['48', 'lazy']);
    expect(await results.getByTestId('company-monogram').count()).toBe(0);
    await context.close();

    // While a logo is on its way (a slow line), the company's monogram stands in for it, not an empty tile.
    const slow = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await slow.page.route('**/api/files/**', async (route) => {
      await held;
      await route.continue();
    });
    await slow.page.goto('/job/search/all');
    const tile = slow.page
      .getByRole('region', { name: 'Search results' })
      .getByTestId('company-logo')
      .first()
      .locator('..');
    await tile.getByTestId('company-logo-placeholder').waitFor();
    expect(await tile.getByTestId('company-logo-placeholder').innerText()).toMatch(/^\S{1,3}$/);
    release();
    await expect.poll(() => tile.getByTestId('company-logo-placeholder').count()).toBe(0);
    expect(
      await tile.getByTestId('company-logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await slow.context.close();

    const employer = await browser.newPage();
    await signInDemo(employer.page, ...EMPLOYER);
    await employer.page.goto('/employer/company');
    await employer.page.getByRole('button', { name: 'Remove logo' }).click();
    await employer.page.getByTestId('company-monogram').waitFor();
    expect(await employer.page.getByTestId('company-monogram').innerText()).toBe('M\u200cL');
    await employer.page.getByRole('button', { name: 'Save changes' }).click();
    await employer.page.getByText('Changes saved').waitFor();
    const companies = await employer.page.request.post('/api/graphql', {
      data: { query: '{ listCompanies(limit: 100) { items { id name } } }' },
    });
    const meridian = ((await companies.json()).data.listCompanies.items as { id: string; name: string }[]).find((c) =>
      c.name.startsWith('Meridian'),
    );
    await employer.page.goto(`/company/${meridian!.id}`);
    const mark = employer.page.getByTestId('company-monogram').first();
    await mark.waitFor();
    const style = await mark.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, radius: s.borderRadius };
    });
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.radius).not.toBe('0px');
    await expectAccessible(employer.page);
    await screenshot(employer.page, 'company-monogram-en-desktop');
    await employer.context.close();
  });

  it('mirrors the top bar in Arabic: the logo on the right, the account buttons on the left', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, null, 'ar');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const bar = topBar(page);
    const logo = await bar.getByRole('link', { name: 'الرئيسية' }).first().boundingBox();
    const signIn = await bar.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(signIn!.x).toBeLessThan(DESKTOP.width / 2);
    await expectAccessible(page);
    await context.close();
  });

  it('looks finished: home, search and a job page, guest and employer, English and Arabic, desktop and phone', async () => {
    const probe = await browser.newPage();
    const jobPath = await firstJobPath(probe.page);
    await probe.context.close();
    for (const who of ['guest', 'employer'] as const) {
      for (const language of ['en', 'ar']) {
        for (const [name, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          const { page, context } = await browser.newPage({ viewport });
          await presetGuest(page, null, language);
          if (who === 'employer') await signInDemo(page, ...EMPLOYER);
          for (const [screen, path] of [
            ['home', '/'],
            ['search', '/job/search/accountant'],
            ['job', jobPath],
          ] as const) {
            await page.goto(path);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            await page.waitForLoadState('networkidle');
            expect(await page.getByTestId(who === 'guest' ? 'layout2' : 'layout1').count(), `${who} ${path}`).toBe(1);
            if (screen === 'job') {
              // No chip of the job's header ends in "…": a long salary wraps instead.
              expect(await cutTexts(page, '.MuiChip-label'), `${who} ${language} ${name}`).toEqual([]);
            }
            if (screen === 'home') {
              // A signed-in employer is offered to post a job, not to create an employer account.
              const forEmployers = page.getByRole('link', {
                name:
                  who === 'employer'
                    ? language === 'ar'
                      ? 'انشر وظيفة'
                      : 'Post a job'
                    : language === 'ar'
                      ? /حساب/
                      : /employer account/,
              });
              expect(await forEmployers.count(), `${who} ${language} ${name}`).toBeGreaterThan(0);
              if (who === 'employer') {
                const create = language === 'ar' ? 'إنشاء حساب صاحب عمل' : 'Create an employer account';
                expect(await page.getByRole('link', { name: create }).count()).toBe(0);
              }
              // Each line of the footer's links starts flush with the first ("Help center" wrapped indented).
              const indents = await page.locator('footer nav a').evaluateAll((links) => {
                const nav = links[0]!.parentElement!;
                const box = nav.getBoundingClientRect();
                const rtl = getComputedStyle(nav).direction === 'rtl';
                const lines = new Map<number, number>();
                for (const link of links) {
                  const r = link.getBoundingClientRect();
                  const gap = rtl ? box.right - r.right : r.left - box.left;
                  lines.set(Math.round(r.top), Math.min(lines.get(Math.round(r.top)) ?? Infinity, gap));
                }
                return [...lines.values()].map(Math.round);
              });
              expect(new Set(indents), `${who} ${language} ${name}`).toEqual(new Set([0]));
            }
            await screenshot(page, `public-${screen}-${who}-${language}-${name}`);
          }
          await context.close();
        }
      }
    }
  }, 240_000);
});
