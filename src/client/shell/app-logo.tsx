import { Box } from '@mui/material';

export function AppLogo({ size = 36 }: { size?: number }) {
  return (
    <Box
      component="img"
      src="/favicon.svg"
      alt=""
      width={size}
      height={size}
      sx={{ borderRadius: 1.5, flexShrink: 0 }}
    />
  );
}
