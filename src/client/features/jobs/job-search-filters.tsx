import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, type CountKind } from './search-count.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '../../../domain/enums.ts';
import { POSTED_WITHIN_DAYS, withoutFilters, type JobSearchParams } from '../../../domain/job-search-params.ts';
import { labelOf } from './job-format.ts';
import { SalaryFilter } from './salary-filter.tsx';
import type { Facet, JobSearchResult } from './jobs-types.ts';

type Change = (next: JobSearchParams) => void;

interface Option {
  value: string;
  label: string;
  count: string | undefined;
}

/**
 * A group of checkboxes with facet counts. The counts are those of the current results, so
 * while a group has a selection its other options (which would widen the search) show none.
 */
function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: Option[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel
        component="legend"
        sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}
      >
        {legend}
      </FormLabel>
      <FormGroup>
        {options.map((o) => {
          const checked = selected.includes(o.value);
          const showCount = o.count !== undefined && (checked || selected.length === 0);
          return (
            <FormControlLabel
              key={o.value}
              control={<Checkbox size="small" checked={checked} onChange={() => onToggle(o.value)} />}
              label={
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                  <span>{o.label}</span>
                  {showCount && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({o.count})
                    </Typography>
                  )}
                </Box>
              }
            />
          );
        })}
      </FormGroup>
    </FormControl>
  );
}

/** A facet's count as shown: "612+" when the search stopped counting, "≈12K" when estimated. */
const countOf = (facets: Facet[] | undefined, value: string, kind: CountKind, language: string) => {
  const count = facets?.find((f) => f.value === value)?.count;
  return count === undefined ? undefined : formatCount(count, kind, language);
};
const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** A text filter applied on Enter or when it loses focus, so typing does not add history entries. */
function CommitField({
  label,
  value,
  onCommit,
  type = 'text',
  placeholder,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'number';
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  return (
    <TextField
      label={label}
      value={draft}
      type={type}
      placeholder={placeholder}
      size="small"
      fullWidth
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      slotProps={{ htmlInput: type === 'number' ? { min: 0, step: 1000, inputMode: 'numeric' } : { maxLength: 100 } }}
    />
  );
}

export function JobSearchFilters({
  params,
  facets,
  countKind = 'exact',
  onChange,
}: {
  params: JobSearchParams;
  facets: JobSearchResult['facets'] | undefined;
  countKind?: CountKind;
  onChange: Change;
}) {
  const { t, i18n } = useTranslation('jobs');
  const industries = [...new Set([...(facets?.industry.map((f) => f.value) ?? []), ...params.industry])];
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Stack spacing={2}>
        {/* Keyed by the URL's value: Back/Forward resets what is typed here. */}
        <CommitField
          key={`location-${params.location ?? ''}`}
          label={t('filters.location')}
          placeholder={t('filters.locationPlaceholder')}
          value={params.location ?? ''}
          onCommit={(v) => onChange({ ...params, location: v || undefined })}
        />
        <SalaryFilter params={params} onChange={onChange} />
        <TextField
          select
          size="small"
          label={t('filters.posted')}
          value={params.posted === undefined ? 'any' : String(params.posted)}
          onChange={(e) =>
            onChange({ ...params, posted: e.target.value === 'any' ? undefined : Number(e.target.value) })
          }
        >
          <MenuItem value="any">{t('filters.postedAny')}</MenuItem>
          {POSTED_WITHIN_DAYS.map((d) => (
            <MenuItem key={d} value={String(d)}>
              {t(`filters.posted${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <FormControlLabel
            control={<Switch checked={params.cpa} onChange={(e) => onChange({ ...params, cpa: e.target.checked })} />}
            label={t('filters.cpa')}
          />
          <FormControlLabel
            control={
              <Switch checked={params.remote} onChange={(e) => onChange({ ...params, remote: e.target.checked })} />
            }
            label={t('filters.remote')}
          />
        </Box>
      </Stack>
      <CheckboxGroup
        legend={t('filters.type')}
        options={JOB_TYPES.map((v) => ({
          value: v,
          label: labelOf(t, 'types', v),
          count: countOf(facets?.type, v, countKind, i18n.language),
        }))}
        selected={params.type}
        onToggle={(v) => onChange({ ...params, type: toggle(params.type, v) as JobSearchParams['type'] })}
      />
      <CheckboxGroup
        legend={t('filters.level')}
        options={EXPERIENCE_LEVELS.map((v) => ({
          value: v,
          label: labelOf(t, 'levels', v),
          count: countOf(facets?.experienceLevel, v, countKind, i18n.language),
        }))}
        selected={params.level}
        onToggle={(v) => onChange({ ...params, level: toggle(params.level, v) as JobSearchParams['level'] })}
      />
      <CheckboxGroup
        legend={t('filters.industry')}
        options={industries.map((v) => ({
          value: v,
          label: labelOf(t, 'industries', v),
          count: countOf(facets?.industry, v, countKind, i18n.language),
        }))}
        selected={params.industry}
        onToggle={(v) => onChange({ ...params, industry: toggle(params.industry, v) })}
      />
    </Stack>
  );
}

export function ClearFiltersButton({ params, onChange }: { params: JobSearchParams; onChange: Change }) {
  const { t } = useTranslation('jobs');
  return (
    <Button size="small" onClick={() => onChange(withoutFilters(params))}>
      {t('filters.clear')}
    </Button>
  );
}
