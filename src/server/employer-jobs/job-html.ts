import { sanitizeRichText } from '../lib/rich-text.ts';

/** The description as stored: allow-listed tags only, links that open safely in a new tab. */
export const sanitizeJobDescription = (html: string): string => sanitizeRichText(html);
