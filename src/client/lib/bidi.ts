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
