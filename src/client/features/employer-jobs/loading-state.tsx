import { CircularProgress, Stack, Typography } from '@mui/material';

/** A spinner with text while the employer's jobs load; `page` fills the page (a whole screen loading). */
export function LoadingState({ label, page = false }: { label: string; page?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', py: page ? 8 : 6, flex: page ? 1 : undefined }}
      role="status"
    >
      <CircularProgress size={28} />
      <Typography>{label}</Typography>
    </Stack>
  );
}
