import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PageBand } from '../../components/page-band.tsx';

/** The frame of a staff screen: a header band with the title, then the content column. */
export function AdminPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand title={title} subtitle={subtitle} />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1280 }}>{children}</Box>
    </Box>
  );
}
