import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Company } from './employer-account-api.ts';

/** Shown only to someone who manages more than one company. */
export function CompanySelector({
  list,
  value,
  onChange,
}: {
  list: Company[];
  value: string | undefined;
  onChange(id: string): void;
}) {
  const { t } = useTranslation('employerAccount');
  if (list.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      id="company-selector"
      label={t('company.selector')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {list.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
