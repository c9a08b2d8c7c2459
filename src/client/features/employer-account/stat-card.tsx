import { Paper, Typography } from '@mui/material';

/** One number of the dashboard, with what it counts. */
export function StatCard({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }} data-testid={testId}>
      <Typography variant="h3" component="p" sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}>
        {value.toLocaleString()}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
    </Paper>
  );
}
