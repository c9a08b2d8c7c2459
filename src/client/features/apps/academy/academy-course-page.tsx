import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import {
  Alert,
  Box,
  Button,
  Drawer,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { GraphqlRequestError } from '../../../lib/graphql-client.ts';
import { useAcademyCategories, useAcademyCourse, useSaveProgress, type CourseDetail } from './academy-api.ts';
import {
  CategoryChip,
  EmptyNote,
  LoadError,
  StepHtml,
  editCoursePath,
  useIsStaff,
  useReaderLanguage,
} from './academy-parts.tsx';
import { mirrorInRtl } from '../../../lib/bidi.ts';

function StepList({
  course,
  step,
  completed,
  onPick,
}: {
  course: CourseDetail;
  step: number;
  completed: boolean;
  onPick: (i: number) => void;
}) {
  const { t } = useTranslation('academy');
  return (
    <nav aria-label={t('player.stepsList')}>
      <Typography variant="h2" sx={{ fontSize: 16, fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
        {t('player.stepsList')}
      </Typography>
      <List dense component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {course.steps.map((s, i) => {
          const done = completed || i < step;
          return (
            <li key={s.order}>
              <ListItemButton
                selected={i === step}
                aria-current={i === step ? 'step' : undefined}
                onClick={() => onPick(i)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {done ? (
                    <CheckCircle color="success" fontSize="small" aria-hidden />
                  ) : (
                    <Box
                      aria-hidden
                      sx={{
                        width: 22,
                        height: 22,
                        borderRadius: '50%',
                        border: 1,
                        borderColor: i === step ? 'primary.main' : 'divider',
                        fontSize: 12,
                        display: 'grid',
                        placeItems: 'center',
                      }}
                    >
                      {i + 1}
                    </Box>
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={<span lang="en">{s.title}</span>}
                  secondary={s.subtitle ? <span lang="en">{s.subtitle}</span> : undefined}
                />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

function Player({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('academy');
  const say = useMessage();
  const isStaff = useIsStaff();
  const lang = useReaderLanguage();
  const categories = useAcademyCategories(lang);
  const category = categories.data?.find((c) => c.id === course.categoryId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawer, setDrawer] = useState(false);
  const [step, setStep] = useState(course.activeStep);
  const [completed, setCompleted] = useState(course.progress.completed);
  const save = useSaveProgress();
  // Saves go one after another: quick clicks (next, next, finish) must reach the server in order,
  // or an earlier step could land last and undo "completed".
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState<number | null>(null);
  const store = (input: { courseId: string; currentStep: number; completed: boolean }) => {
    setPending((n) => (n ?? 0) + 1);
    queue.current = queue.current
      .then(() => save.mutateAsync(input).catch(() => undefined))
      .finally(() => setPending((n) => (n ?? 1) - 1));
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const last = course.totalSteps - 1;
  const current = course.steps[step]!;

  const go = (next: number, finish = false) => {
    const done = finish || completed;
    setStep(next);
    setDrawer(false);
    if (finish) setCompleted(true);
    store({ courseId: course.id, currentStep: next, completed: done });
    // The new step's title takes the focus, so a screen reader starts reading there.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const restart = () => {
    setCompleted(false);
    setStep(0);
    store({ courseId: course.id, currentStep: 0, completed: false });
    requestAnimationFrame(() => heading.current?.focus());
  };
  const steps = <StepList course={course} step={step} completed={completed} onPick={(i) => go(i)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100%', alignItems: 'stretch' }}>
      {phone ? (
        <Drawer open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { sx: { width: 300 } } }}>
          {steps}
        </Drawer>
      ) : (
        <Paper
          square
          variant="outlined"
          sx={{ width: 300, flexShrink: 0, borderTop: 0, borderBottom: 0, borderInlineStart: 0 }}
        >
          {steps}
        </Paper>
      )}
      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 960 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
          <Button component={Link} to={clientPaths.appsAcademy} size="small" startIcon={<ArrowBack sx={mirrorInRtl} />}>
            {t('backToCourses')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {isStaff ? (
            <Button component={Link} to={editCoursePath(course.slug)} size="small" startIcon={<EditOutlined />}>
              {t('staff.edit')}
            </Button>
          ) : null}
          {phone ? (
            <Button size="small" variant="outlined" startIcon={<FormatListNumbered />} onClick={() => setDrawer(true)}>
              {t('player.openSteps')}
            </Button>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {category ? <CategoryChip title={category.title} color={category.color} /> : null}
          <Typography variant="body2" color="text.secondary">
            {t('minutes', { count: course.duration })}
          </Typography>
        </Stack>
        <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 700, mb: 2 }} dir="auto">
          {course.title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" id="step-position">
            {t('player.stepOf', { step: step + 1, total: course.totalSteps })}
          </Typography>
          {/* Whether the place is on the server yet (read out politely; nothing before the first move). */}
          <Typography variant="body2" color="text.secondary" role="status" data-testid="save-state">
            {pending === null || save.isError ? '' : pending > 0 ? t('player.saving') : t('player.saved')}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={completed ? 100 : (100 * step) / course.totalSteps}
          aria-label={t('player.progress')}
          sx={{ mt: 0.5, mb: 3, borderRadius: 1, height: 6 }}
        />
        {completed ? (
          <Alert
            severity="success"
            icon={<CheckCircle />}
            sx={{ mb: 3 }}
            data-testid="course-done"
            action={
              <Button color="inherit" size="small" onClick={restart}>
                {t('player.startAgain')}
              </Button>
            }
          >
            <strong>{t('player.doneTitle')}</strong> — {t('player.doneText')}
          </Alert>
        ) : null}
        {save.isError ? (
          <Alert severity="error" sx={{ mb: 3 }}>
            {say(save.error) ?? t('player.saveFailed')}
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }} component="article" aria-labelledby="step-title">
          <Typography
            id="step-title"
            ref={heading}
            tabIndex={-1}
            variant="h2"
            lang="en"
            dir="ltr"
            sx={{ fontSize: 22, fontWeight: 600, outline: 'none' }}
          >
            {current.title}
          </Typography>
          {current.subtitle ? (
            <Typography color="text.secondary" lang="en" dir="ltr" sx={{ mb: 2 }}>
              {current.subtitle}
            </Typography>
          ) : null}
          <StepHtml html={current.content} />
        </Paper>
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBack sx={mirrorInRtl} />}
            disabled={step === 0}
            onClick={() => go(step - 1)}
          >
            {t('player.previous')}
          </Button>
          {step < last ? (
            <Button variant="contained" endIcon={<ArrowForward sx={mirrorInRtl} />} onClick={() => go(step + 1)}>
              {t('player.next')}
            </Button>
          ) : (
            <Button
              variant="contained"
              color="success"
              endIcon={<CheckCircle />}
              onClick={() => go(last, true)}
              disabled={completed}
            >
              {t('player.finish')}
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}

/** The course player: its steps one by one, the reader's place saved on the server at every move. */
export default function AcademyCoursePage() {
  const { t } = useTranslation('academy');
  const { courseSlug = '' } = useParams();
  const lang = useReaderLanguage();
  const course = useAcademyCourse(lang, courseSlug);
  if (course.isError) {
    const missing = course.error instanceof GraphqlRequestError && course.error.code === 'NOT_FOUND';
    return (
      <Box sx={{ p: { xs: 2, md: 5 } }}>
        {missing ? (
          <EmptyNote
            action={
              <Button component={Link} to={clientPaths.appsAcademy} variant="outlined">
                {t('backToCourses')}
              </Button>
            }
          >
            {t('notFound')}
          </EmptyNote>
        ) : (
          <LoadError onRetry={() => void course.refetch()} />
        )}
      </Box>
    );
  }
  if (!course.data)
    return (
      <Box sx={{ p: { xs: 2, md: 5 } }} role="status" aria-label={t('loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>
    );
  // Keyed by course: a new course starts from its own saved step.
  return <Player key={course.data.id} course={course.data} />;
}
