import { describe, expect, it } from 'vitest';
import { resources } from './i18n-resources.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
}

describe('translations', () => {
  for (const lang of ['tr', 'ar'] as const) {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      it(`${lang}/${ns} has exactly the keys of en/${ns}, each non-empty and with the same placeholders`, () => {
        const en = resources.en[ns];
        const other = resources[lang][ns];
        expect(keys(other).sort()).toEqual(keys(en).sort());
        for (const key of keys(en)) {
          const get = (o: unknown) =>
            key.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o) as string;
          expect(get(other).trim(), `${lang}/${ns}:${key}`).not.toBe('');
          expect(placeholders(get(other)), `${lang}/${ns}:${key}`).toEqual(placeholders(get(en)));
        }
      });
    }
  }
});

describe('the two parts each language is fetched in', () => {
  // The browser asks for a namespace by its part: one in the English core's list from the core
  // file, any other from the workspace file. A namespace in the other part would arrive empty.
  it('hold the same namespaces in every language', async () => {
    const parts = async (language: 'en' | 'tr' | 'ar') => ({
      core: Object.keys((await import(`./i18n-resources-${language}-core.ts`)).default as object).sort(),
      workspace: Object.keys((await import(`./i18n-resources-${language}-workspace.ts`)).default as object).sort(),
    });
    const en = await parts('en');
    expect(en.core).toContain('jobs');
    expect(en.workspace).toContain('admin');
    expect([...en.core, ...en.workspace].sort()).toEqual(Object.keys(resources.en).sort());
    expect(await parts('tr')).toEqual(en);
    expect(await parts('ar')).toEqual(en);
  });
});
