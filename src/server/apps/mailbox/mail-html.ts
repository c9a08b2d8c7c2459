import { richTextWords, sanitizeRichText } from '../../lib/rich-text.ts';

// Mail bodies are rich text from the compose editor, kept as the product keeps all rich text.

export const sanitizeMailHtml = (html: string): string => sanitizeRichText(html);

/** The words of a mail, one space between blocks: what search reads and the list previews. */
export const mailText = richTextWords;
