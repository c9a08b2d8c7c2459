import type { Theme } from '@mui/material';

/**
 * A table wider than its card scrolls sideways; this shades the edge that has more to show, so a
 * reader on a phone sees the table goes on (it looked cut off). The pale covers scroll with the
 * table and hide each shade at the end it has reached; physical sides, so right to left works too.
 */
export const scrollHintSx = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.6)' : 'rgba(0, 0, 0, 0.16)';
  return {
    overflowX: 'auto' as const,
    backgroundColor: paper,
    backgroundImage: [
      `linear-gradient(to right, ${paper}, ${paper})`,
      `linear-gradient(to right, ${paper}, ${paper})`,
      `linear-gradient(to right, ${shade}, transparent)`,
      `linear-gradient(to left, ${shade}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '24px 100%, 24px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};
