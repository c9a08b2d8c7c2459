import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { InputAdornment, TextField } from '@mui/material';
import { MODERATION_LIMITS } from '../../../domain/moderation-schemas.ts';

/** The free-text search of a staff list (users, companies), with the server's length limit. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(next: string): void;
}) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: MODERATION_LIMITS.query },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
