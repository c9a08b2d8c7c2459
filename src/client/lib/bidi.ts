/**
 * For text someone typed, shown with dir="auto" so its punctuation and numbers stay in its own
 * order ("Egeli Sigorta A.Ş." in an Arabic page): keep it aligned with the page, not with its own
 * direction. Written as `left` because the right-to-left stylesheet flips it to `right` in Arabic;
 * `start` would follow the text's own direction and push a Latin title to the far side.
 */
export const alignWithPage = { textAlign: 'left' } as const;

/**
 * For an icon that points along the reading direction (back, forward, send, reply): mirrored in
 * a right-to-left page, so "back" points to where the reader came from.
 */
export const mirrorInRtl = {
  transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none'),
} as const;

/** Left-to-right isolate: a number or range keeps its order and stays one unit in an Arabic sentence. */
const LRI = '\u2066';
/** First-strong isolate: the text's own first letter sets its direction. */
const FSI = '\u2068';
const PDI = '\u2069';
/**
 * Intl's Arabic patterns carry right-to-left and Arabic letter marks ("‏51,000 US$"); inside a
 * left-to-right isolate they would split the amount from its symbol again.
 */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
/**
 * The full stop that ends an Arabic currency abbreviation ("د.إ.", "ر.س."): a right-to-left mark
 * after it keeps it at the symbol's end, on its left, where left alone it took the isolate's
 * direction and showed at the symbol's start (".د.إ").
 */
const ARABIC_SYMBOL_END = /(?<=[\u0600-\u06ff])\.(?![\u0600-\u06ff])/g;

/**
 * Text that must read left to right as one unit in any sentence (amounts, ranges, 'US$'): isolated,
 * so "US$ 746" does not turn into "$US 746" in an Arabic line, and never broken across lines (its
 * spaces are no-break spaces, a range's dash is joined to what follows), which in an Arabic line
 * would put "49,600–" at one line's end and "70,700 US$" at the next one's start.
 */
export const isolate = (text: string) =>
  `${LRI}${text
    .replace(DIRECTION_MARKS, '')
    .replace(ARABIC_SYMBOL_END, '$&\u200f')
    .replace(/ /g, '\u00a0')
    .replace(/–/g, '–\u2060')}${PDI}`;

/** Right-to-left isolate. */
const RLI = '\u2067';

/**
 * A compact amount whose scale is a word ("1.07 ترليون US$"): in an Arabic line it reads in the
 * word's direction, the number first, as Intl wrote it; a left-to-right isolate turned it into
 * "US$ ترليون 1.07". Other amounts (and every amount in a left-to-right language) are `isolate`d.
 */
export const isolateCompact = (text: string) =>
  /\d\s+[\u0600-\u06ff]{2,}/.test(text)
    ? // …with its Latin currency code kept left to right inside ("US$", not "$US").
      `${RLI}${text.replace(/ /g, '\u00a0').replace(/[A-Za-z]+[$€£]?/g, (code) => `${LRI}${code}${PDI}`)}${PDI}`
    : isolate(text);

/**
 * Text inside a sentence that keeps its own direction, taken from its first letter (first-strong
 * isolate): what people wrote (a name, search words), or "≈540 ألف" in an English sentence.
 */
export const firstStrong = (text: string) => `${FSI}${text}${PDI}`;
