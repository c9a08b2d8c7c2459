import type { Language } from '../../domain/enums.ts';
import { escapeHtml } from '../lib/html.ts';

/** Text placed in a mail's HTML: every character that could start markup is escaped. */
export const escapeMailHtml = (value: string): string => escapeHtml(value, { numeric: true });

/** The one HTML frame of every mail: the recipient's language and its direction (Arabic right to left). */
export function mailDocument(lang: Language, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1e293b">\n${body}\n</body></html>`;
}

/**
 * Text a user wrote (a job title, a company or person's name) set in a sentence of the mail's
 * language: isolated (U+2068 … U+2069) so an English title in an Arabic sentence, or an Arabic
 * name in an English one, keeps its own direction and its punctuation stays where it belongs, in
 * the plain text, the subject and the HTML alike.
 */
export const isolate = (userText: string): string => `\u2068${userText}\u2069`;
