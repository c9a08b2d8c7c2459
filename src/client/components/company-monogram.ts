// The monogram of a company without a logo: its initials on a colour of its own. Pure functions,
// so the same name always gets the same mark on every screen (and the rules can be unit tested).

/** Words that say what kind of company it is, not which: left out of the initials. */
const LEGAL_WORDS = new Set(
  [
    'llp',
    'llc',
    'ltd',
    'limited',
    'inc',
    'plc',
    'co',
    'corp',
    'gmbh',
    'sa',
    'ag',
    'as',
    'aş',
    'a.ş',
    'şti',
    'the',
    'and',
    'of',
    've',
    '&',
    'و',
    'ش.م.م',
    'ذ.م.م',
  ].map((w) => w.normalize('NFC')),
);

/**
 * Deep colours that all carry white text at 7:1 or better (WCAG AAA), each distinct from its
 * neighbours, so two companies side by side rarely look alike.
 */
export const MONOGRAM_COLOURS = [
  '#1d4ed8',
  '#0f766e',
  '#9d174d',
  '#6d28d9',
  '#b45309',
  '#166534',
  '#0e7490',
  '#b91c1c',
  '#4338ca',
  '#7c2d12',
  '#334155',
  '#86198f',
] as const;

const firstLetter = (word: string): string => {
  const letter = /\p{L}|\p{N}/u.exec(word)?.[0] ?? '';
  return letter.toLocaleUpperCase();
};

/**
 * Up to two initials: the first letters of the first two words that name the company ("Meridian
 * Ledger Partners LLP" -> "ML", "Anatolia Denetim ve Danışmanlık A.Ş." -> "AD"), one for a
 * one-word name. Arabic letters are kept apart with a zero-width non-joiner, as initials and not
 * one joined word.
 */
export function monogramInitials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-–—/,]+/u)
    .filter((w) => w && !LEGAL_WORDS.has(w.toLocaleLowerCase().replace(/\.$/, '')) && /\p{L}|\p{N}/u.test(w));
  const letters = words.slice(0, 2).map(firstLetter);
  if (letters.length === 0) return '?';
  return letters.join('\u200c');
}

/** The same colour for the same name, wherever it shows. */
export function monogramColour(name: string): string {
  let hash = 7;
  for (const char of name.normalize('NFC').trim().toLocaleLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length]!;
}
