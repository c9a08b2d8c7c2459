import DOMPurify from 'dompurify';

// Rich text (job descriptions, guides, mails) is sanitized by the server when written; the browser
// does not rely on that: what reaches innerHTML passes DOMPurify here too, restricted to simple
// text markup. Links (the server allows http, https, mailto and the portal's own paths) keep their
// address, and how they open.
export const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'code',
];
export const ALLOWED_ATTR = ['href', 'target', 'rel'];

type Sanitizer = (html: string) => string;

// DOMPurify needs a DOM, which the server rendering public pages has not: it hands in its own
// cleaner (sanitize-html, the one that cleans what is written) with the same allow-list.
let sanitize: Sanitizer = (html) => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });

export function setRichTextSanitizer(next: Sanitizer): void {
  sanitize = next;
}

/** Rich text as it may be given to innerHTML. */
export const cleanRichText = (html: string): string => sanitize(html);
