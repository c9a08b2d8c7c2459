/** What a date field reports while its text is no date; the form's date schemas refuse it with their own words. */
export const INVALID_DATE = 'invalid-date';
