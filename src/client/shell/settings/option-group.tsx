import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';

interface OptionGroupProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  disabled?: boolean;
}

/** One exclusive choice of the settings panel, labelled for screen readers. */
export function OptionGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
}: OptionGroupProps<T>) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500, mb: 0.75 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        disabled={disabled}
        onChange={(_, v: T | null) => v !== null && onChange(v)}
        aria-labelledby={id}
      >
        {options.map((o) => (
          <ToggleButton
            key={String(o.value)}
            value={o.value}
            sx={{ py: 0.75, fontSize: '0.8125rem', textTransform: 'none' }}
          >
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
