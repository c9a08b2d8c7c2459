import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { signInDemo } from './support/shell.ts';

/** Records every Content-Security-Policy violation of the page, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  // Lazy screens, fonts and images load after the first paint.
  await page.waitForLoadState('networkidle');
}

async function someIds(page: Page) {
  const res = await page.request.post('/api/graphql', {
    data: { query: '{ searchJobs(query: "audit", limit: 1) { items { id companyJobsId } } }' },
  });
  const job = ((await res.json()) as { data: { searchJobs: { items: { id: string; companyJobsId: string }[] } } }).data
    .searchJobs.items[0]!;
  return { jobId: job.id, companyId: job.companyJobsId };
}

describe('the security headers hold on every main screen', () => {
  const browser = useBrowser();

  it("sends the policy and the other headers, with the job page's JSON-LD allowed by its hash", async () => {
    const { page, context } = await browser.newPage();
    const { jobId } = await someIds(page);
    const response = (await page.goto(`/job/info/${jobId}`))!;
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // Served over plain HTTP here, so no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)['@type']).toBe('JobPosting');
    await context.close();
  });

  it('runs the guest screens under the policy without a violation', async () => {
    const { page, context } = await browser.newPage();
    const violations = await watchViolations(page);
    const { jobId, companyId } = await someIds(page);
    const heading = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();
    await visit(page, '/', heading);
    await visit(page, '/job/search/accountant', (p) =>
      p.getByRole('region', { name: 'Search results' }).getByRole('article').first().waitFor(),
    );
    await visit(page, `/job/info/${jobId}`, heading);
    await visit(page, `/company/${companyId}`, heading);
    await visit(page, '/about-us', heading);
    await visit(page, '/privacy-policy', heading);
    await visit(page, '/user/employer/create', heading);
    await page.getByTestId('settings-button').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('runs the job seeker, employer and staff screens under the policy without a violation', async () => {
    const { page, context } = await browser.newPage();
    const violations = await watchViolations(page);
    const heading = (p: Page) => p.getByRole('heading', { level: 1 }).first().waitFor();
    await signInDemo(page);
    for (const path of ['/profile', '/job/saved', '/job/apply']) await visit(page, path, heading);

    await signInDemo(page, 'employer@cpa-careers.test', 'Employer12345!');
    await visit(page, '/employer', heading);
    await visit(page, '/employer/jobs', heading);
    // The rich-text editor and the applicants board (drag and drop) are their own code.
    await visit(page, '/employer/jobs/new', (p) => p.getByRole('textbox', { name: 'Job description' }).waitFor());
    await page.goto('/employer/jobs');
    await page.locator('a[href*="/applicants"]').first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');

    await signInDemo(page, 'admin@cpa-careers.test', 'Admin12345!');
    for (const path of ['/admin/moderation', '/admin/users', '/admin/companies', '/admin/content'])
      await visit(page, path, heading);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
