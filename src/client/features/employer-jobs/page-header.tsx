import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The coloured header of the employer's job screens: title, a line below, actions at the end. */
export function PageHeader({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {children}
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }} dir="auto">
            {title}
          </Typography>
          {subtitle && <Typography sx={{ mt: 1, opacity: 0.9 }}>{subtitle}</Typography>}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
