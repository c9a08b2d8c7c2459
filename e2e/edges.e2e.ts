import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, mailCount, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, presetGuest } from './support/shell.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

// What a newcomer tripped over at the edges: 404s, a stale chunk after a deploy, the languages
// page behind Learn More, the settings tab and the "Link copied" toast on a phone, and what the
// moderation screen says happened to a company's owner.

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const KHALID = 'khalid@cpa-careers.test';

/** The first open job of the demo, by the public search. */
async function someJobId(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ searchJobs(limit: 1) { items { id } } }' }),
  });
  const body = (await res.json()) as { data: { searchJobs: { items: { id: string }[] } } };
  return body.data.searchJobs.items[0]!.id;
}

/** Visible content (text, controls, pictures) whose box overlaps the settings tab, by description. */
async function contentUnderSettingsTab(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tab = document.querySelector('[data-testid="settings-button"]');
    if (!tab) return ['no settings tab'];
    const r = tab.getBoundingClientRect();
    const overlaps = (b: DOMRect) =>
      b.width > 0 && b.height > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (tab.contains(el) || el.closest('[role="tooltip"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      const isControl = el.matches('a, button, input, select, textarea, img, svg, [role="button"], [role="combobox"]');
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!isControl && !hasText) continue;
      if (hasText && !isControl) {
        // The text's own box, not its block's full width.
        const range = document.createRange();
        range.selectNodeContents(el);
        if ([...range.getClientRects()].some(overlaps))
          found.push(`${el.tagName}: ${el.textContent?.trim().slice(0, 40)}`);
      } else if (overlaps(el.getBoundingClientRect())) {
        found.push(
          `${el.tagName}.${(el.getAttribute('class') ?? '').split(' ')[0]} ${el.getAttribute('aria-label') ?? ''}`,
        );
      }
    }
    return found;
  });
}

describe('edges: 404s, stale chunks, the languages page, the phone settings tab, toasts, moderation notices', () => {
  const browser = useBrowser();

  it('answers unknown paths, jobs and companies with HTTP 404 and the app’s 404 screen, and missing files with a plain 404', async () => {
    const { page, context } = await browser.newPage();
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByText('The page you requested could not be found.').isVisible()).toBe(true);
    await expectAccessible(page);

    const job = await page.goto('/job/info/00000000-0000-4000-8000-000000000000');
    expect(job?.status()).toBe(404);
    await page.getByText('This job could not be found').waitFor();
    const company = await page.goto('/company/00000000-0000-4000-8000-000000000000');
    expect(company?.status()).toBe(404);
    await page.getByText('This company could not be found').waitFor();

    const realJob = await page.goto(`/job/info/${await someJobId()}`);
    expect(realJob?.status()).toBe(200);

    const asset = await page.request.get('/assets/index-0ld0ld.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).toMatch(/^text\/plain/);
    await context.close();
  });

  it('reloads once when a page’s chunk is gone after a deploy, and shows the error page rather than reloading again', async () => {
    const { page, context } = await browser.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The first request for the About us chunk fails as a removed file would; the reload gets it.
    let failures = 0;
    await page.route('**/assets/about-us-page-*.js', async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      else await route.continue();
    });
    await page.getByRole('link', { name: 'About us' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    // The reloaded page is rendered on the server, so its heading shows before its load event.
    await expect.poll(() => loads).toBe(2);
    expect(page.url()).toMatch(/\/about-us$/);
    // The chunk loaded, so the guard is cleared for a later deploy.
    expect(await page.evaluate(() => sessionStorage.getItem('cpa:stale-chunk-reloaded'))).toBeNull();

    // A chunk that stays missing: one reload, then the error page, never a loop.
    await page.unrouteAll();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    loads = 0;
    await page.route('**/assets/privacy-policy-page-*.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto('/about-us');
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    loads = 0;
    await page.getByRole('link', { name: 'Privacy policy' }).first().click();
    await page.getByRole('heading', { name: 'Something went wrong.' }).waitFor();
    await page.waitForLoadState('load');
    expect(loads).toBe(1);
    await context.close();
  });

  it('opens the languages page from Learn More, in English and in Arabic, and the specification’s address leads there', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'Learn More' }).click();
    await page.waitForURL('**/help/languages');
    await page.getByRole('heading', { level: 1, name: 'Languages' }).waitFor();
    for (const heading of [
      'Three languages',
      'How your choice is remembered',
      'Arabic reads right to left',
      'What people write keeps its own direction',
      'Report a translation problem',
    ])
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible(), heading).toBe(true);
    expect(await page.getByRole('link', { name: 'support@cpa-careers.test' }).getAttribute('href')).toMatch(
      /^mailto:support@cpa-careers\.test\?subject=Translation%20problem$/,
    );
    await expectAccessible(page);
    await screenshot(page, 'languages-en-desktop');

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'اللغات' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page);

    const spec = await page.goto('/documentation/configuration/multi-language');
    expect(spec?.status()).toBe(200);
    await page.waitForURL('**/help/languages');
    await context.close();
  });

  it('keeps the settings tab off the content on a phone, in English and Arabic', async () => {
    const jobId = await someJobId();
    for (const language of ['en', 'ar']) {
      const { page, context } = await browser.newPage({ viewport: PHONE });
      // The floating settings tab is the admin shell's (the public top bar has a settings button).
      await presetGuest(page, ADMIN_SHELL, language);
      for (const path of ['/', '/job/search/all', `/job/info/${jobId}`, '/help/languages', '/about-us']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByTestId('settings-button').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await contentUnderSettingsTab(page), `${language} ${path}`).toEqual([]);
      }
      await screenshot(page, `settings-tab-${language}-phone`);
      // Still the way into the settings.
      await page.getByTestId('settings-button').click();
      await page.getByRole('dialog').first().waitFor();
      await context.close();
    }
  });

  it('shows "Link copied" at the bottom centre, clear of the app bar and the navigation, on desktop and phone', async () => {
    const jobId = await someJobId();
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await browser.newPage({ viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      // No system share sheet here: the link is copied, as on a desktop.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
      await page.goto(`/job/info/${jobId}`);
      await page.getByRole('button', { name: 'Share' }).first().click();
      const toast = page.getByText('Link copied to the clipboard.');
      await toast.waitFor();
      // About the middle of the window, not at a corner where the side navigation is.
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      const box = (await page.locator('.MuiSnackbar-root').boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(24);
      const header = (await page.locator('header').first().boundingBox())!;
      expect(box.y).toBeGreaterThan(header.y + header.height);
      for (const nav of await page.getByRole('navigation').all()) {
        if (!(await nav.isVisible())) continue;
        const n = (await nav.boundingBox())!;
        const overlaps =
          box.x < n.x + n.width && box.x + box.width > n.x && box.y < n.y + n.height && box.y + box.height > n.y;
        expect(overlaps, `toast over ${await nav.getAttribute('aria-label')}`).toBe(false);
      }
      await screenshot(page, `link-copied-${viewport.width}`);
      await context.close();
    }
  });

  it('names the pending company’s owner on the moderation screen and says the rejection was mailed to him in Arabic', async () => {
    const { page, context } = await browser.newPage({ viewport: DESKTOP });
    await signInDemo(page, ...STAFF);
    await page.goto('/admin/moderation');
    const dune = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Dune Digital Payments FZ-LLC', exact: true }) });
    await dune.waitFor();
    expect(await dune.getByTestId('company-owner').textContent()).toBe(`خالد المنصوري (${KHALID})`);
    await expectAccessible(page);

    const before = mailCount(KHALID);
    await dune.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Dune Digital Payments FZ-LLC' });
    await dialog.waitFor();
    const intro = ((await dialog.locator('.MuiDialogContentText-root').textContent()) ?? '').replace(
      /[\u2068\u2069]/g,
      '',
    );
    expect(intro).toBe(`The reason is e-mailed to خالد المنصوري (${KHALID}) in Arabic, so say what to fix.`);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The ADGM licence number does not match the register.');
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await expect
      .poll(async () =>
        ((await page.locator('.MuiSnackbarContent-message').textContent()) ?? '').replace(/[\u2068\u2069]/g, ''),
      )
      .toBe(`Dune Digital Payments FZ-LLC rejected; the reason was e-mailed to خالد المنصوري (${KHALID}) in Arabic.`);
    await expect.poll(() => mailCount(KHALID)).toBe(before + 1);
    await screenshot(page, 'moderation-rejected-notice');
    await context.close();
  });
});
