import type { Language } from '../../domain/enums.ts';
import { escapeHtml } from '../lib/html.ts';

/** Text placed in a mail's HTML: every character that could start markup is escaped. */
export const escapeMailHtml = (value: string): string => escapeHtml(value, { numeric: true });

/** The one HTML frame of every mail: the recipient's language and its direction (Arabic right to left). */
export function mailDocument(lang: Language, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1e293b">\n${body}\n</body></html>`;
}

// User-written text (names, job titles, company names) keeps its own direction inside a mail of
// the other direction (issue 11): "Senior Auditor (IFRS)" in an Arabic mail, an Arabic name in
// an English one. HTML isolates it with <bdi>; plain text and subjects with Unicode's first
// strong isolate (U+2068 … U+2069), which every mail client lays out without showing.
const FSI = '\u2068';
const PDI = '\u2069';

/** A piece of user text for a plain-text line or a subject: isolated in its own direction. */
export const isolateText = (value: string): string => `${FSI}${value}${PDI}`;

/**
 * A sentence of ours filled with user text, as HTML: our words escaped, each piece of user text
 * escaped and wrapped in <bdi> so it keeps its own direction.
 */
export function fillHtml<A extends string[]>(sentence: (...args: A) => string, ...values: A): string {
  const marks = values.map((_v, i) => `\uE000${i}\uE001`) as A;
  return escapeMailHtml(sentence(...marks)).replace(
    /\uE000(\d+)\uE001/g,
    (_m, i: string) => `<bdi>${escapeMailHtml(values[Number(i)] ?? '')}</bdi>`,
  );
}

/** The same sentence as plain text, each piece of user text isolated. */
export const fillText = <A extends string[]>(sentence: (...args: A) => string, ...values: A): string =>
  sentence(...(values.map(isolateText) as A));

/**
 * User text in a subject: isolated in a right-to-left subject, where an English title would
 * otherwise swap places with its punctuation; a left-to-right subject lays out an Arabic name at
 * its end correctly and stays plain ASCII where it can.
 */
export const subjectText = (lang: Language, value: string): string => (lang === 'ar' ? isolateText(value) : value);
