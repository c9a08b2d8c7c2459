import { richTextWords, sanitizeRichText } from '../../lib/rich-text.ts';

/** A guide's HTML as stored: allow-listed tags and inline code; links to the portal's pages open in place. */
export const sanitizeGuideHtml = (html: string): string => sanitizeRichText(html, { code: true, localLinks: true });

/** The words of a guide's HTML, for search and for a result's excerpt. */
export const plainText = richTextWords;
