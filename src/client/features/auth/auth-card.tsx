import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the account screens: a heading band and a centred card. */
export function AuthCard({
  title,
  subtitle,
  aside,
  children,
}: {
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: { md: 'flex-start' }, p: { xs: 2, md: 6 } }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Box>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {aside}
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
