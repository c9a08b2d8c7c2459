import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';

const PHONE = { width: 390, height: 844 };
/** The first screen of a language loads its chunks and data: allow it more than the default second. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** Tests that are not about the cookie banner decide it up front, so it covers nothing. */
async function withCookieChoice(context: BrowserContext, language?: 'en' | 'ar') {
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('cookie_consent')) {
      localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ version: 1, necessary: true, analytics: false, decidedAt: new Date().toISOString() }),
      );
    }
    if (lang) localStorage.setItem('language', lang);
  }, language);
}

const statusText = (page: Page) => page.getByTestId('job-search-count').innerText();
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: /Search results|نتائج البحث/ })
    .getByRole('article')
    .getByRole('heading')
    .allInnerTexts();

describe('job seekers: search, job page, company, home, cookies', () => {
  const browser = useBrowser();

  it('searches with a filter and a sort, and Back restores the previous results', async () => {
    const { page, context } = await browser.newPage();
    await withCookieChoice(context);
    await page.goto('/job/search/accountant');
    await poll(() => statusText(page)).toMatch(/^Jobs found for “\u2068accountant\u2069”: \u2068\d+\u2069$/);
    const before = await statusText(page);
    const total = Number(/(\d+)\u2069?$/.exec(before)?.[1]);
    expect(total).toBeGreaterThan(1);
    const titlesBefore = await cardTitles(page);
    expect(titlesBefore.length).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'job-search-en-desktop');

    // A filter: the count changes and the URL says so.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const fullTime = filters.getByRole('checkbox', { name: /^Full-time/ });
    // The box reflects the URL, which changes once the navigation is done.
    await fullTime.click();
    await page.waitForURL((url) => url.searchParams.getAll('type').includes('full-time'));
    await poll(() => statusText(page)).not.toBe(before);
    const filtered = await statusText(page);
    expect(Number(/(\d+)\u2069?$/.exec(filtered)?.[1])).toBeLessThan(total);

    // A sort, on top of it.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Highest salary' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'salary' && url.searchParams.get('type') === 'full-time',
    );
    await poll(() => page.getByRole('combobox', { name: 'Sort by' }).innerText()).toBe('Highest salary');

    // Back: the filter without the sort, then the search as it first was.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.get('type') === 'full-time');
    await poll(() => statusText(page)).toBe(filtered);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/job/search/accountant' && url.search === '');
    await poll(() => statusText(page)).toBe(before);
    expect(await filters.getByRole('checkbox', { name: /^Full-time/ }).isChecked()).toBe(false);
    expect(await cardTitles(page)).toEqual(titlesBefore);

    // The search box changes the keywords in the path.
    await page.getByRole('textbox', { name: 'Job title, skill or keyword' }).fill('zzqxnotajobatall');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/job/search/zzqxnotajobatall');
    await poll(() => page.getByRole('heading', { name: 'No jobs match this search' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Search all jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/job/search/all');
    await context.close();
  });

  it('opens a job: its details, apply and save, and JSON-LD in the HTML the server sends', async () => {
    const { page, context } = await browser.newPage();
    await withCookieChoice(context);
    await page.goto('/job/search/all');
    const firstCard = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    const title = await firstCard.getByRole('heading').innerText();
    // On a wide screen a card shows the job beside the list; its full page is one link away.
    await firstCard.getByRole('link').first().click();
    await page.getByTestId('job-pane').getByRole('link', { name: 'Open the full job page' }).click();
    await page.waitForURL(/\/job\/info\/[0-9a-f-]{36}$/);
    await poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'About the job' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Key facts' }).isVisible()).toBe(true);
    const apply = page.getByRole('link', { name: /Apply now|Apply on the company’s site/ });
    expect(await apply.count()).toBe(1);
    const href = await apply.getAttribute('href');
    if (href?.startsWith('/job/apply/'))
      expect(href).toBe(new URL(page.url()).pathname.replace('/job/info/', '/job/apply/'));
    else expect(await apply.getAttribute('rel')).toContain('noopener');
    expect(await page.getByRole('link', { name: 'View company and its jobs' }).getAttribute('href')).toMatch(
      /^\/company\//,
    );
    await expectAccessible(page);
    await screenshot(page, 'job-info-en-desktop');

    const html = await (await page.request.get(page.url())).text();
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    const posting = JSON.parse(ld![1]!) as {
      '@type': string;
      title: string;
      hiringOrganization: { name: string };
      jobLocation: { address: { addressCountry: string } };
    };
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(title);
    expect(posting.jobLocation.address.addressCountry).toMatch(/^[A-Z]{2}$/);
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}`);

    // A guest's save goes to sign in.
    await page.getByRole('button', { name: 'Sign in to save jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' || url.pathname === '/');

    // The company page lists its open jobs.
    await page.goBack();
    await page.getByRole('link', { name: 'View company and its jobs' }).click();
    await page.waitForURL(/\/company\//);
    await poll(() => page.getByRole('heading', { name: 'Open jobs' }).isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'company-en-desktop');

    // An unknown job says so.
    await page.goto('/job/info/00000000-0000-4000-8000-000000000000');
    await poll(() => page.getByRole('heading', { name: 'This job could not be found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('saves and unsaves a job for a signed-in job seeker, and remembers it', async () => {
    const { page, context } = await browser.newPage();
    await withCookieChoice(context);
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email: 'ayse@cpa-careers.test', password: 'Seeker12345!' },
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    await context.addInitScript((t) => localStorage.setItem('jwt_access_token', t), token);
    await page.goto('/job/search/all');
    const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    const position = await card.getByRole('heading').innerText();
    const toggle = card.getByRole('button', { name: `Save ${position}` });
    await poll(() => toggle.isVisible()).toBe(true);
    await toggle.click();
    const saved = card.getByRole('button', { name: `Remove ${position} from saved jobs` });
    await poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await poll(() => saved.isVisible()).toBe(true);
    await saved.click();
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await poll(() => toggle.isVisible()).toBe(true);
    await context.close();
  });

  it('shows the home page with the banner, latest jobs and featured employers', async () => {
    const { page, context } = await browser.newPage();
    await withCookieChoice(context);
    await page.goto('/');
    await poll(() => page.getByRole('heading', { name: 'Latest jobs' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('region', { name: 'Latest jobs' }).getByRole('article').count()).toBe(6);
    // The cards of a row start level: each title at the same height as its neighbours'.
    const titleTops = await page
      .getByRole('region', { name: 'Latest jobs' })
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => [
          Math.round(card.getBoundingClientRect().top),
          Math.round(card.querySelector('h3')!.getBoundingClientRect().top - card.getBoundingClientRect().top),
        ]),
      );
    expect(new Set(titleTops.map(([, offset]) => offset)).size).toBe(1);
    await poll(() => page.getByRole('heading', { name: 'Featured employers' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Find your next role in accounting and finance',
    );
    await expectAccessible(page);
    await screenshot(page, 'home-en-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'home-en-phone');
    await context.close();
  });

  it('shows the Arabic search page right to left, with translated filters', async () => {
    const { page, context } = await browser.newPage();
    await withCookieChoice(context, 'ar');
    await page.goto('/job/search/all?type=full-time');
    await poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await poll(() => statusText(page)).toMatch(/^الوظائف المطابقة: /);
    const filters = page.getByRole('complementary', { name: 'عوامل التصفية' });
    expect(await filters.getByRole('group', { name: 'نوع الوظيفة' }).isVisible()).toBe(true);
    expect(await filters.getByRole('checkbox', { name: /^دوام كامل/ }).isChecked()).toBe(true);
    const text = await filters.innerText();
    for (const english of [
      'Job type',
      'Experience level',
      'Industry',
      'Full-time',
      'Part-time',
      'Senior',
      'Location',
      'Remote',
      'Date posted',
      'Any time',
      'Accounting',
      'Banking',
    ]) {
      expect(text).not.toContain(english);
    }
    const results = await page.getByRole('region', { name: 'نتائج البحث' }).innerText();
    for (const english of ['Full-time', 'Posted', 'CPA required', 'a year']) expect(results).not.toContain(english);
    await expectAccessible(page);
    await screenshot(page, 'job-search-ar-desktop');

    const phone = await browser.newPage({ viewport: PHONE });
    await withCookieChoice(phone.context, 'ar');
    await phone.page.goto('/job/search/all');
    await poll(() => statusText(phone.page)).toMatch(/^الوظائف المطابقة: /);
    await screenshot(phone.page, 'job-search-ar-phone');
    await phone.page.getByRole('button', { name: 'التصفية' }).click();
    await poll(() => phone.page.getByRole('group', { name: 'مستوى الخبرة' }).isVisible()).toBe(true);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'job-search-filters-ar-phone');
    await phone.page.getByRole('button', { name: 'إغلاق عوامل التصفية' }).click();
    await phone.page.getByRole('article').first().getByRole('link').first().click();
    await phone.page.waitForURL(/\/job\/info\//);
    await poll(() => phone.page.getByRole('heading', { name: 'عن الوظيفة' }).isVisible()).toBe(true);
    // The key facts stay inside their card, and the salary reads right to left as the sentence it
    // is (set apart as typed text, it took the direction of "TRY" and broke up).
    const facts = phone.page.getByTestId('job-facts');
    expect(
      await facts.evaluate((list) => {
        const box = list.getBoundingClientRect();
        return [...list.querySelectorAll('dd')]
          .filter((dd) => dd.scrollWidth > dd.clientWidth + 1 || dd.getBoundingClientRect().left < box.left - 1)
          .map((dd) => dd.textContent);
      }),
    ).toEqual([]);
    const salary = facts.locator('dt:text-is("الراتب") + dd');
    if (await salary.count())
      expect(await salary.evaluate((dd) => [dd, ...dd.querySelectorAll('*')].some((e) => e.matches(':dir(ltr)')))).toBe(
        false,
      );
    await screenshot(phone.page, 'job-info-ar-phone');
    await phone.context.close();
    await context.close();
  });

  it('takes English phone screenshots of search and a job', async () => {
    const { page, context } = await browser.newPage({ viewport: PHONE });
    await withCookieChoice(context);
    await page.goto('/job/search/all');
    await poll(() => statusText(page)).toMatch(/^Jobs found: \u2068\d+\u2069$/);
    await expectAccessible(page);
    await screenshot(page, 'job-search-en-phone');
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/job\/info\//);
    await poll(() => page.getByRole('heading', { name: 'About the job' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'job-info-en-phone');
    await context.close();
  });

  it('keeps the cookie banner under a dialog on a phone, so all of the dialog can be used', async () => {
    const { page, context } = await browser.newPage({ viewport: PHONE, cookieBanner: true });
    await page.goto('/?login=true');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await poll(() => banner.isVisible()).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await poll(() => dialog.isVisible()).toBe(true);
    // The dialog's last link, at the foot of the screen where the banner lies: the dialog is on top.
    const last = dialog.getByRole('link', { name: 'Create an employer account' });
    await last.scrollIntoViewIfNeeded();
    const onTop = () =>
      last.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    expect(await onTop()).toBe(true);
    await screenshot(page, 'sign-in-dialog-over-cookie-banner-en-phone');
    // Closed, the dialog leaves the banner to be answered.
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await banner.getByRole('button', { name: 'Reject all cookies' }).click();
    await poll(() => banner.count()).toBe(0);
    await context.close();
  });

  it('remembers the cookie banner choices', async () => {
    const { page, context } = await browser.newPage({ cookieBanner: true });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await poll(() => banner.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'cookie-banner-en-desktop');
    await banner.getByRole('button', { name: 'Modify cookie preferences' }).click();
    expect(await banner.getByRole('switch', { name: /Necessary/ }).isChecked()).toBe(true);
    expect(await banner.getByRole('switch', { name: /Necessary/ }).isDisabled()).toBe(true);
    await banner.getByRole('switch', { name: 'Analytics' }).check();
    await banner.getByRole('button', { name: 'Save preferences' }).click();
    await poll(() => banner.count()).toBe(0);
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cookie_consent') ?? 'null') as {
          necessary: boolean;
          analytics: boolean;
        } | null,
    );
    expect(stored).toMatchObject({ necessary: true, analytics: true });
    await page.reload();
    await poll(() => page.getByRole('heading', { name: 'Latest jobs' }).isVisible()).toBe(true);
    expect(await banner.count()).toBe(0);
    await context.close();

    const other = await browser.newPage({ viewport: PHONE, cookieBanner: true });
    await other.page.goto('/');
    const phoneBanner = other.page.getByRole('region', { name: 'Cookie consent' });
    await poll(() => phoneBanner.isVisible()).toBe(true);
    await screenshot(other.page, 'cookie-banner-en-phone');
    await phoneBanner.getByRole('button', { name: 'Reject all cookies' }).click();
    await poll(() => phoneBanner.count()).toBe(0);
    expect(
      await other.page.evaluate(
        () => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null') as { analytics: boolean } | null,
      ),
    ).toMatchObject({ analytics: false });
    await other.page.reload();
    await poll(() => other.page.getByRole('heading', { name: 'Latest jobs' }).isVisible()).toBe(true);
    expect(await phoneBanner.count()).toBe(0);
    await other.context.close();
  });

  it("answers a second guest's search with the first guest's answer, kept whole; a signed-in seeker's is computed", async () => {
    /** Opens the accountant search and ticks Part-time: the filtered search is the browser's own request. */
    async function searchAs(token?: string) {
      const { page, context } = await browser.newPage();
      await withCookieChoice(context);
      if (token) await context.addInitScript((jwt) => localStorage.setItem('jwt_access_token', jwt), token);
      await page.goto('/job/search/accountant');
      await poll(() => statusText(page)).toMatch(/\d/);
      const answer = page.waitForResponse(
        (res) => res.url().endsWith('/api/graphql') && (res.request().postData() ?? '').includes('searchJobs'),
      );
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: /^Part-time/ })
        .click();
      const response = await answer;
      await page.waitForURL((url) => url.searchParams.getAll('type').includes('part-time'));
      await poll(() => cardTitles(page)).not.toEqual([]);
      const seen = {
        kept: response.headers()['x-search-response'] === 'kept',
        titles: await cardTitles(page),
        status: await statusText(page),
      };
      await context.close();
      return seen;
    }
    const first = await searchAs();
    expect(first.kept).toBe(false);
    const second = await searchAs();
    expect(second).toEqual({ ...first, kept: true });
    const signing = await browser.newPage();
    const signIn = await signing.page.request.post('/api/auth/sign-in', {
      data: { email: 'seeker@cpa-careers.test', password: 'Seeker12345!' },
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    await signing.context.close();
    const seeker = await searchAs(token);
    expect(seeker).toEqual({ ...first, kept: false });
  });
});
