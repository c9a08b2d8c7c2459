import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { DESKTOP, PHONE, presetGuest } from './support/shell.ts';

const layouts = ['layout1', 'layout2', 'layout3'] as const;

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
          await screenshot(page, `shell-${style}-${language}-${name}`);
          await context.close();
        }
      }
    });
  }
});
