// A lone UTF-16 surrogate (half of an emoji, say "\ud800") cannot be stored as UTF-8 text or JSON
// by PostgreSQL, and a NUL character cannot be stored at all. Input is checked for both at the
// edge, so such a value is the sender's mistake (400), not a database error (500).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The path of the first string (or key) in a JSON value that PostgreSQL could not store, or undefined. */
export function unstorableTextPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || 'body';
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (!isStorableText(key)) return [...path, '(a key)'].join('.');
    const found = unstorableTextPath(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
