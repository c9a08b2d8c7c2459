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
