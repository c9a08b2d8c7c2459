import Search from '@mui/icons-material/Search';
import {
  Box,
  FormControl,
  FormControlLabel,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { APPLICANT_QUERY_MAX_LENGTH } from '../../../domain/applicant-schemas.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/enums.ts';

export interface ApplicantFilterState {
  status: ApplicationStatus | '';
  shortlisted: boolean;
  group: string;
  q: string;
}

/** Search by name, status, shortlisted only and group: all kept in the address (shareable). */
export function ApplicantsFilters({
  value,
  groups,
  onChange,
  showStatus,
}: {
  value: ApplicantFilterState;
  groups: string[];
  onChange: (next: Partial<ApplicantFilterState>) => void;
  showStatus: boolean;
}) {
  const { t } = useTranslation('applicants');
  return (
    <Box
      component="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        flexWrap: 'wrap',
        gap: 1.5,
        '& .MuiFormControlLabel-root': { mx: 0 },
      }}
    >
      <TextField
        size="small"
        label={t('filters.search')}
        value={value.q}
        onChange={(e) => onChange({ q: e.target.value })}
        sx={{ width: { md: 260 } }}
        slotProps={{
          htmlInput: { maxLength: APPLICANT_QUERY_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {showStatus && (
        <FormControl size="small" sx={{ minWidth: { md: 180 } }}>
          <InputLabel id="applicants-filter-status" shrink>
            {t('filters.status')}
          </InputLabel>
          <Select
            labelId="applicants-filter-status"
            label={t('filters.status')}
            notched
            displayEmpty
            value={value.status}
            onChange={(e) => onChange({ status: e.target.value as ApplicationStatus | '' })}
          >
            <MenuItem value="">{t('filters.anyStatus')}</MenuItem>
            {APPLICATION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`applicationStatus.${s}`, { ns: 'values' })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {groups.length > 0 && (
        <FormControl size="small" sx={{ minWidth: { md: 180 } }}>
          <InputLabel id="applicants-filter-group" shrink>
            {t('filters.group')}
          </InputLabel>
          <Select
            labelId="applicants-filter-group"
            label={t('filters.group')}
            notched
            displayEmpty
            value={groups.includes(value.group) ? value.group : ''}
            onChange={(e) => onChange({ group: e.target.value })}
          >
            <MenuItem value="">{t('filters.anyGroup')}</MenuItem>
            {groups.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <FormControlLabel
        control={<Switch checked={value.shortlisted} onChange={(e) => onChange({ shortlisted: e.target.checked })} />}
        label={t('filters.shortlisted')}
      />
    </Box>
  );
}
