import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ACADEMY_DESCRIPTION_MAX,
  ACADEMY_STEP_SUBTITLE_MAX,
  ACADEMY_STEP_TITLE_MAX,
  ACADEMY_TITLE_MAX,
  courseInputSchema,
} from '../../../../domain/academy-schemas.ts';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { LANGUAGES, type Language } from '../../../../domain/enums.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { useAcademyCategories, useAcademyCourse, useCourseMutations, type CourseDetail } from './academy-api.ts';
import { LoadError, coursePath, useReaderLanguage } from './academy-parts.tsx';
import { mirrorInRtl } from '../../../lib/bidi.ts';

// The product's one rich-text editor (Tiptap), loaded only when a course is written.
const RichTextEditor = lazy(() => import('../../employer-jobs/index.ts').then((m) => ({ default: m.RichTextEditor })));

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', tr: 'Türkçe', ar: 'العربية' };

interface StepDraft {
  key: number;
  title: string;
  subtitle: string;
  content: string;
}
interface Draft {
  categoryId: string;
  duration: string;
  featured: boolean;
  texts: Record<Language, { title: string; description: string }>;
  steps: StepDraft[];
}

let nextKey = 1;
const emptyStep = (): StepDraft => ({ key: nextKey++, title: '', subtitle: '', content: '' });

function draftOf(course: CourseDetail | null, categoryId: string): Draft {
  const texts = {
    en: { title: '', description: '' },
    tr: { title: '', description: '' },
    ar: { title: '', description: '' },
  };
  for (const tr of course?.translations ?? []) texts[tr.language] = { title: tr.title, description: tr.description };
  return {
    categoryId: course?.categoryId ?? categoryId,
    duration: String(course?.duration ?? 30),
    featured: course?.featured ?? false,
    texts,
    steps: course
      ? course.steps.map((s) => ({ key: nextKey++, title: s.title, subtitle: s.subtitle, content: s.content }))
      : [emptyStep()],
  };
}

function Editor({ course }: { course: CourseDetail | null }) {
  const { t } = useTranslation('academy');
  const say = useMessage();
  const navigate = useNavigate();
  const lang = useReaderLanguage();
  const categories = useAcademyCategories(lang);
  const m = useCourseMutations();
  const [draft, setDraft] = useState<Draft>(() => draftOf(course, ''));
  const [tab, setTab] = useState<Language>('en');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const categoryId = draft.categoryId || categories.data?.[0]?.id || '';
  const busy = m.create.isPending || m.update.isPending || m.remove.isPending;
  const setStep = (i: number, patch: Partial<StepDraft>) =>
    setDraft((d) => ({ ...d, steps: d.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const move = (i: number, by: number) =>
    setDraft((d) => {
      const steps = [...d.steps];
      const [s] = steps.splice(i, 1);
      steps.splice(i + by, 0, s!);
      return { ...d, steps };
    });

  const submit = () => {
    const input = {
      categoryId,
      duration: Number(draft.duration),
      featured: draft.featured,
      // A language counts once something of it is written; English always.
      translations: LANGUAGES.filter((l) => l === 'en' || draft.texts[l].title || draft.texts[l].description).map(
        (language) => ({ language, ...draft.texts[language] }),
      ),
      steps: draft.steps.map(({ title, subtitle, content }) => ({ title, subtitle, content })),
    };
    const checked = courseInputSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const done = (saved: { slug: string }) => void navigate(coursePath(saved.slug));
    if (course) m.update.mutate({ id: course.id, input }, { onSuccess: done });
    else m.create.mutate(input, { onSuccess: done });
  };
  const error = problem ?? (m.create.error || m.update.error || m.remove.error);

  return (
    <Box sx={{ px: { xs: 2, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1000 }}>
      <Button
        component={Link}
        to={course ? coursePath(course.slug) : clientPaths.appsAcademy}
        size="small"
        startIcon={<ArrowBack sx={mirrorInRtl} />}
        sx={{ mb: 1 }}
      >
        {course ? course.title : t('backToCourses')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 700, mb: 3 }}>
        {course ? t('staff.editTitle', { title: course.title }) : t('staff.newTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              label={t('staff.category')}
              value={categoryId}
              onChange={(e) => setDraft({ ...draft, categoryId: e.target.value })}
              sx={{ minWidth: 220 }}
            >
              {(categories.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={t('staff.duration')}
              value={draft.duration}
              onChange={(e) => setDraft({ ...draft, duration: e.target.value })}
              slotProps={{ htmlInput: { min: 1, max: 600, step: 5 } }}
              sx={{ maxWidth: 200 }}
            />
            <FormControlLabel
              control={
                <Switch checked={draft.featured} onChange={(e) => setDraft({ ...draft, featured: e.target.checked })} />
              }
              label={t('staff.featured')}
            />
          </Stack>
          <Tabs value={tab} onChange={(_e, v: Language) => setTab(v)} aria-label={t('staff.language')} sx={{ mb: 2 }}>
            {LANGUAGES.map((l) => (
              <Tab
                key={l}
                value={l}
                label={LANGUAGE_NAMES[l]}
                lang={l}
                id={`lang-tab-${l}`}
                aria-controls="lang-panel"
              />
            ))}
          </Tabs>
          <Stack spacing={2} id="lang-panel" role="tabpanel" aria-labelledby={`lang-tab-${tab}`}>
            <TextField
              label={t('staff.courseTitle')}
              value={draft.texts[tab].title}
              required={tab === 'en'}
              onChange={(e) =>
                setDraft({ ...draft, texts: { ...draft.texts, [tab]: { ...draft.texts[tab], title: e.target.value } } })
              }
              slotProps={{ htmlInput: { maxLength: ACADEMY_TITLE_MAX, dir: tab === 'ar' ? 'rtl' : 'ltr', lang: tab } }}
            />
            <TextField
              label={t('staff.description')}
              value={draft.texts[tab].description}
              required={tab === 'en'}
              multiline
              minRows={2}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  texts: { ...draft.texts, [tab]: { ...draft.texts[tab], description: e.target.value } },
                })
              }
              slotProps={{
                htmlInput: { maxLength: ACADEMY_DESCRIPTION_MAX, dir: tab === 'ar' ? 'rtl' : 'ltr', lang: tab },
              }}
              helperText={t('staff.translationHint')}
            />
          </Stack>
        </Paper>
        <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 600, mb: 2 }}>
          {t('staff.stepsHeading')}
        </Typography>
        <Stack spacing={2}>
          {draft.steps.map((s, i) => (
            <Paper
              key={s.key}
              variant="outlined"
              sx={{ p: { xs: 2, md: 3 } }}
              component="section"
              aria-label={t('staff.step', { n: i + 1 })}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
                <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, flex: 1 }}>
                  {t('staff.step', { n: i + 1 })}
                </Typography>
                <Tooltip title={t('staff.moveUp', { n: i + 1 })}>
                  <span>
                    <IconButton
                      aria-label={t('staff.moveUp', { n: i + 1 })}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <ArrowUpward />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('staff.moveDown', { n: i + 1 })}>
                  <span>
                    <IconButton
                      aria-label={t('staff.moveDown', { n: i + 1 })}
                      disabled={i === draft.steps.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <ArrowDownward />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('staff.removeStep', { n: i + 1 })}>
                  <span>
                    <IconButton
                      aria-label={t('staff.removeStep', { n: i + 1 })}
                      disabled={draft.steps.length === 1}
                      onClick={() => setDraft((d) => ({ ...d, steps: d.steps.filter((_x, j) => j !== i) }))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
                <TextField
                  label={t('staff.stepTitle')}
                  value={s.title}
                  required
                  fullWidth
                  onChange={(e) => setStep(i, { title: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: ACADEMY_STEP_TITLE_MAX } }}
                />
                <TextField
                  label={t('staff.stepSubtitle')}
                  value={s.subtitle}
                  fullWidth
                  onChange={(e) => setStep(i, { subtitle: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: ACADEMY_STEP_SUBTITLE_MAX } }}
                />
              </Stack>
              <Typography id={`step-content-${s.key}`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('staff.stepContent', { n: i + 1 })}
              </Typography>
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <RichTextEditor
                  value={s.content}
                  onChange={(html) => setStep(i, { content: html })}
                  labelId={`step-content-${s.key}`}
                />
              </Suspense>
            </Paper>
          ))}
        </Stack>
        <Button
          startIcon={<AddOutlined />}
          sx={{ mt: 2 }}
          onClick={() => setDraft((d) => ({ ...d, steps: [...d.steps, emptyStep()] }))}
        >
          {t('staff.addStep')}
        </Button>
        {error ? (
          <Alert severity="error" sx={{ mt: 3 }} role="alert">
            {say(error)}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('staff.save')}
          </Button>
          <Button component={Link} to={course ? coursePath(course.slug) : clientPaths.appsAcademy}>
            {t('staff.cancel')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {course ? (
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirmDelete(true)}>
              {t('staff.delete')}
            </Button>
          ) : null}
        </Stack>
      </Box>
      {course ? (
        <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="delete-course-title">
          <DialogTitle id="delete-course-title">{t('staff.delete')}</DialogTitle>
          <DialogContent>{t('staff.deleteConfirm', { title: course.title })}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmDelete(false)}>{t('staff.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() => m.remove.mutate(course.id, { onSuccess: () => void navigate(clientPaths.appsAcademy) })}
            >
              {t('staff.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}

function EditExisting({ slug }: { slug: string }) {
  const lang = useReaderLanguage();
  const course = useAcademyCourse(lang, slug);
  if (course.isError)
    return (
      <Box sx={{ p: 4 }}>
        <LoadError onRetry={() => void course.refetch()} />
      </Box>
    );
  if (!course.data)
    return (
      <Box sx={{ p: { xs: 2, md: 5 } }}>
        <Skeleton variant="rounded" height={400} />
      </Box>
    );
  return <Editor key={course.data.id} course={course.data} />;
}

/** Staff and admins write a course: category, duration, title and description per language, and its steps. */
export default function CourseEditorPage() {
  const { courseSlug } = useParams();
  return courseSlug ? <EditExisting slug={courseSlug} /> : <Editor course={null} />;
}
