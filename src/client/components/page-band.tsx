import { Box, Stack, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { alignWithPage } from '../lib/bidi.ts';

const PADDING = {
  compact: { xs: 3, md: 4 },
  regular: { xs: 3, md: 5 },
  roomy: { xs: 4, md: 6 },
} as const;

export interface PageBandProps {
  /** The page's h1. */
  title: ReactNode;
  /** A line below the title. */
  subtitle?: ReactNode;
  /** Buttons at the end of the band: beside the title from `actionsFrom` up, below it on narrower screens. */
  actions?: ReactNode;
  /** More below the title and subtitle (chips, a search form, a line of links). */
  children?: ReactNode;
  /** Above the title (a back link). */
  above?: ReactNode;
  /** At the start of the title, on the same line (a logo). */
  leading?: ReactNode;
  /** Vertical padding on phones / from md up: compact 24/32px, regular 24/40px, roomy 32/48px. */
  padding?: keyof typeof PADDING;
  /** The title's font size in px on phones / from md up, or the theme's h1 size. */
  titleSize?: { xs: number; md: number } | 'theme';
  /** dir="auto" on the title, for words someone typed (a job's position) that may be in another script. */
  titleDir?: 'auto';
  /**
   * How the actions sit: `inline` (one or two buttons) beside the title from sm up, centred on it,
   * keeping their width; `toolbar` (a selector and several buttons) below the title until md, then
   * beside it level with its last line, wrapping when space runs short.
   */
  actionsLayout?: 'inline' | 'toolbar';
  /** The width of the band's content (e.g. to line up with the content column below). */
  maxWidth?: number;
  /** A one-off adjustment of the band itself. */
  sx?: SxProps<Theme>;
}

/** The coloured band at the top of a screen: its h1, a line below, actions at the end. */
export function PageBand({
  title,
  subtitle,
  actions,
  children,
  above,
  leading,
  padding = 'regular',
  titleSize = { xs: 26, md: 34 },
  titleDir,
  actionsLayout = 'inline',
  maxWidth,
  sx,
}: PageBandProps) {
  const toolbar = actionsLayout === 'toolbar';
  const heading = (
    <>
      <Typography
        variant="h1"
        component="h1"
        dir={titleDir}
        sx={{
          fontSize: titleSize === 'theme' ? undefined : titleSize,
          overflowWrap: 'anywhere',
          ...(titleDir && alignWithPage),
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ mt: 1, opacity: 0.9 }} component="p">
          {subtitle}
        </Typography>
      )}
      {children}
    </>
  );
  const titleBlock = (
    <>
      {above}
      {leading ? (
        <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
          {leading}
          <div>{heading}</div>
        </Stack>
      ) : (
        heading
      )}
    </>
  );
  return (
    <Box
      sx={[
        { bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, py: PADDING[padding] },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {actions ? (
        <Stack
          direction={{ xs: 'column', [toolbar ? 'md' : 'sm']: 'row' }}
          spacing={2}
          sx={{
            alignItems: toolbar ? { md: 'flex-end' } : { sm: 'center' },
            justifyContent: 'space-between',
            maxWidth,
          }}
        >
          <Box sx={{ minWidth: toolbar ? undefined : 0 }}>{titleBlock}</Box>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', flexShrink: toolbar ? undefined : 0, alignItems: 'center' }}
          >
            {actions}
          </Stack>
        </Stack>
      ) : maxWidth ? (
        <Box sx={{ maxWidth }}>{titleBlock}</Box>
      ) : (
        titleBlock
      )}
    </Box>
  );
}
