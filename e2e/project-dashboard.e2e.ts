import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cutTexts, expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, signInDemo } from './support/shell.ts';
import { expectAxisLabelsApart } from './support/charts.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const SEEKER = ['seeker@cpa-careers.test', 'Seeker12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

async function openAs(page: Page, who: readonly [string, string], language = 'en') {
  const token = await signInDemo(page, who[0], who[1]);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/dashboards/project');
  await page.getByTestId('widget-summary').waitFor({ timeout: 20_000 });
  return token;
}

async function dashboardByApi(page: Page, token: string, ranges: Record<string, string>) {
  const r = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'query ($ranges: ProjectDashboardRanges) { projectDashboard(ranges: $ranges) { issueWeek { overview { new } } } }',
      variables: { ranges },
    },
  });
  return ((await r.json()) as { data: { projectDashboard: { issueWeek: { overview: { new: number } } } } }).data
    .projectDashboard;
}

/** The elements that reach past the window's edge (none: no sideways scrolling). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth + 1
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
          })
          .slice(0, 5)
          .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)}`),
  );

describe('project dashboard', () => {
  const { newPage } = useBrowser();

  for (const language of ['en', 'ar'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`renders with data in ${language === 'en' ? 'English' : 'Arabic'} on a ${size}`, async () => {
        const { page, context } = await newPage({ viewport });
        await openAs(page, STAFF, language);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        // The demo's bugs were written the day the seed ran: this week's chart has bars.
        await page.locator('[data-testid="widget-issue-week"] svg').first().waitFor();
        const heading = language === 'en' ? 'Project dashboard' : 'لوحة معلومات المشروع';
        await poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
        // The issues chart's figures as a table for screen readers: seven days.
        expect(await page.locator('[data-testid="widget-issue-week"] table tbody tr').count()).toBe(7);
        // The days under the issues chart stand apart, in Arabic's long weekday names too.
        await expectAxisLabelsApart(page.getByTestId('widget-issue-week'));
        // The schedule is the reader's own calendar: the demo staff member has events today.
        expect(await page.locator('[data-testid="widget-schedule"] li').count()).toBeGreaterThan(0);
        await screenshot(page, `project-dashboard-home-${language}-${size}`);
        expect(await overflowing(page)).toEqual([]);
        // Each widget's range switch lies inside its card, every choice read whole ("Tomorrow" was cut).
        expect(await cutTexts(page, '[data-testid^="widget-"] .MuiToggleButton-root')).toEqual([]);
        expect(
          await page.locator('[data-testid^="widget-"]').evaluateAll((cards) =>
            cards.flatMap((card) => {
              const box = card.getBoundingClientRect();
              return [...card.querySelectorAll('.MuiToggleButtonGroup-root')]
                .map((group) => group.getBoundingClientRect())
                .filter((r) => r.left < box.left - 1 || r.right > box.right + 1)
                .map(() => card.getAttribute('data-testid'));
            }),
          ),
        ).toEqual([]);
        await expectAccessible(page);

        await page.getByRole('tab', { name: language === 'en' ? 'Budget' : 'الميزانية' }).click();
        await page.getByTestId('widget-budget-details').waitFor();
        expect(await page.locator('[data-testid="widget-budget-details"] tbody tr').count()).toBe(5);
        // Money in the reader's language: US dollars, Arabic digits in Arabic.
        const design = await page.getByTestId('budget-row-Design').innerText();
        if (language === 'en') expect(design).toContain('$21,000.00');
        else expect(design).toMatch(/21,000\.00\sUS\$/);
        await screenshot(page, `project-dashboard-budget-${language}-${size}`);
        expect(await overflowing(page)).toEqual([]);
        // The radar's category names are whole, inside the chart (a phone once cut "Marketing").
        const radar = page.getByTestId('widget-budget-distribution').locator('svg').first();
        expect(
          await radar.evaluate((svg) => {
            const box = svg.getBoundingClientRect();
            return [...svg.querySelectorAll('text')]
              .filter((t) => {
                const r = t.getBoundingClientRect();
                return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
              })
              .map((t) => t.textContent);
          }),
        ).toEqual([]);
        await expectAccessible(page);

        await page.getByRole('tab', { name: language === 'en' ? 'Team' : 'الفريق' }).click();
        await poll(() =>
          page.getByRole('link', { name: language === 'en' ? /^Email / : /^مراسلة/ }).count(),
        ).toBeGreaterThan(0);
        await expectAccessible(page);
        await screenshot(page, `project-dashboard-team-${language}-${size}`);
        await context.close();
      });
    }
  }

  it('a range switch changes the figures to that range', async () => {
    const { page, context } = await newPage({ viewport: DESKTOP });
    const token = await openAs(page, STAFF);
    const thisWeek = await dashboardByApi(page, token, { issues: 'this-week' });
    const lastWeek = await dashboardByApi(page, token, { issues: 'last-week' });
    const shown = () => page.getByTestId('issue-week-new').innerText();
    await poll(shown).toBe(new Intl.NumberFormat('en').format(thisWeek.issueWeek.overview.new));
    const issues = page.getByTestId('widget-issue-week');
    await issues.getByRole('button', { name: 'Last week' }).click();
    await poll(shown).toBe(new Intl.NumberFormat('en').format(lastWeek.issueWeek.overview.new));
    expect(await issues.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');

    // The summary: tomorrow's due tasks, and the day it counts is said in the table of the schedule.
    const summary = page.getByTestId('widget-summary');
    await summary.getByRole('button', { name: 'Tomorrow' }).click();
    await poll(() => summary.getByRole('button', { name: 'Tomorrow' }).getAttribute('aria-pressed')).toBe('true');

    // The budget overview sums the entered lines: $60,726.50 spent of $112,500.00.
    await page.getByRole('tab', { name: 'Budget' }).click();
    await poll(() => page.getByTestId('budget-spent').innerText()).toContain('$60,726.50');
    await context.close();
  });

  it('an admin edits a budget line: a bad amount is named, a good one saved with its percentages', async () => {
    const { page, context } = await newPage({ viewport: DESKTOP });
    const token = await openAs(page, ADMIN);
    await page.getByRole('tab', { name: 'Budget' }).click();
    await page.getByTestId('widget-budget-details').waitFor();
    // The edit column's hidden name once stretched the page sideways for admins, on a phone too.
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await poll(() => overflowing(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Edit the Marketing budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the Marketing budget' });
    await dialog.getByLabel('Total budget').fill('1000');
    await dialog.getByLabel('Expenses (USD)').fill('1500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.getByText('The expenses cannot be more than the budget').isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Expenses (USD)').fill('250');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => page.getByTestId('budget-row-Marketing').innerText()).toContain('25%');
    expect(await page.getByTestId('budget-row-Marketing').innerText()).toContain('$750.00');
    // Back to the demo figures, for the other tests.
    await page.request.post('/api/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: 'mutation ($input: UpdateProjectBudgetInput!) { updateProjectBudget(input: $input) { type } }',
        variables: { input: { type: 'Marketing', total: 17500, expensesAmount: 3485.25 } },
      },
    });
    await context.close();
  });

  it('staff who are not admins see the budget without edit buttons; job seekers are sent away', async () => {
    const { page, context } = await newPage({ viewport: DESKTOP });
    await openAs(page, STAFF);
    await page.getByRole('tab', { name: 'Budget' }).click();
    await page.getByTestId('widget-budget-details').waitFor();
    expect(await page.getByRole('button', { name: /^Edit the/ }).count()).toBe(0);
    await context.close();

    const seeker = await newPage({ viewport: DESKTOP });
    await signInDemo(seeker.page, SEEKER[0], SEEKER[1]);
    await seeker.page.goto('/dashboards/project');
    await poll(() => new URL(seeker.page.url()).pathname).toBe('/');
    await seeker.context.close();
  });
});
