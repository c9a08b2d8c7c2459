import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, openSettings, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const width = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox())?.width ?? 0;

describe('settings panel, layouts and options', () => {
  const browser = useBrowser();

  it('switches each layout and option live, and a guest finds them again after a reload', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/about-us');
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    // A guest starts in the public top bar (layout2), with no toolbar.
    expect(await page.getByTestId('layout2').count()).toBe(1);
    expect(await page.getByTestId('toolbar').count()).toBe(0);
    await openSettings(page);
    await expectAccessible(page);
    await screenshot(page, 'shell-settings-panel-en');

    await panel(page).getByRole('button', { name: 'Toolbar', exact: true }).click();
    await page.getByTestId('layout3').waitFor();
    expect(await page.getByTestId('left-side-panel').isVisible()).toBe(true);
    await panel(page).getByRole('button', { name: 'Top' }).click();
    await page.getByTestId('layout2').waitFor();
    expect(await page.getByTestId('toolbar').count()).toBe(0);
    await panel(page).getByRole('button', { name: 'Side' }).click();
    await page.getByTestId('layout1').waitFor();

    // Mode: boxed keeps the layout to the container width.
    await panel(page).getByRole('button', { name: 'Boxed' }).click();
    await panel(page).getByRole('button', { name: '1120 px' }).click();
    await expect
      .poll(() =>
        page
          .locator('[data-layout-mode="boxed"] > div')
          .first()
          .evaluate((el) => el.getBoundingClientRect().width),
      )
      .toBe(1120);

    // Navbar: position, style, hidden.
    await panel(page).getByRole('button', { name: 'End (right)' }).click();
    await expect.poll(async () => (await page.getByTestId('navbar').boundingBox())!.x).toBeGreaterThan(600);
    await panel(page).getByRole('button', { name: 'Rail', exact: true }).click();
    await expect.poll(() => width(page, 'navbar')).toBe(120);
    await panel(page).getByRole('button', { name: 'Dense rail' }).click();
    await expect.poll(() => width(page, 'navbar')).toBe(64);
    await panel(page).getByLabel('Show the navigation').click();
    await expect.poll(() => page.getByTestId('navbar').count()).toBe(0);

    // Toolbar, footer, side panels.
    await panel(page).getByLabel('Show the toolbar').click();
    await expect.poll(() => page.getByTestId('toolbar').count()).toBe(0);
    await panel(page).getByLabel('Fixed footer').click();
    await expect.poll(() => page.locator('footer').getAttribute('data-fixed')).toBe('true');
    await panel(page).getByLabel('Right side panel (quick actions)').click();
    await page.getByTestId('right-side-panel').waitFor();

    // Font size: 70% to 130% in steps of 10%.
    const slider = panel(page).getByRole('slider', { name: 'Font size' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19.2px');
    await expect.poll(() => page.getByTestId('snackbar').textContent()).toBe('Settings saved on this device');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('shell_settings') ?? '{}').fontScale))
      .toBe(1.2);

    await page.reload();
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    expect(await page.getByTestId('toolbar').count()).toBe(0);
    expect(await page.getByTestId('navbar').count()).toBe(0);
    expect(await page.getByTestId('right-side-panel').isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19.2px');
    expect(await page.locator('footer').getAttribute('data-fixed')).toBe('true');
    await context.close();
  });

  it('saves a signed-in user’s settings to their account and restores them in another browser', async () => {
    const first = await browser.newPage();
    const token = await signInDemo(first.page);
    await first.page.goto('/about-us');
    await first.page.getByTestId('user-menu-name').waitFor();
    await openSettings(first.page);
    await panel(first.page).getByRole('button', { name: 'Toolbar', exact: true }).click();
    await expect.poll(() => first.page.getByTestId('snackbar').textContent()).toBe('Settings saved');
    const saved = await first.page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect((await saved.json()).data.settings.layout.style).toBe('layout3');
    await first.context.close();

    const second = await browser.newPage();
    await signInDemo(second.page);
    await second.page.goto('/about-us');
    await second.page.getByTestId('layout3').waitFor();
    // Put the demo account back as it was for the other tests: a job seeker's default is the top bar.
    await openSettings(second.page);
    await panel(second.page).getByRole('button', { name: 'Restore the defaults' }).click();
    await second.page.getByTestId('layout2').waitFor();
    await expect.poll(() => second.page.getByTestId('snackbar').textContent()).toBe('Settings saved');
    await second.context.close();
  });

  it('folds the navbar to 76 px and opens it over the page on hover', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await width(page, 'navbar')).toBe(280);
    await page.getByRole('button', { name: 'Fold the navigation' }).click();
    await expect.poll(() => width(page, 'navbar')).toBe(76);
    await page.mouse.move(600, 400);
    await expect.poll(() => page.getByTestId('navbar').getAttribute('data-folded-open')).toBe('false');
    await screenshot(page, 'shell-folded-en-desktop');
    await page.getByTestId('navbar').hover();
    await expect.poll(() => page.getByTestId('navbar').getAttribute('data-folded-open')).toBe('true');
    const paper = page.getByTestId('navbar').locator('> div').first();
    await expect.poll(async () => (await paper.boundingBox())!.width).toBe(280);
    // The page itself does not move: the open navbar lies over it.
    expect(await width(page, 'navbar')).toBe(76);
    await screenshot(page, 'shell-folded-open-en-desktop');
    await page.mouse.move(900, 500);
    await expect.poll(() => page.getByTestId('navbar').getAttribute('data-folded-open')).toBe('false');
    await context.close();
  });

  it('edits a palette: the background must suit the mode and Save waits for a valid change', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/about-us');
    await openSettings(page);
    await panel(page).getByRole('button', { name: 'Edit your own palette' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit your palette' });
    await editor.waitFor();
    const save = editor.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await editor.getByTestId('palette-background').fill('#1e293b');
    await expect.poll(() => editor.getByText('Must be a light color').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await editor.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => editor.getByText('Must be a dark color').isVisible()).toBe(true);
    await editor.getByTestId('palette-paper').fill('#273449');
    await editor.getByTestId('palette-primary').fill('#fbbf24');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'shell-theme-editor-en');
    await save.click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(30, 41, 59)');
    await context.close();
  });

  it('keeps the consent screens bare whatever the layout', async () => {
    const { page, context } = await browser.newPage();
    await presetGuest(page, { layout: { style: 'layout2', config: { leftSidePanel: { display: true } } } });
    await page.goto('/sign-in');
    await page.getByRole('button').first().waitFor();
    expect(await page.getByTestId('navbar').count()).toBe(0);
    expect(await page.getByTestId('toolbar').count()).toBe(0);
    expect(await page.getByTestId('left-side-panel').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByTestId('settings-button').count()).toBe(0);
    await context.close();
  });

  it('opens the navbar as a 280 px drawer on a phone and closes it after navigating', async () => {
    for (const style of ['layout1', 'layout2', 'layout3']) {
      const { page, context } = await browser.newPage({ viewport: PHONE });
      await presetGuest(page, { layout: { style }, layoutChosen: true }, 'ar');
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'فتح قائمة التنقل' }).click();
      const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
      await expect.poll(() => nav.isVisible()).toBe(true);
      const drawer = page.locator('.MuiDrawer-paper').filter({ has: nav });
      await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(280);
      // Arabic opens it from the right.
      await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(PHONE.width - 280);
      await screenshot(page, `shell-${style}-ar-phone-drawer`);
      await nav.getByRole('link', { name: 'من نحن' }).click();
      await page.waitForURL('**/about-us');
      await expect.poll(() => nav.isVisible(), { message: style, timeout: 5000 }).toBe(false);
      await context.close();
    }
  });
});
