import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { dragByKeyboard } from './support/keyboard-drag.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** The rows' titles in the order the list shows them. */
const titles = (page: Page) =>
  page
    .getByTestId('task-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('[aria-label^="Open "]')?.getAttribute('aria-label')));

describe('tasks', () => {
  const browser = useBrowser();

  it('reorders by keyboard, completes a task, creates one and finds all of it after a reload', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/tasks');
    await poll(() => page.getByTestId('task-row').count()).toBeGreaterThan(20);
    await poll(() => page.getByRole('link', { name: 'Tasks' }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'tasks-en-desktop');

    // Keyboard: pick up the first task of "Today" by its handle, move it down two places, drop it.
    const before = await titles(page);
    // The move's answer is held back until a task has been ticked, so the tick is made while the move
    // is on its way (a slow network): the answer must not untick it.
    let release = () => {};
    const ticked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('MoveTask')) return route.fallback();
      const response = await route.fetch();
      await ticked;
      await route.fulfill({ response });
    });
    const first = before[1]!.replace(/^Open /, '');
    const handle = page.getByRole('button', { name: `Move ${first}` });
    await handle.focus();
    const count = before.length;
    await dragByKeyboard(page, [
      ['Space', `${first} is over place 2 of ${count}.`],
      ['ArrowDown', `${first} is over place 3 of ${count}.`],
      ['ArrowDown', `${first} is over place 4 of ${count}.`],
      ['Space', `${first} dropped at place 4 of ${count}.`],
    ]);
    const expected = [before[0], before[2], before[3], before[1], ...before.slice(4)];
    await poll(() => titles(page)).toEqual(expected);

    // Complete a task from its row; the count of remaining tasks goes down by one.
    const remaining = async () =>
      Number((await page.getByTestId('tasks-remaining').innerText()).match(/Tasks left: (\d+)/)?.[1]);
    const leftBefore = await remaining();
    const target = before[2]!.replace(/^Open /, '');
    const tick = page.getByRole('checkbox', { name: `Done: ${target}` });
    await tick.check();
    release();
    await poll(remaining).toBe(leftBefore - 1);
    await page.waitForLoadState('networkidle');
    expect(await tick.isChecked()).toBe(true);
    await page.unroute('**/graphql');

    // Create a task in the detail panel: an empty title is refused in words first.
    await page.getByRole('button', { name: 'Add task' }).click();
    const panel = page.getByTestId('task-detail');
    await poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Save' }).click();
    await poll(() => panel.getByText('Enter a title').isVisible()).toBe(true);
    const title = `Call the licensing board ${Date.now()}`;
    await panel.getByLabel('Title', { exact: false }).first().fill(title);
    await panel.getByRole('button', { name: 'Urgent' }).click();
    await panel.getByLabel('New subtask').fill('Find the licence number');
    await panel.getByLabel('New subtask').press('Enter');
    await panel.getByLabel('Priority').click();
    await page.getByRole('option', { name: 'High' }).click();
    // Across the wide-screen breakpoint (the panel goes into a drawer and back) nothing typed is lost.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1000, height: size.height });
    await poll(() => panel.getByLabel('Title', { exact: false }).first().inputValue()).toBe(title);
    await page.setViewportSize(size);
    await poll(() => panel.getByLabel('Title', { exact: false }).first().inputValue()).toBe(title);
    await expectAccessible(page);
    await screenshot(page, 'tasks-detail-en-desktop');
    await panel.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('Task added').isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: `Open ${title}` }).isVisible()).toBe(true);

    await page.reload();
    await poll(() => page.getByTestId('task-row').count()).toBeGreaterThan(20);
    const after = await titles(page);
    // The new task heads the first section; the moved and completed ones are as they were left.
    expect(after[1]).toBe(`Open ${title}`);
    expect(after.filter((x) => x !== `Open ${title}`)).toEqual(expected);
    await poll(() => page.getByRole('checkbox', { name: `Done: ${target}` }).isChecked()).toBe(true);
    const row = page.getByTestId('task-row').filter({ hasText: title });
    await poll(() => row.getByText('High priority').isVisible()).toBe(true);
    await poll(() => row.getByText('0 of 1 subtasks').isVisible()).toBe(true);
    await poll(() => row.getByText('Urgent').isVisible()).toBe(true);

    // Un-complete it again, and delete the new task from its panel.
    await page.getByRole('checkbox', { name: `Done: ${target}` }).uncheck();
    await poll(remaining).toBe(leftBefore + 1);
    await page.getByRole('button', { name: `Open ${title}` }).click();
    await panel.getByRole('button', { name: 'Delete' }).click();
    await panel.getByRole('button', { name: 'Delete' }).click();
    await poll(() => page.getByText('Deleted').isVisible()).toBe(true);
    await poll(() => page.getByRole('button', { name: `Open ${title}` }).count()).toBe(0);
  }, 180_000);

  it('gives a task to a colleague, shows who has it on the row, and takes it back', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...STAFF);
    await page.goto('/apps/tasks');
    await poll(() => page.getByTestId('task-row').count()).toBeGreaterThan(20);
    // The starter list already has tasks given to colleagues.
    await poll(() => page.getByTestId('task-assignee').count()).toBeGreaterThan(2);

    await page.getByRole('button', { name: 'Add task' }).click();
    const panel = page.getByTestId('task-detail');
    const title = `Send the audit letter ${Date.now()}`;
    await panel.getByLabel('Title', { exact: false }).first().fill(title);
    const assignee = panel.getByRole('combobox', { name: 'Assigned to' });
    await assignee.fill('zzz');
    await poll(() => page.getByText('No colleague by that name').isVisible()).toBe(true);
    await assignee.fill('Selin');
    await page.getByRole('option', { name: 'Selin Admin' }).click();
    await poll(() => assignee.inputValue()).toBe('Selin Admin');
    const step = 'Attach the signed letter';
    await panel.getByLabel('New subtask').fill(step);
    await panel.getByLabel('New subtask').press('Enter');
    await expectAccessible(page);
    await screenshot(page, 'tasks-assignee-en-desktop');
    // Selin has the tasks given to her open while Omar saves: the new one arrives without a reload.
    const selin = await browser.newPage();
    await presetGuest(selin.page, ADMIN_SHELL);
    await signInDemo(selin.page, ...ADMIN);
    await selin.page.goto('/apps/tasks?view=assigned');
    await poll(() => selin.page.getByTestId('assigned-row').count()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Save' }).click();
    const mine = selin.page.getByTestId('assigned-row').filter({ hasText: title });
    await poll(() => mine.isVisible()).toBe(true);
    await poll(() => page.getByText('Task added').isVisible()).toBe(true);

    const row = page.getByTestId('task-row').filter({ hasText: title });
    const given = () => row.getByTestId('task-assignee').locator('.MuiChip-label').innerText();
    await poll(given).toBe('Selin Admin');
    await page.reload();
    await poll(given).toBe('Selin Admin');

    // Selin is told; the notification leads to the tasks given to her, where she ticks it done.
    await selin.page.goto('/apps/notifications');
    const told = selin.page
      .getByRole('main')
      .getByTestId('notification-item')
      .filter({ hasText: `Omar Staff assigned you “${title}”` });
    await poll(() => told.isVisible()).toBe(true);
    await told.getByRole('link').first().click();
    await selin.page.waitForURL((url) => url.pathname === '/apps/tasks' && url.searchParams.get('view') === 'assigned');
    const assignedTab = selin.page.getByRole('tab', { name: /^Assigned to me/ });
    await poll(() => assignedTab.getAttribute('aria-selected')).toBe('true');
    await poll(() => mine.getByTestId('task-owner').locator('.MuiChip-label').innerText()).toBe('From Omar Staff');
    // She ticks its step, then the task.
    const stepBox = mine.getByRole('list', { name: `Subtasks of ${title}` }).getByRole('checkbox', { name: step });
    await stepBox.check();
    await poll(() => mine.getByText('1 of 1 subtasks').isVisible()).toBe(true);
    await expectAccessible(selin.page);
    await screenshot(selin.page, 'tasks-assigned-en-desktop');
    await mine.getByRole('checkbox', { name: `Done: ${title}` }).check();
    await poll(() => mine.getByRole('checkbox', { name: `Done: ${title}` }).isChecked()).toBe(true);
    await selin.page.reload();
    await poll(() => mine.getByRole('checkbox', { name: `Done: ${title}` }).isChecked()).toBe(true);
    await poll(() => stepBox.isChecked()).toBe(true);
    // Her own list is a tab away, and the task is not on it.
    await selin.page.getByRole('tab', { name: 'My tasks' }).click();
    await poll(() => selin.page.getByTestId('task-row').count()).toBeGreaterThan(20);
    expect(await selin.page.getByTestId('task-row').filter({ hasText: title }).count()).toBe(0);
    // Omar's row shows it done, and he is told.
    await page.reload();
    await poll(() => row.getByRole('checkbox', { name: `Done: ${title}` }).isChecked()).toBe(true);
    await poll(() => row.getByText('1 of 1 subtasks').isVisible()).toBe(true);
    await page.goto('/apps/notifications');
    await poll(() =>
      page
        .getByRole('main')
        .getByTestId('notification-item')
        .filter({ hasText: `Selin Admin completed “${title}”` })
        .isVisible(),
    ).toBe(true);
    await page.goto('/apps/tasks');

    // Taken back: the field cleared, the row shows no one.
    await page.getByRole('button', { name: `Open ${title}` }).click();
    await poll(() => assignee.inputValue()).toBe('Selin Admin');
    await assignee.click();
    await panel.getByRole('button', { name: 'Clear' }).click();
    await poll(() => assignee.inputValue()).toBe('');
    await panel.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.locator('.MuiSnackbarContent-message').innerText()).toBe('Saved');
    await poll(() => row.getByTestId('task-assignee').count()).toBe(0);
    await page.reload();
    await poll(() => page.getByRole('button', { name: `Open ${title}` }).isVisible()).toBe(true);
    expect(await row.getByTestId('task-assignee').count()).toBe(0);
  }, 180_000);

  it('is right to left in Arabic and fits a phone', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, ADMIN_SHELL, 'ar');
    await signInDemo(page, ...STAFF);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/apps/tasks');
    await poll(() => page.getByRole('heading', { name: 'المهام', level: 1 }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('task-row').count()).toBeGreaterThan(20);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'tasks-ar-phone');
    // The fixed tags read in the interface's language ("Urgent" showed as it is stored).
    const urgent = page.getByTestId('task-row').filter({ has: page.getByText('عاجل', { exact: true }) });
    await poll(() => urgent.count()).toBeGreaterThan(0);
    await urgent.first().getByRole('button').nth(1).click();
    await poll(() => page.getByTestId('task-detail').isVisible()).toBe(true);
    expect(
      await page.getByTestId('task-detail').getByRole('button', { name: 'عاجل' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'tasks-detail-ar-phone');

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/tasks');
    await poll(() => desk.page.getByTestId('task-row').count()).toBeGreaterThan(20);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'tasks-ar-desktop');
    // The tasks colleagues gave her (the starter lists give some), their givers named in Arabic.
    await desk.page.getByRole('tab', { name: /^المُسندة إليّ/ }).click();
    await poll(() => desk.page.getByTestId('assigned-row').count()).toBeGreaterThan(0);
    await poll(() => desk.page.getByTestId('task-owner').first().locator('.MuiChip-label').innerText()).toMatch(/^من /);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'tasks-assigned-ar-desktop');

    const phoneEn = await browser.newPage({ viewport: PHONE });
    await presetGuest(phoneEn.page, ADMIN_SHELL);
    await signInDemo(phoneEn.page, ...ADMIN);
    await phoneEn.page.goto('/apps/tasks');
    await poll(() => phoneEn.page.getByTestId('task-row').count()).toBeGreaterThan(20);
    expect(await phoneEn.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phoneEn.page, 'tasks-en-phone');
    await phoneEn.page.getByRole('tab', { name: /^Assigned to me/ }).click();
    await poll(() => phoneEn.page.getByTestId('assigned-row').count()).toBeGreaterThan(0);
    expect(await phoneEn.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(phoneEn.page);
    await screenshot(phoneEn.page, 'tasks-assigned-en-phone');
  }, 180_000);
});
