import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the applications screens: a heading band and a content column. */
export function ApplicationsFrame({ title, subtitle, maxWidth = 1000, children }: { title: string; subtitle?: string; maxWidth?: number; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ mt: 1, opacity: 0.9 }} component="p">
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth }}>{children}</Box>
    </Box>
  );
}
