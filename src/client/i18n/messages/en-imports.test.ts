import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The public site's English texts are in the client's first script (app/i18n.ts imports
// app/i18n-resources-en-core.ts). The texts live in domain/*-texts.ts so that script need not carry
// zod, libphonenumber-js and the country names along with them; importing a schema module here
// again would quietly add ~60 KB gzipped. The workspace's texts (about 20 KB gzipped) are fetched
// on first use, so the first script must not reach them either.
const here = dirname(fileURLToPath(import.meta.url));
const firstScriptTexts = resolve(here, '../../app/i18n.ts');

function packagesReachedFrom(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
    if (!spec) continue;
    if (spec.startsWith('.')) packagesReachedFrom(resolve(dirname(file), spec), seen, packages);
    else packages.add(spec);
  }
  return packages;
}

describe('the English texts', () => {
  it('reach no validation library, phone-number or country data', () => {
    for (const start of [resolve(here, 'en.ts'), firstScriptTexts]) {
      const packages = packagesReachedFrom(start);
      expect([...packages].filter((p) => /^(zod|libphonenumber-js|i18n-iso-countries)/.test(p))).toEqual([]);
    }
  });

  it("that come with the app are the public site's, not the workspace's", () => {
    const seen = new Set<string>();
    packagesReachedFrom(firstScriptTexts, seen);
    const texts = [...seen].filter((f) => /\/i18n\/en\.ts$/.test(f)).map((f) => f.replace(/^.*\/src\/client\//, ''));
    expect(texts).toContain('features/jobs/i18n/en.ts');
    expect(texts).toContain('shell/i18n/en.ts');
    expect(texts.filter((f) => /^features\/(admin|employer-|applicants|apps\/(?!notifications\/))/.test(f))).toEqual(
      [],
    );
  });

  it('are found by the walk (it follows the domain texts)', () => {
    const seen = new Set<string>();
    packagesReachedFrom(resolve(here, 'en.ts'), seen);
    expect([...seen].some((f) => f.endsWith('domain/contacts-texts.ts'))).toBe(true);
  });
});
