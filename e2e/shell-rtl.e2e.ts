import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { signInDemo } from './support/shell.ts';

// What an untranslated key looks like on screen: namespace or section, a dot, a camelCase name.
// (Not after '@' or '.', so an e-mail address such as x@applicants.cpa-careers.test is not one.)
const KEY =
  /(?<![@.\w-])(?:nav|toolbar|settings|quickPanel|shortcuts|search|themes|themeEditor|userMenu|sidePanels|footer|notifications|auth|home|pages|messages|employerAccount|employerJobs|applicants|admin)\.[a-z][A-Za-z]+\b/;

const guestRoutes = [
  '/',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/job/search/all',
  '/job/info/1',
  '/user/jobseeker/create',
  '/user/employer/create',
  '/user/reset',
  '/sign-in',
  '/sign-up',
  '/no/such/page',
];
const userRoutes = ['/profile', '/job/saved', '/job/apply', '/job/apply/1'];
const employerRoutes = ['/employer', '/employer/jobs', '/employer/jobs/new', '/employer/company'];
const staffRoutes = ['/admin/moderation', '/admin/users', '/admin/companies', '/admin/content'];

describe('every screen in Arabic', () => {
  const browser = useBrowser();

  it('is right to left with no untranslated key showing, for a guest, a job seeker, an employer and staff', async () => {
    const { page, context } = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    const check = async (path: string, on = page) => {
      await on.goto(path);
      await on.locator('#main-content, main, [role="dialog"]').first().waitFor();
      await on.waitForLoadState('networkidle');
      expect(await on.evaluate(() => document.documentElement.dir), path).toBe('rtl');
      const text = await on.evaluate(() => document.body.innerText);
      expect(text.match(KEY)?.[0], path).toBeUndefined();
      // Arabic script shows on every screen.
      expect(/[\u0600-\u06FF]/.test(text), path).toBe(true);
    };
    for (const path of guestRoutes) await check(path);
    await signInDemo(page);
    for (const path of userRoutes) await check(path);
    for (const [who, paths] of [
      [['employer@cpa-careers.test', 'Employer12345!'], employerRoutes],
      [['staff@cpa-careers.test', 'Staff12345!'], staffRoutes],
    ] as const) {
      const other = await browser.newPage();
      await other.page.addInitScript(() => localStorage.setItem('language', 'ar'));
      await signInDemo(other.page, ...who);
      for (const path of paths) await check(path, other.page);
      await other.context.close();
    }
    // The shell's panels too.
    await page.goto('/');
    await page.getByTestId('settings-button').click();
    await page.getByRole('dialog', { name: 'الإعدادات' }).waitFor();
    expect((await page.evaluate(() => document.body.innerText)).match(KEY)?.[0]).toBeUndefined();
    await context.close();
  });

  it("fetches the workspace's texts with the first workspace screen, not with the public site", async () => {
    const { page, context } = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    const texts: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(i18n-resources-[a-z]+-[a-z]+)-/.exec(request.url())?.[1];
      if (file) texts.push(file);
    });
    await page.goto('/job/search/all');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(texts).toEqual(['i18n-resources-ar-core']);

    await signInDemo(page, 'employer@cpa-careers.test', 'Employer12345!');
    await page.goto('/employer/jobs');
    // A text of the employer's namespace, in Arabic: both parts it is made of have arrived.
    await page.getByRole('link', { name: 'انشر وظيفة' }).first().waitFor();
    // (Each page load asks for the core again.)
    expect([...new Set(texts)].sort()).toEqual([
      'i18n-resources-ar-core',
      'i18n-resources-ar-workspace',
      'i18n-resources-en-workspace',
    ]);
    await context.close();
  });
});
