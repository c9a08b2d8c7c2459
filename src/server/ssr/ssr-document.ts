import type { Language } from '../../domain/enums.ts';
import { RTL_LANGUAGES } from '../../domain/enums.ts';

export interface DocumentParts {
  /** Up to (not including) `</head>`: sent at once, so the browser fetches the scripts while the page renders. */
  head: string;
  /** From `</head>` on, with `<!--root-->` where the rendered markup goes and `<!--payload-->` for its data. */
  tail: string;
}

const ROOT = '<div id="root"></div>';

/**
 * Splits the built index.html (with the page's own head tags and preloads already in) around
 * the places a server-rendered page fills: the head's end (its styles) and #root (its markup
 * and, after it, the data it was rendered with). The document carries the page's language and
 * direction from its first byte, so Arabic never shows left to right.
 */
export function documentParts(template: string, language: Language): DocumentParts | undefined {
  const headEnd = template.indexOf('</head>');
  const root = template.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) return undefined;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const head = template.slice(0, headEnd).replace(/<html[^>]*>/i, `<html lang="${language}" dir="${dir}">`);
  return { head, tail: template.slice(headEnd) };
}

/** React puts the preloads of the page's pictures before its markup; they belong in the head. */
function splitLeadingLinks(html: string): { links: string; markup: string } {
  const match = /^(?:<link [^>]*>)+/.exec(html);
  return match ? { links: match[0], markup: html.slice(match[0].length) } : { links: '', markup: html };
}

/** The rest of the document once the page has rendered (or, without `page`, the empty #root the browser fills). */
export function documentTail(tail: string, page?: { styles: string; html: string; payloadScript: string }): string {
  if (!page) return tail;
  const { links, markup } = splitLeadingLinks(page.html);
  const headEnd = tail.indexOf('</head>');
  const withHead = `${page.styles}${links}${tail.slice(headEnd)}`;
  // Replacer functions: a `$&` in a job's text must stay literal.
  return withHead.replace(ROOT, () => `<div id="root">${markup}</div>${page.payloadScript}`);
}
