import sanitizeHtml from 'sanitize-html';

// A guide's text is rich text from the staff's editor. Only simple formatting is kept; scripts,
// styles, frames, event handlers and links other than http(s)/mailto or the portal's own paths
// are dropped. Only the sanitized HTML is ever stored.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'code'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      // The portal's own pages open in place; other sites in a new tab.
      if (href.startsWith('/') && !href.startsWith('//')) return { tagName, attribs: { href } };
      return {
        tagName,
        attribs: href ? { href, rel: 'noopener noreferrer nofollow', target: '_blank' } : {},
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** A guide's HTML as stored: allow-listed tags only, links that open safely. */
export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a guide's HTML, for search and for a result's excerpt. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
