const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for an HTML text node or a double-quoted attribute: every character that could start markup
 * is escaped (the server's pages and mails, the browser's quoted mail header). Mails use numeric
 * references (`numeric`), which every mail client reads alike.
 */
export function escapeHtml(text: string, { numeric = false } = {}): string {
  return text.replace(/[&<>"']/g, (c) => (numeric ? `&#${c.charCodeAt(0)};` : NAMED[c]!));
}
