import sanitizeHtml from 'sanitize-html';

// Rich text from the product's editor (job descriptions, help guides, workspace mail). Only simple
// formatting is kept; scripts, styles, images, frames, event handlers and links other than
// http(s)/mailto are dropped. Only the sanitized HTML is ever stored.
const TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'];

const safeLink = (href: string): sanitizeHtml.Tag['attribs'] =>
  href ? { href, rel: 'noopener noreferrer nofollow', target: '_blank' } : {};

const optionsFor = ({ code, localLinks }: RichTextOptions): sanitizeHtml.IOptions => ({
  allowedTags: code ? [...TAGS, 'code'] : TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these is code, not content: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // The editor's own names for bold and italic, kept as their semantic tags.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      // The portal's own pages open in place; other sites in a new tab.
      if (localLinks && href.startsWith('/') && !href.startsWith('//')) return { tagName, attribs: { href } };
      return { tagName, attribs: safeLink(href) };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
});

export interface RichTextOptions {
  /** Keep inline `code` (help guides name settings and paths). */
  code?: boolean;
  /** Let links to the portal's own paths (`/job/search/…`) through, opening in place. */
  localLinks?: boolean;
}

/** Rich text as stored: allow-listed tags only, links that open safely. */
export const sanitizeRichText = (html: string, options: RichTextOptions = {}): string =>
  sanitizeHtml(html, optionsFor(options)).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of rich text, one space between blocks: what search reads and lists preview. */
export function richTextWords(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style'],
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
