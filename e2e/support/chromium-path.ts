import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium (or CHROMIUM_PATH); the tests never download a browser of their own. */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
