/**
 * A first and a last name guessed from the name someone signed up with: the first word, then the
 * rest ("Ayşe Nur Yılmaz" → "Ayşe", "Nur Yılmaz"). One word is a first name only.
 */
export function namesFromDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', lastName: '' };
  const [first = '', ...rest] = words;
  // An e-mail address used as a display name is no name.
  if (first.includes('@')) return { firstName: '', lastName: '' };
  return { firstName: first, lastName: rest.join(' ') };
}
