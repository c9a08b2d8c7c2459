import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { codeMailedTo, dataDir, expectAccessible, mailCount, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, presetGuest, signInDemo } from './support/shell.ts';
import { expectAxisLabelsApart } from './support/charts.ts';

// 1×1 PNG for the logo upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjYb3WAAAAABJRU5ErkJggg==',
  'base64',
);

async function graphql<T>(
  page: Page,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** The invitation link of the newest mail to this address (quoted-printable soft breaks removed). */
function inviteLinkMailedTo(email: string): string {
  const dir = path.join(dataDir(), 'mail');
  const file = readdirSync(dir)
    .filter((f) => f.includes(email))
    .sort()
    .at(-1)!;
  const raw = readFileSync(path.join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /\/employer\/invite\/[A-Za-z0-9_-]{43}(\?email=[^\s"<]+)?/.exec(raw);
  if (!match) throw new Error(`no invitation link mailed to ${email}`);
  return match[0];
}

describe('employer account in the browser', () => {
  const browser = useBrowser();

  it('a guest signs up with a new company, verifies, edits the company and invites a colleague', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, null, 'en');
    const stamp = Date.now();
    const email = `employer.${stamp}@example.com`;
    const companyName = `Kaya Audit ${stamp}`;

    await page.goto('/user/employer/create');
    await page.getByRole('heading', { name: 'Create an employer account' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'employer-signup-account-en-desktop');
    // Client validation speaks before anything is sent.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Enter your first name').isVisible()).toBe(true);
    await page.getByLabel('First name').fill('Deniz');
    await page.getByLabel('Last name').fill('Kaya');
    await page.getByLabel('Email').fill(email);
    await page.locator('#employer-password').fill('a long enough password');
    await page.getByLabel('Your job title').fill('Managing Partner');
    await page.getByLabel('Country').selectOption('TR');
    await page.getByLabel('Contact number').fill('+90 212 555 0101');
    await page.getByLabel('City').fill('Istanbul');
    await page.getByLabel('Address').fill('Levent Mah. 1');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Your company' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Company name').fill(companyName);
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Change logo' }).waitFor();
    await page.getByLabel('Industry').selectOption('Audit');
    await page.getByLabel('Company size').selectOption('11-50');
    await page.getByLabel('Website').fill('not a site');
    await page.getByLabel('License number').fill('TR-SMMM-123');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect.poll(() => page.getByText('Enter a valid web address, starting with https://').isVisible()).toBe(true);
    // An employer is not asked to verify "to apply for jobs": their address receives applications.
    await page
      .getByText('Please verify your email address: we send new applications and our staff’s decisions to it.')
      .waitFor();
    await screenshot(page, 'employer-signup-company-en-desktop');
    await page.getByLabel('Website').fill('https://kaya.example.com');
    await page.getByRole('button', { name: 'Create company' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await screenshot(page, 'employer-signup-verify-en-desktop');
    await page.getByLabel('Verification code').fill(await codeMailedTo(email));
    await page.getByRole('button', { name: 'Verify email' }).click();

    // The dashboard explains the staff review.
    await page.waitForURL((url) => url.pathname === '/employer');
    await page.getByText('Your company is waiting for review').waitFor();
    await page.getByRole('heading', { name: companyName }).waitFor();
    await page.getByRole('heading', { name: 'Post your first job' }).waitFor();
    expect(await page.getByRole('link', { name: 'New job' }).first().getAttribute('href')).toBe('/employer/jobs/new');
    await expectAccessible(page);
    await screenshot(page, 'employer-dashboard-pending-en-desktop');

    // Edit the company.
    await page.getByRole('link', { name: 'Company details' }).click();
    await page.getByRole('heading', { name: 'Company details' }).waitFor();
    await page.getByText('Your company is waiting for review').waitFor();
    await page.getByLabel('City').fill('Ankara');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved').waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('jwt_access_token')))!;
    const mine = await graphql<{ myCompanies: { name: string; city: string; status: string; logo: string | null }[] }>(
      page,
      token,
      '{ myCompanies { name city status logo } }',
    );
    expect(mine.myCompanies).toEqual([
      {
        name: companyName,
        city: 'Ankara',
        status: 'pending',
        logo: expect.stringMatching(/^\/api\/files\//) as unknown as string,
      },
    ]);

    // Invite a colleague: the mail arrives with a link to the invitation page.
    const colleague = `colleague.${stamp}@example.com`;
    await page.getByLabel('Colleague’s email').fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${colleague}`).waitFor();
    await expect.poll(() => mailCount(colleague)).toBe(1);
    await page.getByRole('list').getByText(colleague).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'employer-company-en-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'employer-company-en-phone');

    // The colleague opens the link as a guest and sees the company with a masked address.
    const link = inviteLinkMailedTo(colleague);
    const guest = await browser.newPage();
    await presetGuest(guest.page, null, 'en');
    await guest.page.goto(link);
    await guest.page.getByRole('heading', { name: `Join ${companyName}` }).waitFor();
    await guest.page.getByText('c•••').first().waitFor();
    await expectAccessible(guest.page);
    await screenshot(guest.page, 'employer-invite-en-desktop');
    // …and joins with the short sign-up, the invited address already filled in.
    expect(await guest.page.getByLabel('Email').inputValue()).toBe(colleague);
    await guest.page.getByLabel('First name').fill('Cem');
    await guest.page.getByLabel('Last name').fill('Demir');
    await guest.page.locator('#employer-password').fill('another long password');
    await guest.page.getByRole('button', { name: 'Create account and continue' }).click();
    await guest.page.getByText(`You joined ${companyName}`).waitFor();
    await guest.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const joined = await graphql<{ myCompanies: { name: string }[] }>(
      guest.page,
      (await guest.page.evaluate(() => localStorage.getItem('jwt_access_token')))!,
      '{ myCompanies { name } }',
    );
    expect(joined.myCompanies.map((c) => c.name)).toEqual([companyName]);
    await guest.context.close();
    // The owner sees the colleague in the team list.
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await page.getByText('Cem Demir').waitFor();
    await context.close();
  });

  it('shows the demo employer the numbers and the chart, in English and Arabic, at desktop and phone width', async () => {
    for (const [lang, viewport, label] of [
      ['en', DESKTOP, 'desktop'],
      ['en', PHONE, 'phone'],
      ['ar', DESKTOP, 'desktop'],
      ['ar', PHONE, 'phone'],
    ] as const) {
      const { page, context } = await browser.newPage({ viewport });
      await presetGuest(page, null, lang);
      const token = await signInDemo(page, 'employer@cpa-careers.test', 'Employer12345!');
      const [company] = (await graphql<{ myCompanies: { id: string }[] }>(page, token, '{ myCompanies { id } }'))
        .myCompanies;
      const d = await graphql<{ employerDashboard: { openJobs: number; applicationsThisWeek: number } }>(
        page,
        token,
        'query($id: ID!) { employerDashboard(companyId: $id) { openJobs applicationsThisWeek } }',
        { id: company!.id },
      );
      // The workspace's texts are asked for beside the screen's code, not once it has arrived.
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(`asked ${r.url().split('/').pop()}`));
      page.on('requestfinished', (r) => fetched.push(`got ${r.url().split('/').pop()}`));
      await page.goto('/employer');
      await page.getByTestId('applications-chart').locator('svg').first().waitFor();
      const texts = fetched.findIndex((f) => f.startsWith(`asked i18n-resources-${lang}-workspace-`));
      const screen = fetched.findIndex((f) => f.startsWith('got employer-dashboard-page-'));
      expect(texts).toBeGreaterThanOrEqual(0);
      expect(screen).toBeGreaterThan(texts);
      expect(await page.getByTestId('stat-open').locator('p').first().textContent()).toBe(
        d.employerDashboard.openJobs.toLocaleString(),
      );
      if (lang === 'en') {
        await page.getByRole('heading', { name: 'Applications per day, last 30 days' }).waitFor();
        expect(d.employerDashboard.openJobs).toBeGreaterThan(0);
      } else {
        await page.getByRole('heading', { name: 'الطلبات اليومية، آخر 30 يومًا' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      // The chart's date labels stand apart, each whole, at every width and in both directions.
      await expectAxisLabelsApart(page.getByTestId('applications-chart'));
      await expectAccessible(page);
      await screenshot(page, `employer-dashboard-${lang}-${label}`);
      await page.goto('/employer/company');
      await page.getByTestId('logo-input').waitFor({ state: 'attached' });
      // What was typed keeps its own order in the Arabic form ("410 Hudson Street, …" showed its
      // number at the end): every field's line takes its direction from its own first letter.
      expect(
        new Set(
          await page
            .locator('main .MuiInputBase-input')
            .evaluateAll((f) => f.map((e) => getComputedStyle(e).unicodeBidi)),
        ),
      ).toEqual(new Set(['plaintext']));
      await screenshot(page, `employer-company-${lang}-${label}`);
      await context.close();
    }
  });

  it('shows the sign-up steps in Arabic, and an employer without a company gets the company form', async () => {
    for (const [viewport, label] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, context } = await browser.newPage({ viewport });
      await presetGuest(page, null, 'ar');
      await page.goto('/user/employer/create');
      await page.getByRole('heading', { name: 'إنشاء حساب صاحب عمل' }).waitFor();
      await screenshot(page, `employer-signup-account-ar-${label}`);

      // Someone who left after step 1 continues with the company.
      const email = `halfway.${Date.now()}.${label}@example.com`;
      const res = await page.request.post('/api/auth/sign-up', {
        data: { email, password: 'a long enough password', displayName: 'ليلى حداد', language: 'ar' },
      });
      const { access_token: token } = (await res.json()) as { access_token: string };
      await graphql(page, token, 'mutation { createEmployer(input: { firstName: "ليلى", lastName: "حداد" }) { id } }');
      await page.evaluate((t) => localStorage.setItem('jwt_access_token', t), token);
      await page.goto('/user/employer/create');
      await page.getByRole('heading', { name: 'شركتك' }).first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `employer-signup-company-ar-${label}`);
      if (label === 'desktop') {
        await page.goto('/employer/company');
        await page.getByRole('heading', { name: 'أنشئ شركتك' }).waitFor();
        await expectAccessible(page);
      }
      await context.close();
    }
    // The English phone sign-up.
    const { page, context } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, null, 'en');
    await page.goto('/user/employer/create');
    await page.getByRole('heading', { name: 'Create an employer account' }).waitFor();
    await screenshot(page, 'employer-signup-account-en-phone');
    await context.close();
  });
});
