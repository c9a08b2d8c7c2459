/**
 * PostgreSQL refusals that come from what a person typed rather than from our code: a null
 * character in a text (0x00 is not allowed in PostgreSQL text) or a date it cannot hold. They
 * are the user's mistake, so they answer as bad input, never as a 500.
 */
const USER_INPUT_SQLSTATES: Record<string, string> = {
  '22021': 'The text contains a character that is not allowed (a null character). Remove it and try again.',
  '22P05': 'The text contains a character that is not allowed. Remove it and try again.',
  '22008': 'A date is out of range. Use a date such as 2026-12-31.',
  '22007': 'A date is not valid. Use the form YYYY-MM-DD.',
};

/** The person-facing message for a database error caused by input, or undefined for our own faults. */
export function userInputDbMessage(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in USER_INPUT_SQLSTATES) return USER_INPUT_SQLSTATES[code];
  }
  return undefined;
}
