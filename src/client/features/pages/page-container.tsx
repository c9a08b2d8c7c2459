import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageBand } from '../../components/page-band.tsx';

/** The frame of a plain content page: a header band and a readable column. */
export function PageContainer({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ flex: 1 }}>
      <PageBand title={title} subtitle={subtitle} padding="roomy" titleSize="theme" />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 }, maxWidth: 960 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: 20, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {children}
      </Typography>
    </Box>
  );
}
