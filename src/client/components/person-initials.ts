/**
 * Up to two letters for a person's avatar without a picture: the first letter of each of the
 * first two words of their name ("Omar Staff" → "OS", "نور حداد" → "نح"), whole characters only.
 */
export const personInitials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
