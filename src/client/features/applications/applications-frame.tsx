import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PageBand } from '../../components/page-band.tsx';

/** The frame of the applications screens: a heading band and a content column. */
export function ApplicationsFrame({
  title,
  subtitle,
  maxWidth = 1000,
  children,
}: {
  title: string;
  subtitle?: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ flex: 1 }}>
      <PageBand title={title} subtitle={subtitle} />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth }}>{children}</Box>
    </Box>
  );
}
