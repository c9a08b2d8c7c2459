import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser, wrappedButtons } from './support/browser.ts';
import { fillDate } from './support/date-field.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

const EMPLOYER = ['employer@cpa-careers.test', 'Employer12345!'] as const;
const ISVEREN = ['isveren@cpa-careers.test', 'Employer12345!'] as const;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface GqlResult<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call from the page with its own token, as the screens make them. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
  return page.evaluate(
    async ([q, v]) => {
      const res = await fetch('/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('jwt_access_token')}`,
        },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return res.json();
    },
    [query, variables] as const,
  ) as Promise<GqlResult<T>>;
}

async function signIn(page: Page, [email, password]: readonly [string, string], language = 'en') {
  await signInDemo(page, email, password);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

async function myCompanyId(page: Page): Promise<string> {
  const r = await gql<{ myCompanies: { id: string }[] }>(page, '{ myCompanies { id } }');
  return r.data!.myCompanies[0]!.id;
}

async function findJob(page: Page, companyId: string, position: string) {
  const r = await gql<{ listCompanyJobs: { items: { id: string; status: string; reviewStatus: string }[] } }>(
    page,
    'query($c: ID!, $q: String) { listCompanyJobs(companyId: $c, filter: { query: $q }) { items { id status reviewStatus } } }',
    { c: companyId, q: position },
  );
  return r.data!.listCompanyJobs.items;
}

/** Back to the top, so a full-page screenshot does not catch the sticky toolbar midway. */
async function top(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const el of Array.from(document.querySelectorAll('*'))) if (el.scrollTop > 0) el.scrollTop = 0;
  });
}

/** The list row (table) of a job; the newest first when several share the title. */
const row = (page: Page, position: string) => page.getByRole('row').filter({ hasText: position });

async function rowAction(page: Page, position: string, action: string, index = 0) {
  await page
    .getByRole('button', { name: `Actions for ${position}` })
    .nth(index)
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('employers post and manage jobs in the browser', () => {
  const browser = useBrowser();

  it('creates a job with the form, publishes it, finds it in search, duplicates, closes and reopens it', async () => {
    const { page } = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, EMPLOYER);
    const position = `E2E Audit Lead ${Date.now()}`;

    await page.goto('/employer/jobs');
    await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'employer-jobs-list-en-desktop');

    await page.getByRole('link', { name: 'Post a job' }).first().click();
    await page.getByRole('heading', { name: 'Post a job', level: 1 }).waitFor();
    await page.getByLabel('Job title').fill(position);
    await page.getByLabel('Location', { exact: true }).fill('Istanbul');
    const editor = page.getByRole('textbox', { name: 'Job description' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('We are looking for a ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('meticulous');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' auditor to lead IFRS engagements.');
    await page.getByLabel('Keywords').fill('IFRS');
    await page.getByLabel('Keywords').press('Enter');
    await page
      .getByRole('textbox', { name: 'Requirements', exact: true })
      .fill('Five years of external audit\nCPA licence');
    await page.getByLabel('Lowest yearly salary').fill('90000');
    await page.getByLabel('Highest yearly salary').fill('60000');
    await fillDate(page, 'Application deadline', inDays(30));
    await page.getByRole('button', { name: 'Publish' }).click();
    // Errors next to the field, in words a person understands; nothing was sent.
    // Said under the field and, as a link to it, in the error summary.
    await page
      .locator('#job-field-salaryEnd-helper-text', { hasText: 'The lowest salary cannot be above the highest salary' })
      .waitFor();
    await page
      .getByTestId('job-form-errors')
      .getByRole('link', { name: /^Highest yearly salary: The lowest salary/ })
      .waitFor();
    await page.getByLabel('Highest yearly salary').fill('120000');
    await expectAccessible(page);
    await top(page);
    await screenshot(page, 'employer-jobs-form-en-desktop');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL((url) => url.pathname === '/employer/jobs');
    await page.getByText('The job is published').waitFor();
    await row(page, position).getByText('Open', { exact: true }).waitFor();

    const companyId = await myCompanyId(page);
    const [job] = await findJob(page, companyId, position);
    expect(job).toMatchObject({ status: 'open' });
    const stored = await gql<{ getCompanyJob: { description: string } }>(
      page,
      'query($id: ID!) { getCompanyJob(id: $id) { description } }',
      { id: job!.id },
    );
    expect(stored.data!.getCompanyJob.description).toContain('<strong>meticulous</strong>');

    // The public search finds it.
    await page.goto(`/job/search/${encodeURIComponent(position)}`);
    await page.getByRole('link', { name: position }).first().waitFor();

    // Preview, as the public sees it.
    await page.goto(`/employer/jobs/${job!.id}/preview`);
    await page.getByText('This is how job seekers see the job now.').waitFor();
    await page.locator('strong', { hasText: 'meticulous' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'employer-jobs-preview-en-desktop');

    // Duplicate: a draft copy appears first (newest first).
    await page.goto('/employer/jobs');
    await row(page, position).first().waitFor();
    await rowAction(page, position, 'Duplicate');
    await page.getByText('A draft copy was created').waitFor();
    await expect.poll(() => row(page, position).count()).toBe(2);
    await row(page, position).first().getByText('Draft', { exact: true }).waitFor();

    // Close the open one (second row), with a confirmation; then reopen it.
    await rowAction(page, position, 'Close', 1);
    await page.getByRole('dialog', { name: 'Close this job?' }).getByRole('button', { name: 'Close' }).click();
    await page.getByText('The job is closed').waitFor();
    await row(page, position).nth(1).getByText('Closed', { exact: true }).waitFor();
    expect((await findJob(page, companyId, position)).map((j) => j.status).sort()).toEqual(['closed', 'draft']);
    await rowAction(page, position, 'Reopen', 1);
    await page.getByText('The job is open again').waitFor();
    await row(page, position).nth(1).getByText('Open', { exact: true }).waitFor();

    // Delete the draft copy.
    await rowAction(page, position, 'Delete draft', 0);
    await page
      .getByRole('dialog', { name: 'Delete this draft?' })
      .getByRole('button', { name: 'Delete draft' })
      .click();
    await page.getByText('The draft was deleted').waitFor();
    await expect.poll(() => row(page, position).count()).toBe(1);

    // A description with a script is stored without it.
    const created = await gql<{ createJob: { id: string; description: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { id description } }',
      {
        input: {
          companyJobsId: companyId,
          position: `${position} script`,
          description:
            '<p>Safe <em>text</em></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createJob.description).toContain('<em>text</em>');
    expect(created.data!.createJob.description).not.toMatch(/script|onerror|javascript|alert/i);

    // Another company's employer: refused through the API and on the screen.
    const other = await browser.newPage({ viewport: DESKTOP });
    await signIn(other.page, ISVEREN);
    const read = await gql(other.page, 'query($id: ID!) { getCompanyJob(id: $id) { id } }', { id: job!.id });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await gql(other.page, 'mutation($input: UpdateJobInput!) { updateJob(input: $input) { id } }', {
      input: { id: job!.id, position: 'Taken over' },
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const close = await gql(other.page, 'mutation($id: ID!) { closeJob(id: $id) { id } }', { id: job!.id });
    expect(close.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await other.page.goto(`/employer/jobs/${job!.id}/edit`);
    await other.page.getByRole('heading', { name: 'You cannot edit this job' }).waitFor();
    expect(await other.page.getByLabel('Job title').count()).toBe(0);
    await expectAccessible(other.page);
    await other.context.close();
  });

  for (const [language, viewport, size] of [
    ['ar', DESKTOP, 'desktop'],
    ['ar', PHONE, 'phone'],
    ['en', PHONE, 'phone'],
  ] as const) {
    it(`shows the list, form and preview in ${language} on a ${size}`, async () => {
      const { page } = await browser.newPage({ viewport });
      await signIn(page, EMPLOYER, language);
      const companyId = await myCompanyId(page);
      const position = language === 'ar' ? `مدقق حسابات أول ${Date.now()}` : `Payroll Specialist ${Date.now()}`;
      const created = await gql<{ createJob: { id: string } }>(
        page,
        'mutation($input: CreateJobInput!) { createJob(input: $input) { id } }',
        {
          input: {
            companyJobsId: companyId,
            position,
            language,
            location: language === 'ar' ? 'دبي' : 'London',
            description:
              language === 'ar'
                ? '<p>نبحث عن <strong>مدقق</strong> ذي خبرة.</p><ul><li>معايير IFRS</li></ul>'
                : '<p>Run <strong>payroll</strong> for 400 staff.</p>',
            keyword: ['IFRS'],
            salaryStart: 10000,
            salaryEnd: 15000,
            deadline: inDays(20),
          },
        },
      );
      const id = created.data!.createJob.id;

      await page.goto('/employer/jobs');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(position).first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `employer-jobs-list-${language}-${size}`);

      await page.goto(`/employer/jobs/${id}/edit`);
      await page.getByRole('textbox', { name: language === 'ar' ? 'وصف الوظيفة' : 'Job description' }).waitFor();
      // MUI's own words follow the interface language too (the keywords field's clear button).
      expect(await page.locator('.MuiAutocomplete-clearIndicator').first().getAttribute('aria-label')).toBe(
        language === 'ar' ? 'مسح' : 'Clear',
      );
      await expectAccessible(page);
      await screenshot(page, `employer-jobs-form-${language}-${size}`);

      await page.goto(`/employer/jobs/${id}/preview`);
      await page
        .getByText(language === 'ar' ? 'معاينة — هذه الوظيفة غير منشورة بعد.' : 'Preview — this job is not public yet.')
        .waitFor();
      // Each of the banner's buttons reads on one line ("Back to edit" broke in two on an Arabic phone).
      expect(await wrappedButtons(page)).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, `employer-jobs-preview-${language}-${size}`);
    });
  }
});
