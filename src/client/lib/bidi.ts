/**
 * For text someone typed, shown with dir="auto" so its punctuation and numbers stay in its own
 * order ("Egeli Sigorta A.Ş." in an Arabic page): keep it aligned with the page, not with its own
 * direction. Written as `left` because the right-to-left stylesheet flips it to `right` in Arabic;
 * `start` would follow the text's own direction and push a Latin title to the far side.
 */
export const alignWithPage = { textAlign: 'left' } as const;
