import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.ts';

describe('pageLanguage', () => {
  it('takes the address first, then the reader’s cookie, then the browser’s languages, else English', () => {
    expect(pageLanguage({ query: 'ar', cookie: 'lang=tr', acceptLanguage: 'en' })).toBe('ar');
    expect(pageLanguage({ query: 'xx', cookie: 'theme=dark; lang=tr', acceptLanguage: 'ar' })).toBe('tr');
    expect(pageLanguage({ cookie: 'lang=fr', acceptLanguage: 'ar-AE,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(pageLanguage({})).toBe('en');
  });

  it('honours q-values and skips languages it does not speak', () => {
    expect(pageLanguage({ acceptLanguage: 'de-DE, en;q=0.5, tr-TR;q=0.8' })).toBe('tr');
    expect(pageLanguage({ acceptLanguage: 'fr, de' })).toBe('en');
    expect(pageLanguage({ acceptLanguage: 'ar;q=0, en' })).toBe('en');
  });
});
