import type { Page } from 'playwright-core';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Settings of someone who chose the admin shell (layout1), which guests and job seekers do not get by default. */
export const ADMIN_SHELL = { layout: { style: 'layout1' }, layoutChosen: true };

/** Starts the page with these shell settings and language, as a returning guest would have them. */
export async function presetGuest(page: Page, settings: Record<string, unknown> | null, language = 'en') {
  await page.addInitScript(
    ([s, lang]) => {
      if (sessionStorage.getItem('preset-done')) return;
      sessionStorage.setItem('preset-done', '1');
      if (s) localStorage.setItem('shell_settings', s);
      localStorage.setItem('language', lang);
    },
    [settings ? JSON.stringify(settings) : '', language] as const,
  );
}

/** Signs the demo job seeker in through the API and keeps the token, as the sign-in screen does. */
export async function signInDemo(page: Page, email = 'seeker@cpa-careers.test', password = 'Seeker12345!') {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  await page.goto('/404');
  await page.evaluate((t) => localStorage.setItem('jwt_access_token', t), token);
  return token;
}

export async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
}
