import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium-path.ts';
import { clientDir } from './server.ts';

/** Fails early and clearly when the browser or the built client is missing; each file starts its own server. */
export function setup() {
  findChromium();
  if (!existsSync(path.join(clientDir(), 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` before the browser tests (npm test does this).');
  }
}
