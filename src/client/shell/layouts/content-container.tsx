import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLayoutSettings } from './layout-settings-context.ts';

/** In container mode the content of each band keeps to the container width (1120 or 1570 px). */
export function ContentContainer({ children }: { children: ReactNode }) {
  const { mode, containerWidth } = useLayoutSettings();
  if (mode !== 'container') return children;
  return <Box sx={{ width: '100%', maxWidth: containerWidth, mx: 'auto' }}>{children}</Box>;
}
