import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ContentContainer } from './content-container.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

export function MainContent({ children }: { children: ReactNode }) {
  return (
    <>
      <VerifyEmailBanner />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        // At least a screen tall: the footer starts below the fold, so the page's content arriving
        // does not push a visible footer down (a layout shift the visitor sees).
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none', minWidth: 0, minHeight: '100vh' }}
      >
        <ContentContainer>
          <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: '100%' }}>{children}</Box>
        </ContentContainer>
      </Box>
    </>
  );
}
