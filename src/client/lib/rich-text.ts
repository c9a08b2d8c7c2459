import DOMPurify from 'dompurify';

// Rich text (job descriptions, guides, mails) is sanitized by the server when written; the browser
// does not rely on that: what reaches innerHTML passes DOMPurify here too, restricted to simple
// text markup. Links (the server allows http, https, mailto and the portal's own paths) keep their
// address, and how they open.
const ALLOWED_TAGS = [
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
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** Rich text as it may be given to innerHTML. */
export const cleanRichText = (html: string): string => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
