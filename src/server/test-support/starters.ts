import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Language } from '../../domain/enums.ts';
import { users } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A staff member who has just joined (signed up in `language`, then given the staff role): their token. */
export async function newStaffMember(t: TestApp, email: string, language: Language = 'en'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { displayName: 'New Staff', email, password: 'a long enough password', language },
  });
  await t.app.services.database.db
    .update(users)
    .set({ role: ['staff'] })
    .where(eq(users.email, email));
  return (res.json() as { access_token: string }).access_token;
}

/** The account row of `email`, as the seed's sample writers take it (a demo account's owner). */
export async function accountOf(t: TestApp, email: string) {
  const [row] = await t.app.services.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

/**
 * A workspace app's sample content as the seed writes it for each language's owner: the same items as the English one
 * (`shape`), every text written out anew (an empty one stays empty), the Arabic in Arabic script.
 */
export function expectStarterTranslated<T>(
  byLanguage: Record<Language, T[]>,
  texts: (items: T[]) => (string | null | undefined)[],
  shape: (items: T[]) => unknown,
): void {
  const english = texts(byLanguage.en);
  for (const language of ['tr', 'ar'] as const) {
    expect(shape(byLanguage[language])).toEqual(shape(byLanguage.en));
    texts(byLanguage[language]).forEach((text, i) => {
      if (english[i]) expect(text).not.toBe(english[i]);
    });
  }
  for (const text of texts(byLanguage.ar)) if (text) expect(text).toMatch(/[\u0600-\u06FF]/);
}
