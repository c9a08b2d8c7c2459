import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  codeMailedTo,
  cutTexts,
  expectAccessible,
  mailCount,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';

// The staff screens. Every test makes its own companies, jobs and members (unique names), so the
// seeded pending company and other test files' data stay as they are.

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const SEEKER = ['seeker@cpa-careers.test', 'Seeker12345!'] as const;
const PASSWORD = 'a long password 1';

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function gql<T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await api<{ data: T; errors?: { message: string }[] }>('/graphql', { query, variables }, token);
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

const signIn = async ([email, password]: readonly [string, string]) =>
  (await api<{ access_token: string }>('/auth/sign-in', { email, password })).access_token;

/** A new member who signed up and verified their e-mail address, as a person would. */
async function freshMember(label: string, language = 'en') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${label}.${stamp}@example.com`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${stamp.slice(-5)}`;
  const { access_token: token } = await api<{ access_token: string }>('/auth/sign-up', {
    displayName: name,
    email,
    password: PASSWORD,
    language,
  });
  await api('/auth/verify-email', { code: await codeMailedTo(email) }, token);
  return { email, name, token };
}

async function memberOf(staffToken: string, email: string) {
  const data = await gql<{
    searchUsers: { items: { disabled: boolean; user: { role: string[]; cpaStatus: string } }[] };
  }>(staffToken, 'query S($q: String) { searchUsers(query: $q) { items { disabled user { role cpaStatus } } } }', {
    q: email,
  });
  return data.searchUsers.items[0]!;
}

async function pendingCompany(owner: { token: string }, name: string) {
  const data = await gql<{ createCompany: { id: string } }>(
    owner.token,
    'mutation C($input: CreateCompanyInput!) { createCompany(input: $input) { id } }',
    {
      input: {
        name,
        license: `LIC-${Date.now()}`,
        industry: 'Accounting',
        city: 'Istanbul',
        countryCode: 'TR',
        email: 'office@example.com',
      },
    },
  );
  return data.createCompany.id;
}

async function companyOf(staffToken: string, name: string) {
  const data = await gql<{
    listCompaniesForStaff: {
      items: { id: string; reviewReason: string | null; company: { status: string; featured: boolean } }[];
    };
  }>(
    staffToken,
    'query L($q: String) { listCompaniesForStaff(query: $q) { items { id reviewReason company { status featured } } } }',
    { q: name },
  );
  return data.listCompaniesForStaff.items[0]!;
}

async function openAs(page: Page, who: readonly [string, string], path: string, language = 'en') {
  await signInDemo(page, who[0], who[1]);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(path);
}

/** The snackbar's words, without the Unicode isolates that keep names in their own direction. */
const toast = async (page: Page) =>
  ((await page.locator('.MuiSnackbarContent-message').textContent()) ?? '').replace(/[\u2068\u2069]/g, '');

/** The review card (a list item) whose heading is this name. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * The pager's "previous" is off on the first page and on after "next". Right to left, "next"'s
 * disabled state once went to "previous" (MUI hands its slot props out by side).
 */
async function expectPagerButtons(page: Page, language: 'en' | 'ar') {
  const names = language === 'ar' ? ['الصفحة السابقة', 'الصفحة التالية'] : ['Previous page', 'Next page'];
  const [previous, next] = names.map((name) => page.getByRole('button', { name, exact: true }));
  const { total } = (
    await gql<{ listCompaniesForStaff: { total: number } }>(
      await signIn(STAFF),
      'query { listCompaniesForStaff(limit: 1) { total } }',
    )
  ).listCompaniesForStaff;
  // "1–10 of 23": the rows shown and how many the whole list holds, in the page's digits.
  const n = new Intl.NumberFormat(language);
  const rows = (from: number, to: number) =>
    `${n.format(from)}–${n.format(to)} ${language === 'ar' ? 'من' : 'of'} ${n.format(total)}`;
  const shown = () => page.locator('.MuiTablePagination-displayedRows').textContent();
  await page.getByRole('combobox', { name: language === 'ar' ? 'عدد الصفوف في الصفحة' : 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect.poll(() => previous!.isDisabled()).toBe(true);
  // The demo data holds more companies than a page.
  expect(total).toBeGreaterThan(10);
  await expect.poll(shown).toBe(rows(1, 10));
  await expect.poll(() => next!.isEnabled()).toBe(true);
  await next!.click();
  await expect.poll(() => previous!.isEnabled(), { timeout: 15_000 }).toBe(true);
  await expect.poll(shown).toBe(rows(11, Math.min(20, total)));
  await previous!.click();
  await expect.poll(() => previous!.isDisabled(), { timeout: 15_000 }).toBe(true);
}

describe('staff screens', () => {
  const { newPage } = useBrowser();

  it('staff approve one new company and reject another with a reason that is e-mailed', async () => {
    const staffToken = await signIn(STAFF);
    const ownerA = await freshMember('owner');
    const ownerB = await freshMember('owner', 'tr');
    const nameA = `Approve Me Audit ${Date.now()}`;
    const nameB = `Reject Me Tax ${Date.now()}`;
    await pendingCompany(ownerA, nameA);
    await pendingCompany(ownerB, nameB);

    const { page, context } = await newPage({ viewport: DESKTOP });
    await openAs(page, STAFF, '/admin/moderation');
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    await card(page, nameA).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /Companies/ }).textContent()).toMatch(/\d/);
    await expectAccessible(page);

    const mailsA = mailCount(ownerA.email);
    await card(page, nameA).getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => toast(page))
      .toBe(`${nameA} approved; ${ownerA.name} (${ownerA.email}) was e-mailed the decision in English.`);
    await expect.poll(() => card(page, nameA).count()).toBe(0);
    await expect.poll(() => mailCount(ownerA.email)).toBe(mailsA + 1);
    expect((await companyOf(staffToken, nameA)).company.status).toBe('approved');

    const mailsB = mailCount(ownerB.email);
    await card(page, nameB).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${nameB}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await dialog.getByText(/Say why it is rejected/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The licence number does not match the registry.');
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await expect
      .poll(() => toast(page))
      .toBe(`${nameB} rejected; the reason was e-mailed to ${ownerB.name} (${ownerB.email}) in Turkish.`);
    await expect.poll(() => mailCount(ownerB.email)).toBe(mailsB + 1);
    const b = await companyOf(staffToken, nameB);
    expect(b.company.status).toBe('rejected');
    expect(b.reviewReason).toBe('The licence number does not match the registry.');
    await context.close();
  });

  it('staff send back a job waiting for review with a reason', async () => {
    const staffToken = await signIn(STAFF);
    const employer = await freshMember('hiring');
    const companyName = `First Job Ltd ${Date.now()}`;
    const companyId = await pendingCompany(employer, companyName);
    await gql(staffToken, 'mutation R($input: ReviewInput!) { reviewCompany(input: $input) { id } }', {
      input: { id: companyId, approve: true },
    });
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const position = `Junior Auditor ${Date.now()}`;
    const created = await gql<{ createJob: { id: string } }>(
      employer.token,
      'mutation C($input: CreateJobInput!) { createJob(input: $input) { id } }',
      {
        input: {
          companyJobsId: companyId,
          position,
          description: '<p>Audit work for a growing firm.</p>',
          deadline,
          location: 'Istanbul',
          type: 'full-time',
          language: 'en',
        },
      },
    );
    const published = await gql<{ publishJob: { id: string; status: string; reviewStatus: string } }>(
      employer.token,
      'mutation P($id: ID!) { publishJob(id: $id) { id status reviewStatus } }',
      {
        id: created.createJob.id,
      },
    );
    expect(published.publishJob).toMatchObject({ status: 'draft', reviewStatus: 'pending' });

    const { page, context } = await newPage({ viewport: DESKTOP });
    await openAs(page, STAFF, '/admin/moderation?tab=jobs');
    await card(page, position).waitFor();
    await expect
      .poll(() => card(page, position).getByRole('link', { name: 'Preview the job' }).getAttribute('href'))
      .toBe(`/employer/jobs/${created.createJob.id}/preview`);
    await expectAccessible(page);
    const mails = mailCount(employer.email);
    await card(page, position).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject “${position}”` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add the salary range and the required experience.');
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await page.getByText(`${position} rejected; the reason was e-mailed.`).waitFor();
    await expect.poll(() => mailCount(employer.email)).toBe(mails + 1);
    const job = await gql<{ getCompanyJob: { status: string; reviewStatus: string; reviewReason: string } }>(
      employer.token,
      'query G($id: ID!) { getCompanyJob(id: $id) { status reviewStatus reviewReason } }',
      {
        id: created.createJob.id,
      },
    );
    expect(job.getCompanyJob).toMatchObject({
      status: 'draft',
      reviewStatus: 'rejected',
      reviewReason: 'Add the salary range and the required experience.',
    });
    await context.close();
  });

  it('staff confirm a CPA claim', async () => {
    const member = await freshMember('claimant');
    const license = await gql<{ createLicense: { id: string } }>(
      member.token,
      'mutation L($input: CreateLicenseInput!) { createLicense(input: $input) { id } }',
      {
        input: {
          name: 'Certified Public Accountant',
          organization: 'TÜRMOB',
          number: `CPA-${Date.now()}`,
          current: true,
        },
      },
    );
    await gql(member.token, 'mutation C($id: ID!) { claimCPA(licenseId: $id) { cpaStatus } }', {
      id: license.createLicense.id,
    });

    const { page, context } = await newPage({ viewport: DESKTOP });
    await openAs(page, STAFF, '/admin/moderation?tab=cpa');
    await card(page, member.name).waitFor();
    await card(page, member.name).getByText('TÜRMOB').waitFor();
    await expectAccessible(page);
    const mails = mailCount(member.email);
    await card(page, member.name).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`CPA status of ${member.name} confirmed.`).waitFor();
    await expect.poll(() => mailCount(member.email)).toBe(mails + 1);
    expect((await memberOf(await signIn(STAFF), member.email)).user.cpaStatus).toBe('confirmed');
    await context.close();
  });

  it('an admin changes a member’s roles; staff see no such control but can disable an account', async () => {
    const member = await freshMember('rolemember');
    const adminPage = await newPage({ viewport: DESKTOP });
    await openAs(adminPage.page, ADMIN, '/admin/users');
    await adminPage.page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await adminPage.page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(member.email);
    await adminPage.page.getByRole('cell', { name: member.email }).waitFor();
    await expectAccessible(adminPage.page);
    await adminPage.page.getByRole('button', { name: `Change roles: ${member.name}` }).click();
    const dialog = adminPage.page.getByRole('dialog', { name: `Roles of ${member.name}` });
    await dialog.getByRole('checkbox', { name: 'Staff' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await adminPage.page.getByText(`Roles of ${member.name} saved.`).waitFor();
    await adminPage.page
      .getByRole('row')
      .filter({ hasText: member.email })
      .getByText('Staff', { exact: true })
      .waitFor();
    expect((await memberOf(await signIn(ADMIN), member.email)).user.role.sort()).toEqual(['staff', 'user']);
    // Back to a plain user, so the member is not staff for the rest of the run.
    await adminPage.page.getByRole('button', { name: `Change roles: ${member.name}` }).click();
    await dialog.getByRole('checkbox', { name: 'Staff' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await adminPage.context.close();

    const other = await freshMember('disableme');
    const { page, context } = await newPage({ viewport: DESKTOP });
    await openAs(page, STAFF, '/admin/users');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(other.email);
    await page.getByRole('cell', { name: other.email }).waitFor();
    await page.getByText('Only an administrator can change roles.').waitFor();
    expect(await page.getByRole('button', { name: /^Change roles/ }).count()).toBe(0);
    await page.getByRole('button', { name: `Disable: ${other.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${other.name}?` });
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText(`${other.name} is disabled.`).waitFor();
    await page.getByRole('button', { name: `Enable: ${other.name}` }).waitFor();
    const refused = await fetch(`${baseUrl()}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: other.email, password: PASSWORD }),
    });
    expect(refused.status).toBe(403);
    await context.close();
  });

  it('staff edit the Turkish banner title and about-us text, and the Turkish home and about pages show them', async () => {
    const staffToken = await signIn(STAFF);
    const original = (
      await gql<{ getJobSeekerContent: { bannerTitle: string; bannerImage: string; aboutUs: string } }>(
        undefined,
        '{ getJobSeekerContent(id: "home-tr") { bannerTitle bannerImage aboutUs } }',
      )
    ).getJobSeekerContent;
    const title = `Muhasebede yeni kariyeriniz ${Date.now()}`;
    try {
      const { page, context } = await newPage({ viewport: DESKTOP });
      await openAs(page, STAFF, '/admin/content');
      await page.getByRole('heading', { level: 1, name: 'Home page content' }).waitFor();
      await page.getByRole('tab', { name: 'Turkish' }).click();
      const field = page.getByRole('textbox', { name: 'Banner title' });
      await expect.poll(() => field.inputValue()).toBe(original.bannerTitle);
      await expectAccessible(page);
      await field.fill(title);
      const about = page.getByRole('textbox', { name: /About us/ });
      await about.fill(`${original.aboutUs}\n\nÜyelerimize özel: ${title}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The Turkish content is saved.').waitFor();
      await page.getByRole('tab', { name: 'Arabic' }).click();
      await expect.poll(() => page.getByRole('textbox', { name: 'Banner title' }).getAttribute('dir')).toBe('rtl');
      await context.close();

      const guest = await newPage({ viewport: DESKTOP, locale: 'tr-TR' });
      await guest.page.goto('/404');
      await guest.page.evaluate(() => localStorage.setItem('language', 'tr'));
      await guest.page.goto('/');
      await guest.page.getByRole('heading', { name: title }).waitFor();
      // The about-us page shows the edited text too.
      await guest.page.goto('/about-us');
      await guest.page.getByText(`Üyelerimize özel: ${title}`).waitFor();
      await guest.context.close();
    } finally {
      await gql(
        staffToken,
        'mutation U($input: UpdateJobSeekerContentInput!) { updateJobSeekerContent(input: $input) { id } }',
        { input: { language: 'tr', ...original } },
      );
    }
  });

  it('staff feature a company on the home page', async () => {
    const staffToken = await signIn(STAFF);
    const owner = await freshMember('featured');
    const name = `Featured Partners ${Date.now()}`;
    const id = await pendingCompany(owner, name);
    await gql(staffToken, 'mutation R($input: ReviewInput!) { reviewCompany(input: $input) { id } }', {
      input: { id, approve: true },
    });
    try {
      const { page, context } = await newPage({ viewport: DESKTOP });
      await openAs(page, STAFF, '/admin/companies');
      await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search by name, license or e-mail' }).fill(name);
      await page.getByRole('link', { name: `Open the public page of ${name}` }).waitFor();
      await expectAccessible(page);
      await page.getByRole('switch', { name: `Featured on home page: ${name}` }).click();
      await page.getByText(`${name} is featured on the home page.`).waitFor();
      expect((await companyOf(staffToken, name)).company.featured).toBe(true);
      const home = await gql<{ listCompanies: { items: { id: string }[] } }>(
        undefined,
        '{ listCompanies(filter: { featured: { eq: true } }, limit: 100) { items { id } } }',
      );
      expect(home.listCompanies.items.map((c) => c.id)).toContain(id);
      await context.close();
    } finally {
      // The home page shows a handful of featured companies; leave the demo's as they were.
      await gql(
        staffToken,
        'mutation F($input: SetCompanyFeaturedInput!) { setCompanyFeatured(input: $input) { id } }',
        { input: { id, featured: false } },
      );
    }
  });

  it('sends a job seeker away from the staff screens', async () => {
    const { page, context } = await newPage({ viewport: DESKTOP });
    await openAs(page, SEEKER, '/admin/users');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    expect(await page.getByRole('heading', { level: 1, name: 'Users' }).count()).toBe(0);
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`looks finished in ${language === 'en' ? 'English' : 'Arabic'} on a ${size}`, async () => {
        const { page, context } = await newPage({ viewport });
        await openAs(page, STAFF, '/admin/moderation', language);
        for (const screen of ['moderation', 'users', 'companies', 'content'] as const) {
          if (screen !== 'moderation') await page.goto(`/admin/${screen}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForFunction(
            () => !document.querySelector('[role="status"] .MuiCircularProgress-root'),
            undefined,
            { timeout: 10_000 },
          );
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
          // No line starts with a separator (a company without an owner once showed "· License: …").
          expect(await page.locator('main').getByText(/^\s*·/).count()).toBe(0);
          // The industries are named in Arabic ("Accounting · Istanbul" was left in English).
          if (language === 'ar' && screen === 'companies')
            expect(
              await page
                .locator('main')
                .getByText(/^(Accounting|Banking|Technology|Consulting|Insurance)\b/)
                .count(),
            ).toBe(0);
          if (screen === 'companies') await expectPagerButtons(page, language);
          // No filter's label, chip or button is cut short ("CPA status" was, in Arabic on a phone).
          expect(await cutTexts(page), `${screen} ${language} ${size}`).toEqual([]);
          await expectAccessible(page);
          await screenshot(page, `admin-${screen}-${language}-${size}`);
        }
        await context.close();
      });
    }
  }
});
