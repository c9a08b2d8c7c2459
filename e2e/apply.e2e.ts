import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../src/server/test-support/file-fixtures.ts';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';

interface SearchJob {
  id: string;
  position: string;
  applyWay: string;
  requiresCPA: boolean;
}

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, email: string, password: string, language = 'en') {
  await page.goto('/');
  await page.evaluate((lang) => {
    localStorage.setItem('consent_terms_agreed', 'true');
    localStorage.setItem('consent_marketing_agreed', 'true');
    localStorage.setItem('language', lang);
  }, language);
  await page.goto('/sign-in');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForURL((url) => url.searchParams.get('login') === 'true');
  await page
    .getByLabel(language === 'ar' ? 'البريد الإلكتروني' : 'Email address')
    .first()
    .fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('input[type="password"]').press('Enter');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeTruthy();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const res = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** Open internal jobs the signed-in user has not applied to (other test files share the server). */
async function openJobs(page: Page): Promise<SearchJob[]> {
  const data = await graphql<{ searchJobs: { items: SearchJob[] } }>(
    page,
    `
      {
        searchJobs(sort: newest, limit: 200) {
          items {
            id
            position
            applyWay
            requiresCPA
          }
        }
      }
    `,
  );
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const me = (await (
    await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { uid: string };
  const user = await graphql<{ getUser: { appliedJobs: string[] } }>(
    page,
    `
      query ($id: ID!) {
        getUser(id: $id) {
          appliedJobs
        }
      }
    `,
    { id: me.uid },
  );
  const applied = new Set(user.getUser.appliedJobs);
  return data.searchJobs.items.filter((j) => j.applyWay === 'internal' && !applied.has(j.id));
}

/**
 * Removes résumés another test file may have left, so this flow starts from none; answers how
 * many stay (a résumé sent with an application cannot be deleted, and other files apply as Jane).
 */
async function removeResumes(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/files?kind=resume', { headers })).json()) as
    { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(list) ? list : (list.items ?? []);
  let kept = 0;
  for (const file of items) if (!(await page.request.delete(`/api/files/${file.id}`, { headers })).ok()) kept += 1;
  return kept;
}

describe('apply, my applications and saved jobs in the browser', () => {
  const browser = useBrowser();

  it('applies with an uploaded PDF, sees it in My applications and withdraws it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'seeker@cpa-careers.test', 'Seeker12345!');
    const keptResumes = await removeResumes(page);
    const job = (await openJobs(page)).find((j) => !j.requiresCPA)!;

    await page.goto(`/job/apply/${job.id}`);
    await page.getByRole('heading', { name: 'Apply for this job' }).waitFor();
    await page.getByRole('heading', { name: job.position }).waitFor();
    // The profile is shown, not asked for again.
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.getByText('seeker@cpa-careers.test').isVisible()).toBe(true);
    expect(await page.getByText('Confirmed CPA').isVisible()).toBe(true);
    if (keptResumes === 0) {
      await page.getByText('You have not uploaded a résumé yet.').waitFor();
      await page.getByRole('button', { name: 'Send application' }).click();
      await page.getByText('Choose one of your résumés or upload a new one.').waitFor();
    }

    // A text file named .pdf is refused by its content before it is sent.
    await page
      .getByTestId('resume-file-input')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await page.getByText('A résumé must be a PDF or a Word (DOCX) document.').waitFor();

    // A name of its own: other files may have left a 'Jane Seeker CV.pdf' sent with an application.
    const resumeName = `Jane Seeker CV ${Date.now()}.pdf`;
    await page
      .getByTestId('resume-file-input')
      .setInputFiles({ name: resumeName, mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByText(`${resumeName} is uploaded and chosen.`).waitFor();
    expect(await page.getByRole('radio', { name: new RegExp(resumeName.replace(/\./g, '\\.')) }).isChecked()).toBe(
      true,
    );
    await page
      .getByLabel('Cover letter (optional)')
      .fill('Six years of audit and month-end close; I would love to help your team.');
    await page.getByLabel('Expected yearly salary (optional)').fill('abc');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Enter the expected salary as a whole number, 0 or more.').waitFor();
    await page.getByLabel('Expected yearly salary (optional)').fill('85000');
    await expectAccessible(page);
    await screenshot(page, 'apply-form-en-desktop');

    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'apply-done-en-desktop');

    // Applying again to the same job says so.
    await page.goto(`/job/apply/${job.id}`);
    await page.getByText('You have already applied to this job').waitFor();

    await page.goto('/job/apply');
    await page.getByRole('heading', { name: 'My applications' }).waitFor();
    const item = page.getByTestId('application-item').filter({ hasText: job.position });
    await item.waitFor();
    expect(await item.getByRole('link', { name: job.position }).getAttribute('href')).toBe(`/job/info/${job.id}`);
    expect(await item.getByTestId('application-status').textContent()).toBe('Submitted');
    await expectAccessible(page);
    await screenshot(page, 'my-applications-en-desktop');

    await item.getByRole('button', { name: `Withdraw: ${job.position}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    await expect.poll(() => item.getByTestId('application-status').textContent()).toBe('Withdrawn');
    expect(await item.getByRole('button', { name: /Withdraw/ }).count()).toBe(0);
    await context.close();
  });

  it('refuses a CPA job to a job seeker who is not a CPA, explaining how to claim it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'ayse@cpa-careers.test', 'Seeker12345!');
    const cpaJob = (await openJobs(page)).find((j) => j.requiresCPA)!;
    await page.goto(`/job/apply/${cpaJob.id}`);
    await page.getByText('This job is for certified public accountants').waitFor();
    expect(await page.getByText(/claim your CPA status in your profile with your CPA license/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Claim CPA status in my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(await page.getByRole('button', { name: 'Send application' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'apply-cpa-refused-en-desktop');
    await context.close();
  });

  it('lists saved jobs, shows a closed one as closed, unsaves, and leads to apply', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'layla@cpa-careers.test', 'Seeker12345!', 'en');
    await page.goto('/job/saved');
    await page.getByRole('heading', { name: 'No saved jobs yet' }).waitFor();
    await expectAccessible(page);

    const open = (await openJobs(page)).filter((j) => !j.requiresCPA).slice(0, 2);
    const closed = await graphql<{ listJobs: { items: { id: string; position: string }[] } }>(
      page,
      `
        {
          listJobs(filter: { status: { eq: "closed" } }, limit: 1) {
            items {
              id
              position
            }
          }
        }
      `,
    );
    for (const id of [closed.listJobs.items[0]!.id, ...open.map((j) => j.id)]) {
      await graphql(
        page,
        `
          mutation ($id: ID!) {
            likeJob(jobId: $id) {
              id
            }
          }
        `,
        { id },
      );
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('saved-job').count()).toBe(3);
    const closedCard = page.getByTestId('saved-job').filter({ hasText: closed.listJobs.items[0]!.position });
    expect(await closedCard.getByText('This job no longer takes applications.').isVisible()).toBe(true);
    expect(await closedCard.getByRole('link', { name: /^Apply/ }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'saved-jobs-en-desktop');

    await page.getByRole('button', { name: `Remove ${open[1]!.position} from saved jobs` }).click();
    await expect.poll(() => page.getByTestId('saved-job').count()).toBe(2);
    await page.getByRole('link', { name: `Apply now: ${open[0]!.position}` }).click();
    await page.waitForURL(`**/job/apply/${open[0]!.id}`);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await context.close();
  });

  it('renders the screens in Arabic (right to left) and on a phone', async () => {
    for (const [lang, viewport, size] of [
      ['ar', DESKTOP, 'desktop'],
      ['ar', PHONE, 'phone'],
      ['en', PHONE, 'phone'],
    ] as const) {
      const { page, context } = await browser.newPage({ viewport });
      await signIn(page, 'seeker@cpa-careers.test', 'Seeker12345!', lang);
      const jobs = await openJobs(page);
      const target = jobs.filter((j) => !j.requiresCPA).at(-1)!;
      await page.goto(`/job/apply/${target.id}`);
      await page.getByRole('heading', { name: lang === 'ar' ? 'بياناتك' : 'Your details' }).waitFor();
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // Each detail sits beside its label, on the page's side ("Jane Seeker" sat at the card's far
      // left in Arabic), and the address is on one line on a desktop (it broke at "seeker@cpa-").
      const values = page.getByTestId('applicant-details').locator('dd');
      expect(await values.count()).toBe(5);
      const side = lang === 'ar' ? 'right' : 'left';
      expect(await values.evaluateAll((all) => all.map((dd) => getComputedStyle(dd).textAlign))).toEqual(
        Array(5).fill(side),
      );
      if (size === 'desktop') {
        const email = values.filter({ hasText: '@' });
        const [height, line] = await email.evaluate((dd) => [
          dd.clientHeight,
          parseFloat(getComputedStyle(dd).lineHeight),
        ]);
        expect(height).toBeLessThan(line * 1.5);
      }
      await expectAccessible(page);
      await screenshot(page, `apply-form-${lang}-${size}`);
      await page.goto('/job/apply');
      await page.getByTestId('application-item').first().waitFor();
      await screenshot(page, `my-applications-${lang}-${size}`);
      await page.goto('/job/saved');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `saved-jobs-${lang}-${size}`);
      await context.close();
    }
  });
});
