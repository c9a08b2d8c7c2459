import type { Contact } from './contacts-api.ts';

export type ListRow = { kind: 'letter'; letter: string } | { kind: 'contact'; contact: Contact };

/** A name's group: its first letter in the interface's capitals (İ in Turkish), or # for a digit or sign. */
export function letterOf(name: string, lang: string): string {
  const first = [...name.trim()][0] ?? '#';
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase(lang) : '#';
}

/**
 * The contacts (already in name order from the server) with a heading row before each new first
 * letter: one flat list, so the virtualizer renders headings and people alike.
 */
export function withLetterRows(contacts: readonly Contact[], lang: string): ListRow[] {
  const rows: ListRow[] = [];
  let current: string | undefined;
  for (const contact of contacts) {
    const letter = letterOf(contact.name, lang);
    if (letter !== current) {
      rows.push({ kind: 'letter', letter });
      current = letter;
    }
    rows.push({ kind: 'contact', contact });
  }
  return rows;
}
