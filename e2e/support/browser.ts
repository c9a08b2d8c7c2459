import { mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { findChromium } from './chromium-path.ts';
import { baseUrl, dataDir } from './server.ts';
import { COOKIE_CONSENT_COOKIE } from '../../src/domain/constants.ts';

export { baseUrl, dataDir };

/**
 * A public page arrives rendered by the server and comes alive a moment later, when the app has
 * hydrated it (main.tsx marks #root). People click as soon as they see; a test that clicked
 * before then would leave the page by a plain link instead of the app's navigation. So a
 * navigation of the test returns once the app is running, as it did before server rendering.
 */
function waitForTheAppOnLoad(page: Page): void {
  const running = () =>
    page.waitForSelector('#root[data-render]', { state: 'attached', timeout: 30_000 }).then(
      () => undefined,
      () => undefined, // not the app's page (a file, an error page): nothing to wait for
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await running();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await running();
    return response;
  };
}

/** One headless Chromium per test file; a fresh context (cookies, storage) per test. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** cookieBanner: show the cookie consent banner; otherwise a choice is made up front so it covers nothing. */
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        locale?: string;
        cookieBanner?: boolean;
        javaScriptEnabled?: boolean;
        userAgent?: string;
      } = {},
    ): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? { width: 1366, height: 900 },
        locale: options.locale ?? 'en-US',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        ...(options.userAgent && { userAgent: options.userAgent }),
      });
      if (!options.cookieBanner) {
        // The cookie too, as the app sets it with the choice: the server then draws no banner.
        await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseUrl() }]);
        await context.addInitScript(() => {
          if (!localStorage.getItem('cookie_consent')) {
            localStorage.setItem(
              'cookie_consent',
              JSON.stringify({ version: 1, necessary: true, analytics: false, decidedAt: new Date().toISOString() }),
            );
          }
        });
      }
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) waitForTheAppOnLoad(page);
      page.on('pageerror', (error) => {
        // Surfaced in the test output; tests that expect errors look at the page instead.
        console.warn(`[page error] ${error.message}`);
      });
      return { page, context };
    },
  };
}

/** The newest 6-digit code mailed to this address (the server writes .eml files when no SMTP). */
export async function codeMailedTo(email: string, after = 0): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  for (let i = 0; i < 50; i++) {
    if (existsSync(dir)) {
      const files = readdirSync(dir)
        .filter((f) => f.includes(email))
        .sort();
      if (files.length > after) {
        const raw = readFileSync(path.join(dir, files.at(-1)!), 'utf8');
        const code = /\b(\d{6})\b/.exec(raw)?.[1];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code was mailed to ${email}`);
}

export function mailCount(email: string): number {
  const dir = path.join(dataDir(), 'mail');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(email)).length : 0;
}

/**
 * axe-core run in the page itself, its script put there once per document (a test checks a page
 * several times as it changes). Not @axe-core/playwright's AxeBuilder: that injects the 550 KB
 * script again on every check, and by default gathers each frame's results in a new blank page;
 * the app has no frames. Only violations are collected: listing every passing node, with a
 * selector worked out for each, took a third of the check's time. (Contacts page, idle machine:
 * AxeBuilder 0.6-1.0 s a check, this 0.23-0.28 s.)
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
    iframes: false,
  };
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run({ exclude: ['.MuiTooltip-popper'] }, options),
    options,
  );
}

/**
 * Lets finite animations and transitions end (a drawer sliding in, a dialog fading in, a chart
 * moving to new figures); spinners and skeletons run forever and are left alone.
 */
async function finiteAnimationsEnded(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      // Every 100 ms rather than on every animation frame (Playwright's default for this wait).
      { timeout: 3000, polling: 100 },
    )
    .catch(() => undefined);
}

/** axe must find no serious or critical violation (DESIGN section 9). */
export async function expectAccessible(page: Page) {
  // A tooltip left by the last hover fades in or out while axe measures it, which reads as low
  // contrast mid-transition; move the pointer away, let it go, and leave transient tooltips out.
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(() => document.querySelectorAll('.MuiTooltip-popper').length === 0, undefined, {
      timeout: 2000,
      polling: 100,
    })
    .catch(() => undefined);
  // A toast or a dialog still fading in has a lower contrast than it will have.
  await finiteAnimationsEnded(page);
  // A toast can still start to fade out after that wait (its auto-hide timer runs out while axe
  // works), and a half-faded toast reads as low contrast. With transitions off, whatever is
  // changing shows its end state at once: a closing toast is gone, an opening one fully drawn.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await runAxe(page).finally(() =>
    still.evaluate((style) => (style as Element).remove()).catch(() => undefined),
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The texts on the page cut short (ending in "…" or clipped): field labels, chips and buttons by
 * default, those whose text is wider than their box.
 */
export function cutTexts(
  page: Page,
  selector = '.MuiInputLabel-root, .MuiChip-label, .MuiButton-root',
): Promise<(string | null)[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
}

/**
 * The labels of the visible buttons `within` the page (its main part by default: the header's
 * account button stacks a name over a role on purpose) whose text breaks over more than one line.
 */
export function wrappedButtons(page: Page, within = 'main'): Promise<string[]> {
  return page.locator(`${within} .MuiButton-root:visible`).evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        // The lines its text runs over (an icon beside it sits at its own height, so text only).
        const tops = new Set<number>();
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((button) => button.textContent ?? ''),
  );
}

/** The placeholders of the page's text fields that are wider than their field (cut short). */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('input[placeholder]:visible').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room + 1;
      })
      .map((input) => input.placeholder);
  });
}

/**
 * A full-page picture for people to look at (test-results/screenshots). CI never looks, and on the
 * 2-core machine the pictures cost a minute or two of the run, so `.ci/run` turns them off.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  // Not a drawer half slid in or a dialog half faded in: the picture shows what a person sees.
  await finiteAnimationsEnded(page);
  const dir = path.resolve('test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
