import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every English text is in the client's first script (app/i18n-resources-en.ts). The texts live in
// domain/*-texts.ts so that script need not carry zod, libphonenumber-js and the country names
// along with them; importing a schema module here again would quietly add ~60 KB gzipped.
const here = dirname(fileURLToPath(import.meta.url));

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
    const packages = packagesReachedFrom(resolve(here, 'en.ts'));
    expect([...packages].filter((p) => /^(zod|libphonenumber-js|i18n-iso-countries)/.test(p))).toEqual([]);
  });

  it('are found by the walk (it follows the domain texts)', () => {
    const seen = new Set<string>();
    packagesReachedFrom(resolve(here, 'en.ts'), seen);
    expect([...seen].some((f) => f.endsWith('domain/contacts-texts.ts'))).toBe(true);
  });
});
