import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { dateValue, fillDate } from './support/date-field.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('consent_terms_agreed', 'true');
    localStorage.setItem('consent_marketing_agreed', 'true');
  });
  await page.goto('/sign-in');
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login') === 'true');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  const res = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as { data?: T; errors?: { message: string }[] };
}

const pdfBytes = (text = 'CV') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** Applies with a résumé to the first open job (internal, no CPA needed) this person has not applied to. */
async function applyWith(page: Page, resumeFileId: string): Promise<string> {
  const jobs = await graphql<{ searchJobs: { items: { id: string; applyWay: string; requiresCPA: boolean }[] } }>(
    page,
    `
      {
        searchJobs(sort: newest, limit: 200) {
          items {
            id
            applyWay
            requiresCPA
          }
        }
      }
    `,
  );
  for (const job of jobs.data!.searchJobs.items.filter((j) => j.applyWay === 'internal' && !j.requiresCPA).reverse()) {
    const r = await graphql<{ createJobApplication: { id: string } }>(
      page,
      `
        mutation A($input: CreateJobApplicationInput!) {
          createJobApplication(input: $input) {
            id
          }
        }
      `,
      {
        input: { jobApplicationsId: job.id, resumeFileId },
      },
    );
    if (r.data) return r.data.createJobApplication.id;
  }
  throw new Error('no job to apply to');
}

async function addEntry(page: Page, addLabel: string, fields: Record<string, string>, current = false) {
  await page.getByRole('button', { name: addLabel }).click();
  const dialog = page.getByRole('dialog', { name: addLabel });
  for (const [label, value] of Object.entries(fields)) {
    if (label.endsWith(' date')) await fillDate(dialog, label, value);
    else await dialog.getByLabel(label, { exact: false }).first().fill(value);
  }
  if (current) await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the profile in the browser', () => {
  const browser = useBrowser();

  it('edits the profile, adds work, education and a license, keeps them after a reload, and deletes one', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'ayse@cpa-careers.test', 'Seeker12345!');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await page.getByLabel('First name').waitFor();

    // A mistake is explained before anything is sent.
    await page.getByLabel('LinkedIn profile').fill('not a link');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Enter the address of a LinkedIn profile').isVisible()).toBe(true);

    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/ayse-yilmaz');
    await page.getByLabel('Location').fill('Ankara, Türkiye');
    await page.getByLabel('Job search status').selectOption('open-to-offers');
    await fillDate(page, 'Date of birth', '2001-05-17');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Saved' }).isVisible()).toBe(true);

    await addEntry(
      page,
      'Add work experience',
      { 'Job title': 'Junior Accountant', Company: 'Anatolia Denetim', 'Start date': '2023-02-01' },
      true,
    );
    await addEntry(page, 'Add education', {
      School: 'Boğaziçi University',
      Degree: 'BA Business Administration',
      'Start date': '2018-09-01',
      'End date': '2022-06-30',
    });

    // End before start is refused in the form.
    await page.getByRole('button', { name: 'Add license' }).click();
    const license = page.getByRole('dialog', { name: 'Add license' });
    await license.getByLabel('License name', { exact: false }).first().fill('SMMM licence');
    await license.getByLabel('Issuing organization').fill('TÜRMOB');
    await license.getByLabel('License number').fill('  SMMM-45678 ');
    await fillDate(license, 'Start date', '2024-03-01');
    await fillDate(license, 'End date', '2020-01-01');
    await license.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => license.getByText('The end date cannot be before the start date').isVisible()).toBe(true);
    await license.getByRole('checkbox').check();
    expect(await dateValue(license, 'End date')).toBe('');
    await license.getByRole('button', { name: 'Save changes' }).click();
    await license.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText('Junior Accountant').waitFor();
    expect(await page.getByText('Boğaziçi University').isVisible()).toBe(true);
    expect(await page.getByText('SMMM licence', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('License no. SMMM-45678', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Location').inputValue()).toBe('Ankara, Türkiye');
    expect(await page.getByLabel('Job search status').inputValue()).toBe('open-to-offers');
    // Dates read as the interface language writes them (day first in English), not as ISO.
    expect(await dateValue(page, 'Date of birth')).toBe('17/05/2001');

    // Claim CPA status with the license.
    await page.getByRole('button', { name: 'Claim CPA status' }).click();
    await expect.poll(() => page.getByTestId('cpa-chip').textContent()).toBe('CPA claim under review');

    await page.getByRole('button', { name: 'Delete: Boğaziçi University' }).click();
    await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Boğaziçi University').count()).toBe(0);
    await page.reload();
    await page.getByText('Junior Accountant').waitFor();
    expect(await page.getByText('Boğaziçi University').count()).toBe(0);

    await expectAccessible(page);
    await context.close();
  });

  it('uploads a profile photo framed in a square, keeps it after a reload, and removes it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'layla@cpa-careers.test', 'Seeker12345!');
    await page.goto('/profile');
    await page.getByLabel('First name').waitFor();
    // A wide picture, made in the page, as a camera or a screenshot would give one.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2a6';
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = '#fff';
      g.fillRect(270, 130, 100, 100);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    const crop = page.getByRole('dialog', { name: 'Frame your photo' });
    await crop.waitFor();
    await crop.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expectAccessible(page);
    await crop.getByRole('button', { name: 'Use this photo' }).click();
    await crop.waitFor({ state: 'detached' });
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await photo.waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Saved' }).isVisible()).toBe(true);

    await page.reload();
    await photo.waitFor();
    // The upload is the square the person framed, not the wide original.
    const size = await photo.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => [img.naturalWidth, img.naturalHeight]),
    );
    expect(size[0]).toBe(size[1]);
    expect(size[0]).toBeGreaterThan(100);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Saved' }).isVisible()).toBe(true);
    await page.reload();
    await page.getByLabel('First name').waitFor();
    expect(await photo.count()).toBe(0);
    await context.close();
  });

  it('uploads a résumé on the profile, lists it, downloads it and deletes it; refuses a file that is not one', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'ayse@cpa-careers.test', 'Seeker12345!');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Résumés' });
    await section.waitFor();
    const upload = section.getByLabel('Upload a résumé');

    // Checked in the browser by content, before anything is sent.
    await upload.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    });
    await expect
      .poll(() => section.getByText('A résumé must be a PDF or a Word (DOCX) document.').isVisible())
      .toBe(true);

    const filename = `Ayşe CV ${Date.now()}.pdf`;
    const pdf = pdfBytes(filename);
    await upload.setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: pdf });
    await section.getByText(filename).waitFor();
    expect(await section.getByText('A résumé must be').count()).toBe(0);
    await expect
      .poll(() =>
        section
          .getByText(/^PDF · 1 kB · Uploaded /)
          .first()
          .isVisible(),
      )
      .toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: `Download: ${filename}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(filename);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(await download.path()).toString('latin1')).toBe(pdf.toString('latin1'));

    await page.reload();
    await section.getByText(filename).waitFor();
    await expectAccessible(page);

    // A résumé sent with an application still in play stays; the dialog says why.
    const fileId = (
      (await (
        await page.request.get('/api/files?kind=resume', {
          headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_access_token'))}` },
        })
      ).json()) as { items: { id: string; filename: string }[] }
    ).items.find((f) => f.filename === filename)!.id;
    const applicationId = await applyWith(page, fileId);
    await section.getByRole('button', { name: `Delete: ${filename}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this résumé?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() =>
        confirm
          .getByText('This résumé is attached to an application in progress; withdraw the application first.')
          .isVisible(),
      )
      .toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await section.getByText(filename).isVisible()).toBe(true);
    expect(
      (
        await graphql(
          page,
          `
            mutation W($id: ID!) {
              withdrawJobApplication(id: $id) {
                id
              }
            }
          `,
          { id: applicationId },
        )
      ).errors,
    ).toBeUndefined();

    await section.getByRole('button', { name: `Delete: ${filename}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => section.getByText(filename).count()).toBe(0);
    await page.reload();
    await section.waitFor();
    await page.getByLabel('First name').waitFor();
    await expect.poll(() => section.getByText(filename).count()).toBe(0);
    await context.close();
  });

  it('downloads the data as JSON and deletes an account only with the password', async () => {
    const { page, context } = await browser.newPage();
    const email = `leaver.${Date.now()}@example.com`;
    await page.goto('/');
    const res = await page.request.post('/api/auth/sign-up', {
      data: { displayName: 'Lea Ver', email, password: 'leaving-for-good' },
    });
    expect(res.status()).toBe(200);
    await signIn(page, email, 'leaving-for-good');
    await page.goto('/profile');
    await page.getByLabel('First name').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect((JSON.parse(readFileSync(path, 'utf8')) as { profile: { email: string } }).profile.email).toBe(email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect.poll(() => dialog.getByText('The password is not correct.').isVisible()).toBe(true);
    await dialog.getByLabel('Password').fill('leaving-for-good');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    const again = await page.request.post('/api/auth/sign-in', { data: { email, password: 'leaving-for-good' } });
    expect(again.status()).toBe(400);
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      it(`looks finished in ${lang} on a ${device}`, async () => {
        const { page, context } = await browser.newPage({ viewport });
        await signIn(page, 'seeker@cpa-careers.test', 'Seeker12345!');
        await page.evaluate((l) => localStorage.setItem('language', l), lang);
        // The screenshots show a listed résumé, not only the empty state.
        const auth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_access_token'))}` };
        const listed = (await (await page.request.get('/api/files?kind=resume', { headers: auth })).json()) as {
          items: unknown[];
        };
        if (listed.items.length === 0) {
          const res = await page.request.post('/api/files', {
            headers: auth,
            multipart: {
              kind: 'resume',
              file: { name: 'Jane Seeker CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
            },
          });
          expect(res.status()).toBe(201);
        }
        await page.goto('/profile');
        await page.getByTestId('profile-name').waitFor();
        await page.getByText('Senior Accountant').first().waitFor();
        if (lang === 'ar') {
          expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
          expect(await page.getByRole('heading', { name: 'ملفي الشخصي' }).isVisible()).toBe(true);
        }
        // Nothing sticks out sideways (a page wider than the phone scrolls both ways).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page);
        await screenshot(page, `profile-${lang}-${device}`);
        await context.close();
      });
    }
  }
});
