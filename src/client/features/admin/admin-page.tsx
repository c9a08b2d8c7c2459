import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of a staff screen: a header band with the title, then the content column. */
export function AdminPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>{subtitle}</Typography>
      </Box>
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1280 }}>{children}</Box>
    </Box>
  );
}
