import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';

// The job seeker's search as the best job sites have it: the list and the chosen job side by side
// (the URL names the job), Back to search returning to the search itself, and the person's own
// standing on every card and apply button (applied, saved, CPA-only).

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const PHONE = { width: 390, height: 844 };
const JANE = { email: 'seeker@cpa-careers.test', password: 'Seeker12345!' };
const AYSE = { email: 'ayse@cpa-careers.test', password: 'Seeker12345!' };

async function prepare(context: BrowserContext, language: 'en' | 'ar' = 'en', token?: string) {
  await context.addInitScript(
    ([lang, jwt]) => {
      localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ version: 1, necessary: true, analytics: false, decidedAt: new Date().toISOString() }),
      );
      localStorage.setItem('language', lang!);
      if (jwt) localStorage.setItem('jwt_access_token', jwt);
    },
    [language, token],
  );
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: who });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function graphql<T>(request: APIRequestContext, token: string, query: string, variables = {}): Promise<T> {
  const response = await request.post('/api/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const results = (page: Page) => page.getByRole('region', { name: /Search results|نتائج البحث/ });
const pane = (page: Page) => page.getByTestId('job-pane');

describe('job search: split view, back to search, and the seeker’s own standing', () => {
  const browser = useBrowser();

  it('shows the list and the selected job side by side; the URL names the job and Back works', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await prepare(context);
    await page.goto('/job/search/accountant?type=full-time');
    const cards = results(page).getByRole('article');
    await poll(() => cards.count()).toBeGreaterThan(2);
    // The first result is shown until one is picked.
    const first = await cards.nth(0).getByRole('heading').innerText();
    await poll(() => pane(page).getByRole('heading', { level: 2 }).first().innerText()).toBe(first);

    const second = await cards.nth(1).getByRole('heading').innerText();
    await cards.nth(1).getByRole('link').first().click();
    await page.waitForURL((url) => url.searchParams.has('job') && url.searchParams.get('type') === 'full-time');
    await poll(() => pane(page).getByRole('heading', { level: 2 }).first().innerText()).toBe(second);
    // Focus follows the pick, and the picked card says it is the one shown.
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('job-pane-title');
    expect(await cards.nth(1).getByRole('link').first().getAttribute('aria-current')).toBe('true');
    expect(await pane(page).getByRole('heading', { name: 'About the job' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'job-search-split-en-desktop');

    // A shared link shows the same job.
    const shared = page.url();
    const other = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await prepare(other.context);
    await other.page.goto(shared);
    await poll(() => pane(other.page).getByRole('heading', { level: 2 }).first().innerText()).toBe(second);
    await other.context.close();

    // Back: the first job again, the same search.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('job') && url.searchParams.get('type') === 'full-time');
    await poll(() => pane(page).getByRole('heading', { level: 2 }).first().innerText()).toBe(first);

    // The full page, then Back to search: the search as it was (keywords and filter).
    const opened = await cards.nth(1).getByRole('heading').innerText();
    await cards.nth(1).getByRole('link').first().click();
    await poll(() => pane(page).getByRole('heading', { level: 2 }).first().innerText()).toBe(opened);
    await pane(page).getByRole('link', { name: 'Open the full job page' }).click();
    await page.waitForURL(/\/job\/info\//);
    await poll(() => page.getByRole('heading', { level: 1, name: opened }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to search' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/job/search/accountant' && url.searchParams.get('type') === 'full-time',
    );
    await poll(() => page.getByRole('textbox', { name: 'Job title, skill or keyword' }).inputValue()).toBe(
      'accountant',
    );
    await context.close();
  });

  it('returns to the search it came from on a phone, and after a reload of the job page', async () => {
    const { page, context } = await browser.newPage({ viewport: PHONE });
    await prepare(context);
    await page.goto('/job/search/accountant?type=full-time');
    const cards = results(page).getByRole('article');
    await poll(() => cards.count()).toBeGreaterThan(0);
    // On a phone the list comes first and a card opens the job's page.
    expect(await pane(page).count()).toBe(0);
    await cards.first().getByRole('link').first().click();
    await page.waitForURL(/\/job\/info\//);
    await page.reload();
    await page.getByRole('link', { name: 'Back to search' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/job/search/accountant' && url.searchParams.get('type') === 'full-time',
    );
    await context.close();
  });

  it('marks applied and saved jobs on cards, and says "Applied on" instead of Apply now', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const token = await tokenOf(page.request, JANE);
    // Jane applies to a job and saves another (through the API, as the screens would).
    const found = await graphql<{ searchJobs: { items: { id: string; position: string }[] } }>(
      page.request,
      token,
      `
        query {
          searchJobs(query: "accountant", filter: { requiresCPA: false }, limit: 40) {
            items {
              id
              position
            }
          }
        }
      `,
    );
    const standing = await graphql<{ myApplyStanding: { appliedJobs: { jobId: string }[] } }>(
      page.request,
      token,
      `
        query {
          myApplyStanding {
            appliedJobs {
              jobId
            }
          }
        }
      `,
    );
    const already = new Set(standing.myApplyStanding.appliedJobs.map((a) => a.jobId));
    const eligible: { id: string; position: string }[] = [];
    for (const job of found.searchJobs.items.filter((j) => !already.has(j.id))) {
      const can = await graphql<{ jobApplicationEligibility: { canApply: boolean } }>(
        page.request,
        token,
        `
          query ($id: ID!) {
            jobApplicationEligibility(jobId: $id) {
              canApply
            }
          }
        `,
        { id: job.id },
      );
      if (can.jobApplicationEligibility.canApply) eligible.push(job);
      if (eligible.length === 2) break;
    }
    const [toApply, toSave] = eligible;
    expect(toApply && toSave).toBeTruthy();
    await graphql(
      page.request,
      token,
      `
        mutation ($id: ID!) {
          createJobApplication(input: { jobApplicationsId: $id }) {
            id
          }
        }
      `,
      { id: toApply!.id },
    );
    await graphql(
      page.request,
      token,
      `
        mutation ($id: ID!) {
          likeJob(jobId: $id) {
            id
          }
        }
      `,
      { id: toSave!.id },
    );

    await prepare(context, 'en', token);
    await page.goto(`/job/search/accountant?job=${toApply!.id}`);
    const appliedCard = results(page)
      .getByRole('article')
      .filter({ has: page.getByTestId('card-applied') });
    await poll(() => appliedCard.count()).toBeGreaterThan(0);
    await poll(() =>
      results(page)
        .getByRole('article')
        .filter({ has: page.getByTestId('card-saved') })
        .count(),
    ).toBeGreaterThan(0);
    // The pane and the job page say when, and link to the application; no Apply now.
    await poll(() => pane(page).getByTestId('applied-state').innerText()).toMatch(
      /^Applied on .+ — see my application$/,
    );
    expect(await pane(page).getByRole('link', { name: 'Apply now' }).count()).toBe(0);
    await screenshot(page, 'job-search-applied-en-desktop');
    await page.goto(`/job/info/${toApply!.id}`);
    await poll(() => page.getByTestId('applied-state').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);
    await page.getByRole('link', { name: 'see my application' }).click();
    await page.waitForURL((url) => url.pathname === '/job/apply');
    await context.close();
  });

  it('tells a non-CPA that a CPA-only job is closed to them, on the job page and in saved jobs', async () => {
    const { page, context } = await browser.newPage();
    const token = await tokenOf(page.request, AYSE);
    const cpaJobs = await graphql<{ searchJobs: { items: { id: string; applyWay: string; isOpen: boolean }[] } }>(
      page.request,
      token,
      `
        query {
          searchJobs(filter: { requiresCPA: true }, limit: 30) {
            items {
              id
              applyWay
              isOpen
            }
          }
        }
      `,
    );
    const job = cpaJobs.searchJobs.items.find((j) => j.applyWay === 'internal' && j.isOpen);
    expect(job).toBeTruthy();
    await graphql(
      page.request,
      token,
      `
        mutation ($id: ID!) {
          likeJob(jobId: $id) {
            id
          }
        }
      `,
      { id: job!.id },
    );
    await prepare(context, 'en', token);

    await page.goto(`/job/info/${job!.id}`);
    await poll(() => page.getByTestId('cpa-only').innerText()).toMatch(/^Only confirmed CPA members can apply[.;]/);
    expect(await page.getByRole('link', { name: 'Apply now' }).count()).toBe(0);

    await page.goto('/job/saved');
    const saved = page.getByTestId('saved-job').filter({ has: page.getByTestId('cpa-only') });
    await poll(() => saved.count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await context.close();
  });

  it('keeps English names in an Arabic page in their own direction', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await prepare(context, 'ar');
    await page.goto('/job/search/all');
    const card = results(page).getByRole('article').first();
    await poll(() => card.isVisible()).toBe(true);
    await poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The position carries dir="auto"; the company and place are isolated in <bdi>.
    expect(await card.getByRole('heading').getAttribute('dir')).toBe('auto');
    expect(await card.locator('bdi').count()).toBeGreaterThan(0);
    // A Latin title in an RTL page starts at the left: its own direction wins.
    const direction = await card.getByRole('heading').evaluate((h) => getComputedStyle(h).direction);
    const text = await card.getByRole('heading').innerText();
    expect(direction).toBe(/[\u0600-\u06FF]/.test(text) ? 'rtl' : 'ltr');
    await screenshot(page, 'job-search-split-ar-desktop');
    await expectAccessible(page);

    // The job page: the title, the company line and the facts keep theirs too.
    await pane(page).getByRole('link', { name: 'فتح صفحة الوظيفة كاملة' }).click();
    await page.waitForURL(/\/job\/info\//);
    // The job page's code may still be loading while the search shows: wait for the page itself.
    const title = page.getByRole('heading', { level: 1 });
    await poll(() => title.innerText()).not.toBe('البحث عن وظائف');
    expect(await title.getAttribute('dir')).toBe('auto');
    expect(await page.locator('dd bdi').count()).toBeGreaterThan(2);
    await screenshot(page, 'job-info-bidi-ar-desktop');
    await context.close();
  });

  it('says when a typo was corrected, and searches the words as typed on request', async () => {
    const { page, context } = await browser.newPage();
    await prepare(context);
    await page.goto('/job/search/acountant');
    const note = page.getByTestId('corrected-query');
    await poll(() => note.innerText()).toBe('Showing results for accountant. Search instead for acountant');
    await poll(() => results(page).getByRole('article').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await note.getByRole('link', { name: 'acountant' }).click();
    await page.waitForURL((url) => url.searchParams.get('exact') === '1');
    await poll(() => note.count()).toBe(0);
    expect(await page.getByTestId('job-search-count').innerText()).toMatch(
      /^Jobs found for “\u2068acountant\u2069”: \u2068\d+\u2069$/,
    );
    await context.close();
  });
});
