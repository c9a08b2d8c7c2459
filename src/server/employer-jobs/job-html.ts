import sanitizeHtml from 'sanitize-html';

// Job descriptions are rich text from the employer's editor. Only simple formatting is kept;
// scripts, styles, frames, event handlers and links other than http(s)/mailto are dropped.
// Only the sanitized HTML is ever stored.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
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
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' } : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** The description as stored: allow-listed tags only, links that open safely in a new tab. */
export function sanitizeJobDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
