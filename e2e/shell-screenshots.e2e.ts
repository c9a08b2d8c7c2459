import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, presetGuest } from './support/shell.ts';

const layouts = ['layout1', 'layout2', 'layout3'] as const;

/** The navbar's name and tagline, where cut short ("Career portal of the accoun…" was). */
async function cutBrand(page: Page) {
  const lines = page.getByTestId('navbar-brand').locator('p');
  await expect.poll(() => lines.count()).toBe(2);
  return lines.evaluateAll((all) =>
    all
      .filter((p) => p.scrollWidth > p.clientWidth + 1 || p.scrollHeight > p.clientHeight + 1)
      .map((p) => p.textContent),
  );
}

describe('each layout in English and Arabic, desktop and phone', () => {
  const browser = useBrowser();

  for (const style of layouts) {
    it(`renders ${style} finished, accessible and mirrored in Arabic`, async () => {
      for (const language of ['en', 'ar']) {
        for (const [name, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          const { page, context } = await browser.newPage({ viewport });
          await presetGuest(page, { layout: { style }, layoutChosen: true }, language);
          await page.goto('/');
          await page.getByRole('heading', { level: 1 }).waitFor();
          await expect
            .poll(() => page.evaluate(() => document.documentElement.dir))
            .toBe(language === 'ar' ? 'rtl' : 'ltr');
          expect(await page.getByTestId(style).count()).toBe(1);
          if (name === 'desktop') await expectAccessible(page);
          if (style === 'layout1' && name === 'desktop') expect(await cutBrand(page)).toEqual([]);
          await screenshot(page, `shell-${style}-${language}-${name}`);
          await context.close();
        }
      }
    });
  }
});
