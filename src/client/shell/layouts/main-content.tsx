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
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none', minWidth: 0 }}
      >
        <ContentContainer>
          <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: '100%' }}>{children}</Box>
        </ContentContainer>
      </Box>
    </>
  );
}
