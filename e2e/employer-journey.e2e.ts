import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../src/server/test-support/file-fixtures.ts';
import {
  baseUrl,
  codeMailedTo,
  dataDir,
  expectAccessible,
  mailCount,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { fillDate } from './support/date-field.ts';
import { presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ISVEREN = ['isveren@cpa-careers.test', 'Employer12345!'] as const;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A new job seeker who signed up and verified the address, so no other test's applications are theirs. */
async function freshSeeker(stamp: number): Promise<readonly [string, string, string]> {
  const email = `candidate.${stamp}@example.com`;
  const password = 'a long enough password';
  const name = `Candidate ${String(stamp).slice(-5)}`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl()}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const signUp = (await (await post('sign-up', { displayName: name, email, password, language: 'en' })).json()) as {
    access_token: string;
  };
  const verified = await post('verify-email', { code: await codeMailedTo(email) }, signUp.access_token);
  if (!verified.ok) throw new Error(`verifying ${email} failed`);
  return [email, password, name] as const;
}

/** The newest mail to this address, decoded enough to read its words. */
function lastMailTo(email: string): string {
  const dir = path.join(dataDir(), 'mail');
  const file = readdirSync(dir)
    .filter((f) => f.includes(email))
    .sort()
    .at(-1)!;
  return readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
}

async function graphqlStatus(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: unknown; code?: string }> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const res = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
  return { data: body.data, code: body.errors?.[0]?.extensions?.code };
}

/** The review card (a list item) on the moderation screen whose heading is this name. */
const reviewCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * The whole hiring loop of issue 4 through the screens: a new employer and company, staff
 * approval, a job that reaches the public search, an application, a status change the
 * candidate hears about, and another employer kept out.
 */
describe('an employer hires through the board, end to end', () => {
  const browser = useBrowser();

  it('signs up, is approved, posts a job, gets an applicant and shortlists them', async () => {
    const stamp = Date.now();
    const email = `journey.${stamp}@example.com`;
    const companyName = `Journey Audit ${stamp}`;
    const position = `Journey Tax Senior ${stamp}`;

    // 1. A guest signs up as an employer with a company and verifies the e-mail.
    const employer = await browser.newPage();
    const ep = employer.page;
    await presetGuest(ep, null, 'en');
    await ep.goto('/user/employer/create');
    await ep.getByLabel('First name').fill('Selin');
    await ep.getByLabel('Last name').fill('Arslan');
    await ep.getByLabel('Email').fill(email);
    await ep.locator('#employer-password').fill('a long enough password');
    await ep.getByLabel('Your job title').fill('Partner');
    await ep.getByLabel('Contact number').fill('+44 20 7946 0000');
    await ep.getByLabel('City').fill('London');
    await ep.getByLabel('Address').fill('1 Ledger Lane');
    await ep.getByRole('button', { name: 'Continue' }).click();
    await ep.getByLabel('Company name').fill(companyName);
    await ep.getByLabel('License number').fill(`UK-${stamp}`);
    await ep.getByRole('button', { name: 'Create company' }).click();
    await ep.getByLabel('Verification code').fill(await codeMailedTo(email));
    await ep.getByRole('button', { name: 'Verify email' }).click();
    await ep.waitForURL((url) => url.pathname === '/employer');
    await ep.getByText('Your company is waiting for review').waitFor();

    // Until staff approve the company, a job can be drafted but not published.
    await ep.goto('/employer/jobs/new');
    await ep.getByLabel('Job title').fill(position);
    await ep.getByLabel('Location', { exact: true }).fill('London');
    await ep.getByRole('textbox', { name: 'Job description' }).click();
    await ep.keyboard.type('Lead the corporate tax compliance of our clients.');
    await fillDate(ep, 'Application deadline', inDays(30));
    await ep.getByRole('button', { name: 'Save draft' }).click();
    await ep.waitForURL((url) => url.pathname.endsWith('/edit'));
    await ep.goto('/employer/jobs');
    await ep.getByRole('row').filter({ hasText: position }).getByText('Draft', { exact: true }).waitFor();

    // 2. Staff approve the company; the owner is told by e-mail.
    const staff = await browser.newPage();
    const sp = staff.page;
    await signInDemo(sp, ...STAFF);
    await sp.goto('/admin/moderation');
    const mailsBefore = mailCount(email);
    await reviewCard(sp, companyName).getByRole('button', { name: 'Approve' }).click();
    // The notice names the owner who was mailed; the company's name is isolated (U+2068 … U+2069).
    await sp.getByText(new RegExp(`${companyName}\u2069? approved; `)).waitFor();
    await expect.poll(() => mailCount(email)).toBe(mailsBefore + 1);

    // 3. The employer publishes; a first job waits for staff, who approve it.
    await ep.reload();
    await ep.getByRole('button', { name: `Actions for ${position}` }).click();
    await ep.getByRole('menuitem', { name: 'Publish' }).click();
    await ep.getByRole('dialog', { name: 'Publish this job?' }).getByRole('button', { name: 'Publish' }).click();
    await ep.getByText('The job was sent to the portal staff for review').waitFor();
    await ep.getByRole('row').filter({ hasText: position }).getByText('Waiting for review').waitFor();
    await sp.goto('/admin/moderation?tab=jobs');
    await reviewCard(sp, position).getByRole('button', { name: 'Approve' }).click();
    await sp.getByText(`${position} approved.`).waitFor();

    // The job is now in the public search.
    const guest = await browser.newPage();
    await guest.page.goto(`/job/search/${encodeURIComponent(position)}`);
    const result = guest.page.getByRole('link', { name: position }).first();
    await result.waitFor();
    const jobPath = (await result.getAttribute('href'))!;
    const jobId = jobPath.split('/').at(-1)!;
    await guest.context.close();

    // 4. A job seeker applies with a résumé.
    const [seekerEmail, seekerPassword, seekerName] = await freshSeeker(stamp);
    const seeker = await browser.newPage();
    const jp = seeker.page;
    await signInDemo(jp, seekerEmail, seekerPassword);
    await jp.goto(`/job/apply/${jobId}`);
    await jp.getByRole('heading', { name: position }).waitFor();
    await jp
      .getByTestId('resume-file-input')
      .setInputFiles({ name: 'Journey CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await jp.getByText('Journey CV.pdf is uploaded and chosen.').waitFor();
    await jp.getByRole('button', { name: 'Send application' }).click();
    await jp.getByRole('heading', { name: 'Application sent' }).waitFor();

    // 5. The employer moves the application to shortlisted.
    await ep.goto(`/employer/jobs/${jobId}/applicants`);
    await ep.getByRole('heading', { level: 1, name: position }).waitFor();
    await ep.getByRole('button', { name: 'Board' }).click();
    const candidateMails = mailCount(seekerEmail);
    await ep.getByRole('button', { name: `Move ${seekerName} to another status` }).click();
    await ep.getByRole('menuitem', { name: 'Shortlisted' }).click();
    await expect.poll(() => ep.getByTestId('snackbar').textContent()).toContain(`${seekerName} moved to Shortlisted`);
    await expectAccessible(ep);
    await screenshot(ep, 'journey-applicants-board-en-desktop');

    // 6. The candidate receives the e-mail and sees the new status.
    await expect.poll(() => mailCount(seekerEmail)).toBe(candidateMails + 1);
    const mail = lastMailTo(seekerEmail);
    expect(mail).toContain(position);
    expect(mail).toMatch(/shortlisted/i);
    await jp.goto('/job/apply');
    const item = jp.getByTestId('application-item').filter({ hasText: position });
    await item.waitFor();
    expect(await item.getByTestId('application-status').textContent()).toBe('Shortlisted');

    // 7. Another company's employer can open neither the screen nor the data.
    const other = await browser.newPage();
    await signInDemo(other.page, ...ISVEREN);
    await other.page.goto(`/employer/jobs/${jobId}/applicants`);
    await other.page.getByRole('heading', { name: 'You cannot view the applicants of this job' }).waitFor();
    expect(await other.page.getByText(seekerName).count()).toBe(0);
    const refused = await graphqlStatus(
      other.page,
      'query($id: ID!) { listJobApplications(jobId: $id) { items { id } } }',
      { id: jobId },
    );
    expect(refused.code).toBe('FORBIDDEN');

    for (const c of [employer, staff, seeker, other]) await c.context.close();
  });
});
