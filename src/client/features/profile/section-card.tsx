import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled section of the profile, with an optional action at its head. */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id={id} variant="h2" component="h2" sx={{ fontSize: 20, fontWeight: 600 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}
