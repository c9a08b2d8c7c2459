import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLayoutSettings } from './layout-settings-context.ts';

/** Boxed mode sets the whole layout on a card of the container width; the others fill the window. */
export function LayoutFrame({ children }: { children: ReactNode }) {
  const { mode, containerWidth } = useLayoutSettings();
  const boxed = mode === 'boxed';
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: boxed ? 'action.hover' : 'background.default',
        py: boxed ? { xs: 0, xl: 3 } : 0,
      }}
      data-layout-mode={mode}
    >
      <Box
        sx={{
          display: 'flex',
          minHeight: boxed ? { xs: '100vh', xl: 'calc(100vh - 48px)' } : '100vh',
          maxWidth: boxed ? containerWidth : 'none',
          mx: 'auto',
          bgcolor: 'background.default',
          boxShadow: boxed ? 6 : 'none',
          borderRadius: boxed ? { xs: 0, xl: 3 } : 0,
          overflow: boxed ? 'clip' : 'visible',
          position: 'relative',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
