import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Link,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { DateField } from '../../components/date-field.tsx';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXPERIENCE_LEVELS, JOB_TYPES, LANGUAGES } from '../../../domain/enums.ts';
import {
  INDUSTRY_SUGGESTIONS,
  JOB_LIMITS,
  jobDraftSchema,
  jobPublishSchema,
  type JobFormData,
  type JobFormInput,
} from '../../../domain/job-form-schemas.ts';
import { currencyForCountry } from '../../../domain/salary-currency.ts';
import { useMessage } from '../../i18n/use-message.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type SubmitIntent = 'draft' | 'publish' | 'preview';

/** The fields in the order they are on screen: the error summary lists them so, the first gets the focus. */
const FIELD_ORDER = [
  'position',
  'type',
  'language',
  'location',
  'address',
  'industry',
  'subindustry',
  'description',
  'experienceLevel',
  'experience',
  'education',
  'requirement',
  'keyword',
  'salaryStart',
  'salaryEnd',
  'start',
  'deadline',
  'applyUrl',
] as const satisfies readonly (keyof JobFormInput)[];
type FieldName = (typeof FIELD_ORDER)[number];
const FIELD_LABELS = {
  position: 'editor.position',
  type: 'editor.type',
  language: 'editor.language',
  location: 'editor.location',
  address: 'editor.address',
  industry: 'editor.industry',
  subindustry: 'editor.subindustry',
  description: 'editor.descriptionLabel',
  experienceLevel: 'editor.experienceLevel',
  experience: 'editor.experience',
  education: 'editor.education',
  requirement: 'editor.requirement',
  keyword: 'editor.keywords',
  salaryStart: 'editor.salaryStart',
  salaryEnd: 'editor.salaryEnd',
  start: 'editor.start',
  deadline: 'editor.deadline',
  applyUrl: 'editor.applyUrl',
} as const satisfies Record<FieldName, string>;
/** Each field's element id, the target of its link in the error summary. */
const fieldId = (name: keyof JobFormInput) => `job-field-${name}`;

interface JobFormProps {
  defaultValues: JobFormInput;
  countryCode: string | null;
  /** The company is approved: the job may be published. */
  canPublish: boolean;
  /** The job is already public: one "Save changes" button, validated like publishing. */
  live: boolean;
  /** One "Save changes" button and no publishing (a live, closed or expired job). */
  saveOnly: boolean;
  formError: string | null;
  onSubmit: (data: JobFormData, intent: SubmitIntent) => Promise<void>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: 19, fontWeight: 600, mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The job form: every field of a job in sections, validated with the schema the API uses. */
export function JobForm({ defaultValues, countryCode, canPublish, live, saveOnly, formError, onSubmit }: JobFormProps) {
  const { t } = useTranslation('employerJobs');
  const { t: tj } = useTranslation('jobs');
  const message = useMessage();
  const intent = useRef<SubmitIntent>('draft');
  const descriptionLabelId = useId();
  const descriptionHelpId = useId();
  // Publishing (and saving a live job) checks the publishing rules too; a draft only the field rules.
  const resolver: Resolver<JobFormInput, unknown, JobFormData> = (values, context, options) =>
    zodResolver(intent.current === 'publish' || live ? jobPublishSchema : jobDraftSchema)(values, context, options);
  const { register, control, handleSubmit, watch, formState } = useForm<JobFormInput, unknown, JobFormData>({
    resolver,
    defaultValues,
    // We focus the first error ourselves, in the order the fields are on screen (see below).
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const applyWay = watch('applyWay');
  const language = watch('language');
  const err = (name: keyof JobFormInput) => ({
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message),
  });
  const summary = useRef<HTMLDivElement>(null);
  const fieldElement = (name: FieldName) =>
    name === 'description'
      ? document.querySelector<HTMLElement>(`[aria-labelledby="${descriptionLabelId}"]`)
      : document.getElementById(fieldId(name));
  const focusField = (name: FieldName) => {
    let el = fieldElement(name);
    // A date picker's id is on its hidden value input: the focus goes to its first section.
    if (el?.getAttribute('aria-hidden') === 'true')
      el = document.querySelector<HTMLElement>(`[aria-labelledby="${fieldId(name)}-label"] [role="spinbutton"]`) ?? el;
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  };
  const submit = (which: SubmitIntent) => () => {
    intent.current = which;
    void handleSubmit(
      (data) => onSubmit(data, which),
      // Every field is checked at once; the first one to fix (in screen order) takes the focus.
      (invalid) => {
        const first = FIELD_ORDER.find((name) => invalid[name]);
        if (first) focusField(first);
        else summary.current?.focus();
      },
    )();
  };
  const problems = FIELD_ORDER.filter((name) => errors[name]?.message);

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()} aria-label={t('editor.editTitle')}>
      <Stack spacing={3}>
        {(formError || problems.length > 0) && (
          <Alert severity="error" role="alert" ref={summary} tabIndex={-1} data-testid="job-form-errors">
            {formError ?? t('editor.formError')}
            {!formError && problems.length > 0 && (
              // The error summary: each field to fix, by its label, a link that takes the focus there.
              <Box component="ul" sx={{ m: 0, mt: 0.5, ps: 2.5 }} aria-label={t('editor.errorSummary')}>
                {problems.map((name) => (
                  <li key={name}>
                    <Link
                      href={`#${fieldId(name)}`}
                      color="inherit"
                      onClick={(e) => {
                        e.preventDefault();
                        focusField(name);
                      }}
                    >
                      {t(FIELD_LABELS[name])}: {message(errors[name]?.message)}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        <Section title={t('editor.basics')}>
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                label={t('editor.position')}
                id={fieldId('position')}
                {...register('position')}
                {...err('position')}
                slotProps={{ htmlInput: { maxLength: JOB_LIMITS.position, dir: 'auto' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <TextField select fullWidth label={t('editor.type')} {...field} {...err('type')} id={fieldId('type')}>
                    {JOB_TYPES.map((v) => (
                      <MenuItem key={v} value={v}>
                        {tj(`types.${v}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('editor.language')}
                    {...field}
                    {...err('language')}
                    id={fieldId('language')}
                  >
                    {LANGUAGES.map((v) => (
                      <MenuItem key={v} value={v}>
                        {tj(`languages.${v}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('editor.location')}
                id={fieldId('location')}
                {...register('location')}
                {...err('location')}
                helperText={message(errors.location?.message) ?? t('editor.locationHelp')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('editor.address')}
                id={fieldId('address')}
                {...register('address')}
                {...err('address')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="industry"
                render={({ field }) => (
                  <Autocomplete
                    id={fieldId('industry')}
                    freeSolo
                    options={INDUSTRY_SUGGESTIONS as readonly string[]}
                    value={field.value ?? ''}
                    onInputChange={(_e, v) => field.onChange(v)}
                    onChange={(_e, v) => field.onChange(v ?? '')}
                    renderOption={(props, option) => (
                      <li {...props} key={option}>
                        {tj(`industries.${option}`, { defaultValue: option })}
                      </li>
                    )}
                    renderInput={(params) => (
                      <TextField {...params} label={t('editor.industry')} onBlur={field.onBlur} {...err('industry')} />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('editor.subindustry')}
                id={fieldId('subindustry')}
                {...register('subindustry')}
                {...err('subindustry')}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="remote"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('editor.remote')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={t('editor.description')}>
          <FormControl fullWidth error={Boolean(errors.description)}>
            <FormLabel id={descriptionLabelId} sx={{ mb: 1 }}>
              {t('editor.descriptionLabel')}
            </FormLabel>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <Suspense fallback={<Skeleton variant="rounded" height={270} aria-label={t('rte.loading')} />}>
                  <RichTextEditor
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labelId={descriptionLabelId}
                    describedById={descriptionHelpId}
                    error={Boolean(errors.description)}
                    dir={language === 'ar' ? 'rtl' : 'ltr'}
                  />
                </Suspense>
              )}
            />
            <FormHelperText id={descriptionHelpId}>
              {message(errors.description?.message) ?? t('editor.descriptionHelp')}
            </FormHelperText>
          </FormControl>
        </Section>

        <Section title={t('editor.requirements')}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="experienceLevel"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('editor.experienceLevel')}
                    {...field}
                    value={field.value ?? ''}
                    {...err('experienceLevel')}
                    id={fieldId('experienceLevel')}
                  >
                    <MenuItem value="">{t('editor.noLevel')}</MenuItem>
                    {EXPERIENCE_LEVELS.map((v) => (
                      <MenuItem key={v} value={v}>
                        {tj(`levels.${v}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('editor.experience')}
                id={fieldId('experience')}
                {...register('experience')}
                {...err('experience')}
                helperText={message(errors.experience?.message) ?? t('editor.experienceHelp')}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                label={t('editor.education')}
                id={fieldId('education')}
                {...register('education')}
                {...err('education')}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={4}
                label={t('editor.requirement')}
                id={fieldId('requirement')}
                {...register('requirement')}
                {...err('requirement')}
                helperText={message(errors.requirement?.message) ?? t('editor.requirementHelp')}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="keyword"
                render={({ field }) => (
                  <Autocomplete
                    id={fieldId('keyword')}
                    multiple
                    freeSolo
                    options={[] as string[]}
                    value={field.value ?? []}
                    onChange={(_e, v) => field.onChange(v.map((k) => k.trim()).filter(Boolean))}
                    renderValue={(value, getItemProps) =>
                      value.map((option, index) => {
                        const { key, ...props } = getItemProps({ index });
                        return <Chip key={key} label={option} size="small" {...props} />;
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('editor.keywords')}
                        onBlur={field.onBlur}
                        error={Boolean(errors.keyword)}
                        helperText={
                          message(
                            errors.keyword?.message ??
                              (errors.keyword as unknown as { message?: string }[] | undefined)?.find?.(
                                (e) => e?.message,
                              )?.message,
                          ) ?? t('editor.keywordsHelp')
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="requiresCPA"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('editor.requiresCPA')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={t('editor.salary')}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('editor.salaryStart')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                id={fieldId('salaryStart')}
                {...register('salaryStart')}
                {...err('salaryStart')}
                helperText={
                  message(errors.salaryStart?.message) ??
                  t('editor.salaryHelp', { currency: currencyForCountry(countryCode) })
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={t('editor.salaryEnd')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                id={fieldId('salaryEnd')}
                {...register('salaryEnd')}
                {...err('salaryEnd')}
                helperText={
                  message(errors.salaryEnd?.message) ??
                  t('editor.salaryHelp', { currency: currencyForCountry(countryCode) })
                }
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="salaryNegotiable"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('editor.salaryNegotiable')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={t('editor.dates')}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="start"
                render={({ field }) => (
                  <DateField
                    id={fieldId('start')}
                    name={field.name}
                    label={t('editor.start')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...err('start')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="deadline"
                render={({ field }) => (
                  <DateField
                    id={fieldId('deadline')}
                    name={field.name}
                    label={t('editor.deadline')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(errors.deadline)}
                    helperText={message(errors.deadline?.message) ?? t('editor.deadlineHelp')}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="applyWay"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="apply-way-label">{t('editor.applyWay')}</FormLabel>
                    <RadioGroup row aria-labelledby="apply-way-label" {...field}>
                      <FormControlLabel value="internal" control={<Radio />} label={t('editor.applyInternal')} />
                      <FormControlLabel value="external" control={<Radio />} label={t('editor.applyExternal')} />
                    </RadioGroup>
                  </FormControl>
                )}
              />
            </Grid>
            {applyWay === 'external' && (
              <Grid size={12}>
                <TextField
                  fullWidth
                  required
                  type="url"
                  label={t('editor.applyUrl')}
                  placeholder="https://"
                  id={fieldId('applyUrl')}
                  {...register('applyUrl')}
                  {...err('applyUrl')}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                />
              </Grid>
            )}
          </Grid>
        </Section>

        {!canPublish && <Alert severity="info">{t('editor.cannotPublish')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={submit('preview')} disabled={isSubmitting}>
            {t('editor.preview')}
          </Button>
          {saveOnly ? (
            <Button variant="contained" onClick={submit('draft')} disabled={isSubmitting}>
              {isSubmitting ? t('editor.saving') : t('editor.saveChanges')}
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={submit('draft')} disabled={isSubmitting}>
                {isSubmitting && intent.current === 'draft' ? t('editor.saving') : t('editor.saveDraft')}
              </Button>
              {canPublish && (
                <Button variant="contained" color="secondary" onClick={submit('publish')} disabled={isSubmitting}>
                  {isSubmitting && intent.current === 'publish' ? t('editor.publishing') : t('editor.publish')}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
