import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../src/server/test-support/file-fixtures.ts';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { PHONE, presetGuest, signInDemo } from './support/shell.ts';

// Issue 11, the employer's side: one shortlist, the résumé read in the panel, the candidate's
// photo, a board that says it scrolls, every missing field on publish, the Arabic chart, and
// names that keep their own direction.

const EMPLOYER = ['employer@cpa-careers.test', 'Employer12345!'] as const;
const SEEKER = ['seeker@cpa-careers.test', 'Seeker12345!'] as const;
const AYSE = ['ayse@cpa-careers.test', 'Seeker12345!'] as const;
const WIDE = { width: 1440, height: 900 };

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

const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function upload(page: Page, token: string, kind: string, name: string, mimeType: string, buffer: Buffer) {
  const res = await page.request.post('/api/files', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind, file: { name, mimeType, buffer } },
  });
  return (await res.json()) as { id: string };
}

/** A fresh job of employer@'s company: Jane applies with a PDF résumé, Ayşe (with a photo) without. */
async function jobWithApplicants(page: Page): Promise<{ id: string; position: string }> {
  const employer = await tokenOf(page, EMPLOYER);
  const { myCompanies } = await api<{ myCompanies: { id: string; name: string }[] }>(
    page,
    employer,
    '{ myCompanies { id name } }',
  );
  const company = myCompanies.find((c) => c.name === 'Meridian Ledger Partners LLP')!;
  const position = `Group Reporting Lead ${Date.now()}`;
  const { createJob } = await api<{ createJob: { id: string } }>(
    page,
    employer,
    `mutation C($input: CreateJobInput!) { createJob(input: $input) { id } }`,
    {
      input: {
        companyJobsId: company.id,
        position,
        description: '<p>Consolidation under IFRS.</p>',
        location: 'London',
        type: 'full-time',
        experienceLevel: 'senior',
        language: 'en',
        keyword: ['IFRS'],
        industry: 'Audit',
        start: day(10),
        deadline: day(30),
        applyWay: 'internal',
        requiresCPA: false,
      },
    },
  );
  await api(page, employer, `mutation P($id: ID!) { publishJob(id: $id) { id } }`, { id: createJob.id });
  const APPLY = `mutation A($input: CreateJobApplicationInput!) { createJobApplication(input: $input) { id } }`;
  const jane = await tokenOf(page, SEEKER);
  const resume = await upload(page, jane, 'resume', 'Jane Seeker CV.pdf', 'application/pdf', pdfBytes());
  await api(page, jane, APPLY, { input: { jobApplicationsId: createJob.id, resumeFileId: resume.id } });
  const ayse = await tokenOf(page, AYSE);
  const photo = await upload(page, ayse, 'photo', 'ayse.png', 'image/png', pngBytes());
  await api(page, ayse, `mutation U($input: UpdateUserInput!) { updateUser(input: $input) { id } }`, {
    input: { id: userIdOf(ayse), icon: `/api/files/${photo.id}` },
  });
  await api(page, ayse, APPLY, { input: { jobApplicationsId: createJob.id } });
  return { id: createJob.id, position };
}

async function signInAs(page: Page, [email, password]: readonly [string, string], language = 'en') {
  await signInDemo(page, email, password);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

const row = (page: Page, name: string) => page.getByTestId('applicant-row').filter({ hasText: name });

/** How many of a canvas's pixels are not white: a drawn page has text on it. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 && data[i + 3]! > 0) ink++;
    return ink;
  });

describe('an employer reviews applicants (issue 11)', () => {
  const browser = useBrowser();
  let job: { id: string; position: string };

  it('reads the PDF résumé in the panel, with pages and zoom, and sees the candidate’s photo or initials', async () => {
    const { page, context } = await browser.newPage({ viewport: WIDE });
    job = await jobWithApplicants(page);
    await signInAs(page, EMPLOYER);
    await page.goto(`/employer/jobs/${job.id}/applicants`);
    await page.getByTestId('applicant-row').first().waitFor();
    await expect.poll(() => page.getByTestId('applicant-row').count(), { timeout: 10_000 }).toBe(2);
    // Ayşe's photo in her row; Jane, without one, has her initials.
    const photo = row(page, 'Ayşe Yılmaz').getByRole('img', { name: 'Photo of Ayşe Yılmaz' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await row(page, 'Jane Seeker').getByTestId('applicant-initials').textContent()).toBe('JS');

    await row(page, 'Jane Seeker').getByRole('button', { name: 'Open details of Jane Seeker' }).click();
    const drawer = page.getByTestId('applicant-drawer');
    const viewer = drawer.getByTestId('resume-viewer');
    const canvas = viewer.getByTestId('resume-canvas');
    await expect.poll(() => canvas.getAttribute('data-rendered'), { timeout: 20_000 }).not.toBe('0');
    expect(await viewer.getByTestId('resume-viewer-page').textContent()).toBe('Page 1 of 1');
    expect(await inkOf(canvas)).toBeGreaterThan(20);
    expect(await viewer.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    const before = (await canvas.boundingBox())!.width;
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(before * 1.2);
    expect(await viewer.getByTestId('resume-viewer-zoom').textContent()).toBe('125%');
    await viewer.getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(Math.round(before));
    // The download stays beside the viewer.
    expect(await drawer.getByRole('button', { name: 'Download résumé Jane Seeker CV.pdf' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await viewer.scrollIntoViewIfNeeded();
    await screenshot(page, 'applicants-review-resume-en-1440');
    await page.keyboard.press('Escape');

    // The photo on the board's card too.
    await page.goto(`/employer/jobs/${job.id}/applicants?view=board`);
    const card = page.getByTestId('applicant-card').filter({ hasText: 'Ayşe Yılmaz' });
    await card.getByRole('img', { name: 'Photo of Ayşe Yılmaz' }).waitFor();
    await context.close();
  });

  it('keeps one shortlist: the star, the status and the “Shortlisted only” filter agree', async () => {
    const { page, context } = await browser.newPage({ viewport: WIDE });
    await signInAs(page, EMPLOYER);
    await page.goto(`/employer/jobs/${job.id}/applicants`);
    await page.getByTestId('applicant-row').first().waitFor();
    await expect.poll(() => page.getByTestId('applicant-row').count(), { timeout: 10_000 }).toBe(2);
    await row(page, 'Jane Seeker').getByRole('button', { name: 'Shortlist Jane Seeker: move to Shortlisted' }).click();
    await expect.poll(() => row(page, 'Jane Seeker').getByTestId('applicant-status').textContent()).toBe('Shortlisted');
    await expect
      .poll(() => page.getByTestId('snackbar').filter({ hasText: 'Jane Seeker moved to Shortlisted' }).count())
      .toBe(1);

    await page.getByLabel('Shortlisted only').check();
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(1);
    expect(await row(page, 'Jane Seeker').count()).toBe(1);
    // The server says the same after a reload (the filter is in the address).
    await page.reload();
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(1);
    await row(page, 'Jane Seeker')
      .getByRole('button', { name: 'Take Jane Seeker off the shortlist: back to In review' })
      .click();
    await expect.poll(() => page.getByTestId('applicant-row').count()).toBe(0);
    await page.getByLabel('Shortlisted only').uncheck();
    await expect.poll(() => row(page, 'Jane Seeker').getByTestId('applicant-status').textContent()).toBe('In review');
    await context.close();
  });

  it('shows at 1440 px that the board scrolls, with shadows, a hint and buttons', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { page, context } = await browser.newPage({ viewport: WIDE });
      await signInAs(page, EMPLOYER, lang);
      await page.goto(`/employer/jobs/${job.id}/applicants?view=board`);
      await page.getByTestId('applicant-card').first().waitFor();
      const hint = page.getByTestId('board-scroll-hint');
      await hint.waitFor();
      const board = page.getByTestId('applicants-board');
      expect(await board.getAttribute('aria-describedby')).toBe('board-scroll-hint');
      await expect.poll(() => page.getByTestId('board-shadow-end').getAttribute('data-shown')).toBe('true');
      expect(await page.getByTestId('board-shadow-start').getAttribute('data-shown')).toBe('false');
      await expectAccessible(page);
      await screenshot(page, `applicants-review-board-${lang}-1440`);
      await hint
        .getByRole('button', { name: lang === 'en' ? 'Scroll the board on' : 'تمرير اللوحة إلى الأمام' })
        .click();
      await expect.poll(() => page.getByTestId('board-shadow-start').getAttribute('data-shown')).toBe('true');
      await expect.poll(() => board.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(100);
      await context.close();
    }
  });

  it('keeps English names in their own direction on an Arabic page, and shows the screens at 390 px', async () => {
    for (const [lang, viewport, size] of [
      ['ar', WIDE, '1440'],
      ['ar', PHONE, '390'],
      ['en', PHONE, '390'],
    ] as const) {
      const { page, context } = await browser.newPage({ viewport });
      await signInAs(page, EMPLOYER, lang);
      await page.goto(`/employer/jobs/${job.id}/applicants`);
      await page.getByTestId('applicant-row').first().waitFor();
      const name = page.getByTestId('applicant-row').locator('bdi', { hasText: 'Jane Seeker' });
      expect(await name.count()).toBe(1);
      // The page title (the job's position) is laid out as the English it is.
      expect(await page.getByRole('heading', { level: 1 }).getAttribute('dir')).toBe('auto');
      await expectAccessible(page);
      await screenshot(page, `applicants-review-list-${lang}-${size}`);
      await page.goto(`/employer/jobs/${job.id}/applicants?view=board`);
      await page.getByTestId('applicant-card').first().waitFor();
      await screenshot(page, `applicants-review-board-${lang}-${size}`);
      await page
        .getByTestId('applicant-card')
        .filter({ hasText: 'Jane Seeker' })
        .getByRole('button', { name: lang === 'ar' ? /^فتح تفاصيل/ : /^Open details of/ })
        .click();
      const drawer = page.getByTestId('applicant-drawer');
      await expect
        .poll(() => drawer.getByTestId('resume-canvas').getAttribute('data-rendered'), { timeout: 20_000 })
        .not.toBe('0');
      expect(await drawer.locator('#applicant-drawer-title bdi').textContent()).toBe('Jane Seeker');
      await expectAccessible(page);
      await screenshot(page, `applicants-review-detail-${lang}-${size}`);
      await context.close();
    }
  }, 180_000);

  it('names every missing field at once on publish, focusing the first', async () => {
    const { page, context } = await browser.newPage({ viewport: WIDE });
    await signInAs(page, EMPLOYER);
    await page.goto('/employer/jobs/new');
    await page.getByLabel('Job title').waitFor();
    await page.getByRole('radio', { name: 'On our own website' }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    const summary = page.getByTestId('job-form-errors');
    await summary.waitFor();
    const items = summary.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(4);
    const texts = await items.allTextContents();
    expect(texts.map((x) => x.split(':')[0])).toEqual([
      'Job title',
      'Job description',
      'Application deadline',
      'Application web address',
    ]);
    // The first field to fix has the focus.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('position');
    // A link in the summary takes the focus to its field.
    await summary.getByRole('link', { name: /^Job description/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('contenteditable'))).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'job-editor-publish-errors-en-1440');
    await context.close();
  });

  it('keeps the employer chart’s last date label inside the chart in Arabic', async () => {
    for (const [lang, viewport] of [
      ['ar', WIDE],
      ['ar', PHONE],
      ['en', WIDE],
    ] as const) {
      const { page, context } = await browser.newPage({ viewport });
      await presetGuest(page, null, lang);
      await signInDemo(page, ...EMPLOYER);
      await page.goto('/employer');
      const svg = page.getByTestId('applications-chart').locator('svg').first();
      await svg.waitFor();
      const labels = page
        .getByTestId('applications-chart')
        .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      await expect.poll(() => labels.count()).toBeGreaterThan(2);
      const frame = (await svg.boundingBox())!;
      for (const box of await labels.evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, text: e.textContent };
        }),
      )) {
        expect(box.left, `${lang} ${box.text}`).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(box.right, `${lang} ${box.text}`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
      }
      await screenshot(page, `employer-dashboard-chart-${lang}-${viewport.width}`);
      await context.close();
    }
  });
});
