import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../src/server/test-support/file-fixtures.ts';
import { expectAccessible, mailCount, screenshot, useBrowser } from './support/browser.ts';
import { announced, dragByKeyboard } from './support/keyboard-drag.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

const EMPLOYER = ['employer@cpa-careers.test', 'Employer12345!'] as const;
const ISVEREN = ['isveren@cpa-careers.test', 'Employer12345!'] as const;
const SEEKER = ['seeker@cpa-careers.test', 'Seeker12345!'] as const;
const AYSE = ['ayse@cpa-careers.test', 'Seeker12345!'] as const;

async function api<T>(page: Page, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function tokenOf(page: Page, [email, password]: readonly [string, string]): Promise<string> {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  return ((await res.json()) as { access_token: string }).access_token;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A fresh published job of employer@'s company with applications from Jane (with a résumé) and Ayşe. */
async function freshJobWithApplicants(page: Page): Promise<{ id: string; position: string }> {
  const employer = await tokenOf(page, EMPLOYER);
  const { myCompanies } = await api<{ myCompanies: { id: string; name: string }[] }>(
    page,
    employer,
    '{ myCompanies { id name } }',
  );
  const company = myCompanies.find((c) => c.name === 'Meridian Ledger Partners LLP')!;
  const position = `Audit Senior ${Date.now()}`;
  const { createJob } = await api<{ createJob: { id: string } }>(
    page,
    employer,
    `mutation C($input: CreateJobInput!) { createJob(input: $input) { id } }`,
    {
      input: {
        companyJobsId: company.id,
        position,
        description: '<p>Lead <strong>audits</strong> of listed clients.</p>',
        location: 'London',
        type: 'full-time',
        experienceLevel: 'senior',
        language: 'en',
        keyword: ['IFRS', 'Audit'],
        industry: 'Audit',
        salaryStart: 55000,
        salaryEnd: 70000,
        start: day(10),
        deadline: day(30),
        applyWay: 'internal',
        requiresCPA: false,
      },
    },
  );
  await api(page, employer, `mutation P($id: ID!) { publishJob(id: $id) { id status } }`, { id: createJob.id });

  const jane = await tokenOf(page, SEEKER);
  const upload = await page.request.post('/api/files', {
    headers: { authorization: `Bearer ${jane}` },
    multipart: {
      kind: 'resume',
      file: { name: 'Jane Seeker CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  const resume = (await upload.json()) as { id: string };
  const APPLY = `mutation A($input: CreateJobApplicationInput!) { createJobApplication(input: $input) { id } }`;
  await api(page, jane, APPLY, {
    input: {
      jobApplicationsId: createJob.id,
      resumeFileId: resume.id,
      coverLetter: 'Six years of audit; I would love to join.',
      salary: 82000,
    },
  });
  await api(page, await tokenOf(page, AYSE), APPLY, {
    input: { jobApplicationsId: createJob.id, coverLetter: 'Denetim ekibinize katılmak isterim.' },
  });
  return { id: createJob.id, position };
}

async function signInAs(page: Page, [email, password]: readonly [string, string], language = 'en') {
  await signInDemo(page, email, password);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (page: Page, status: string, name: string) =>
  column(page, status).getByTestId('applicant-card').filter({ hasText: name });

describe('an employer works through the applicants of a job', () => {
  const browser = useBrowser();
  let job: { id: string; position: string };

  it('lists, moves on the board by menu, drag and keyboard, shortlists, groups, notes and opens the résumé', async () => {
    const { page, context } = await browser.newPage();
    job = await freshJobWithApplicants(page);
    await signInAs(page, EMPLOYER);
    await page.goto(`/employer/jobs/${job.id}/applicants`);
    await page.getByRole('heading', { level: 1, name: job.position }).waitFor();
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(2);
    expect(await page.getByText('Meridian Ledger Partners LLP').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View job page' }).getAttribute('href')).toBe(`/job/info/${job.id}`);
    expect(await page.getByTestId('status-counts').textContent()).toContain('Submitted · 2');
    // Jane is a confirmed CPA.
    expect(
      await page.getByTestId('applicant-row').filter({ hasText: 'Jane Seeker' }).getByText('CPA').isVisible(),
    ).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'applicants-list-en-desktop');

    // Search by name.
    await page.getByLabel('Search by name').fill('ayşe');
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(1);
    await page.getByLabel('Search by name').fill('');
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(2);

    // The board, remembered in the address.
    await page.getByRole('button', { name: 'Board' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'board');
    await card(page, 'submitted', 'Ayşe Yılmaz').waitFor();

    // Click/keyboard only: Move to… Shortlisted; Ayşe is told by e-mail.
    const ayseMails = mailCount(AYSE[0]);
    await page.getByRole('button', { name: 'Move Ayşe Yılmaz to another status' }).click();
    await page.getByRole('menuitem', { name: 'Shortlisted' }).click();
    await card(page, 'shortlisted', 'Ayşe Yılmaz').waitFor();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toContain('Ayşe Yılmaz moved to Shortlisted');
    await expect.poll(() => mailCount(AYSE[0])).toBe(ayseMails + 1);

    // Drag Jane with the pointer from Submitted to In review.
    const handle = card(page, 'submitted', 'Jane Seeker').getByTestId('drag-handle');
    const from = (await handle.boundingBox())!;
    const to = (await column(page, 'reviewing').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
    await announced(page, 'Jane Seeker is over In review.');
    await page.mouse.up();
    await card(page, 'reviewing', 'Jane Seeker').waitFor();

    // And with the keyboard: space to lift, arrow to the next column, space to drop.
    await card(page, 'reviewing', 'Jane Seeker').getByTestId('drag-handle').focus();
    await dragByKeyboard(page, [
      ['Space', 'Jane Seeker is over In review.'],
      ['ArrowRight', 'Jane Seeker is over Shortlisted.'],
      ['Space', 'Moved Jane Seeker to Shortlisted.'],
    ]);
    await card(page, 'shortlisted', 'Jane Seeker').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'applicants-board-en-desktop');

    // The star is the Shortlisted status: un-starring moves Jane back to In review, starring returns her.
    await card(page, 'shortlisted', 'Jane Seeker')
      .getByRole('button', { name: 'Take Jane Seeker off the shortlist: back to In review' })
      .click();
    await card(page, 'reviewing', 'Jane Seeker').waitFor();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toContain('Jane Seeker moved to In review');
    await card(page, 'reviewing', 'Jane Seeker')
      .getByRole('button', { name: 'Shortlist Jane Seeker: move to Shortlisted' })
      .click();
    await card(page, 'shortlisted', 'Jane Seeker').waitFor();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toContain('Jane Seeker moved to Shortlisted');

    // The detail panel: profile, group, private note, résumé.
    await card(page, 'shortlisted', 'Jane Seeker').getByRole('button', { name: 'Open details of Jane Seeker' }).click();
    const drawer = page.getByTestId('applicant-drawer');
    await drawer.getByRole('heading', { name: 'Jane Seeker' }).waitFor();
    expect(await drawer.getByText('seeker@cpa-careers.test').isVisible()).toBe(true);
    expect(await drawer.getByText('Senior Accountant', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText('Lakeshore State University', { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByText(/CPA-048213/).isVisible()).toBe(true);
    expect(await drawer.getByText('Six years of audit; I would love to join.').isVisible()).toBe(true);
    await drawer.getByLabel('Hiring-manager groups').fill('Audit panel');
    await drawer.getByLabel('Hiring-manager groups').press('Enter');
    await drawer.getByText('Audit panel', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toContain('Groups saved.');
    expect(await drawer.getByText('Only your company sees this. The applicant never does.').isVisible()).toBe(true);
    await drawer.getByLabel('Private note').fill('Strong on consolidation; call on Tuesday.');
    await drawer.getByRole('button', { name: 'Save note' }).click();
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toContain('Note saved.');
    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Download résumé Jane Seeker CV.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Jane Seeker CV.pdf');
    await expectAccessible(page);
    await screenshot(page, 'applicants-detail-en-desktop');

    // Everything was saved on the server.
    await page.reload();
    await page.getByTestId('applicant-drawer').getByRole('heading', { name: 'Jane Seeker' }).waitFor();
    expect(await page.getByLabel('Private note').inputValue()).toBe('Strong on consolidation; call on Tuesday.');
    expect(await page.getByTestId('applicant-drawer').getByText('Audit panel').isVisible()).toBe(true);
    await context.close();
  });

  it('shows the candidate the new status in My applications', async () => {
    const { page, context } = await browser.newPage();
    await signInAs(page, AYSE);
    await page.goto('/job/apply');
    const item = page.getByTestId('application-item').filter({ hasText: job.position });
    await item.waitFor();
    expect(await item.getByTestId('application-status').textContent()).toBe('Shortlisted');
    expect(await item.getByTestId('application-status-changed').textContent()).toMatch(/^Status updated /);
    await context.close();
  });

  it('refuses another company’s employer, in the screen and the API', async () => {
    const { page, context } = await browser.newPage();
    await signInAs(page, ISVEREN);
    await page.goto(`/employer/jobs/${job.id}/applicants`);
    await page.getByRole('heading', { name: 'You cannot view the applicants of this job' }).waitFor();
    expect(await page.getByText('Jane Seeker').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'applicants-forbidden-en-desktop');
    const token = await tokenOf(page, ISVEREN);
    const res = await page.request.post('/api/graphql', {
      data: {
        query: 'query($id: ID!) { listJobApplications(jobId: $id) { items { id } } }',
        variables: { id: job.id },
      },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await context.close();
  });

  it('shows the demo data’s busiest job as a full board, and a job without applications as advice', async () => {
    const { page, context } = await browser.newPage();
    const employer = await tokenOf(page, EMPLOYER);
    const { myCompanies } = await api<{ myCompanies: { id: string; name: string }[] }>(
      page,
      employer,
      '{ myCompanies { id name } }',
    );
    const company = myCompanies.find((c) => c.name === 'Meridian Ledger Partners LLP')!;
    const { listCompanyJobs } = await api<{
      listCompanyJobs: { items: { id: string; position: string; applicationCounts: { count: number }[] }[] };
    }>(
      page,
      employer,
      'query($id: ID!) { listCompanyJobs(companyId: $id, limit: 100) { items { id position applicationCounts { count } } } }',
      { id: company.id },
    );
    const total = (j: { applicationCounts: { count: number }[] }) =>
      j.applicationCounts.reduce((n, c) => n + c.count, 0);
    const busiest = [...listCompanyJobs.items].sort((a, b) => total(b) - total(a))[0]!;
    expect(total(busiest)).toBeGreaterThanOrEqual(4);
    await signInAs(page, EMPLOYER);
    await page.goto(`/employer/jobs/${busiest.id}/applicants?view=board`);
    await page.getByTestId('applicant-card').first().waitFor();
    await expect.poll(() => page.getByTestId('applicant-card').count()).toBe(total(busiest));
    await screenshot(page, 'applicants-board-seeded-en-desktop');
    await expectAccessible(page);

    const { createJob } = await api<{ createJob: { id: string } }>(
      page,
      employer,
      `mutation C($input: CreateJobInput!) { createJob(input: $input) { id } }`,
      {
        input: {
          companyJobsId: company.id,
          position: `Tax Assistant ${Date.now()}`,
          description: '<p>Prepare returns.</p>',
          location: 'London',
          type: 'full-time',
          experienceLevel: 'entry',
          language: 'en',
          keyword: ['Tax'],
          industry: 'Tax',
          start: day(10),
          deadline: day(30),
          applyWay: 'internal',
          requiresCPA: false,
        },
      },
    );
    await page.goto(`/employer/jobs/${createJob.id}/applicants`);
    await page.getByRole('heading', { name: 'No applications yet' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'applicants-empty-en-desktop');
    await context.close();
  });

  it('renders list, board and details in Arabic and on a phone', async () => {
    for (const [lang, viewport, size] of [
      ['ar', DESKTOP, 'desktop'],
      ['ar', PHONE, 'phone'],
      ['en', PHONE, 'phone'],
    ] as const) {
      const { page, context } = await browser.newPage({ viewport });
      await signInAs(page, EMPLOYER, lang);
      await page.goto(`/employer/jobs/${job.id}/applicants`);
      await page.getByRole('heading', { level: 1, name: job.position }).waitFor();
      await page.getByTestId('applicant-row').first().waitFor();
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectAccessible(page);
      await screenshot(page, `applicants-list-${lang}-${size}`);
      await page.goto(`/employer/jobs/${job.id}/applicants?view=board`);
      await page.getByTestId('applicant-card').first().waitFor();
      await screenshot(page, `applicants-board-${lang}-${size}`);
      await page
        .getByTestId('applicant-card')
        .first()
        .getByRole('button', { name: lang === 'ar' ? /^فتح تفاصيل/ : /^Open details of/ })
        .click();
      await page.getByTestId('applicant-drawer').waitFor();
      await expectAccessible(page);
      await screenshot(page, `applicants-detail-${lang}-${size}`);
      await context.close();
    }
  });
});
