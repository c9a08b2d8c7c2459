import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControlLabel,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACADEMY_SEARCH_MAX } from '../../../../domain/academy-schemas.ts';
import { clientPaths } from '../../../../domain/client-paths.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useAcademyCategories, useAcademyCourses, type CourseSummary } from './academy-api.ts';
import {
  CardsSkeleton,
  CategoryChip,
  EmptyNote,
  LoadError,
  coursePath,
  useIsStaff,
  useReaderLanguage,
} from './academy-parts.tsx';

const DEBOUNCE_MS = 250;

function CourseCard({ course, category }: { course: CourseSummary; category?: { title: string; color: string } }) {
  const { t } = useTranslation('academy');
  const { progress, totalSteps } = course;
  const action = progress.completed ? t('review') : progress.started ? t('continue') : t('start');
  const titleId = `course-${course.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {category ? <CategoryChip title={category.title} color={category.color} /> : null}
          {course.featured ? (
            <Chip size="small" variant="outlined" icon={<StarOutlined />} label={t('featured')} />
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <AccessTimeOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{t('minutes', { count: course.duration })}</Typography>
          </Stack>
        </Stack>
        <Typography id={titleId} variant="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }} dir="auto">
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="auto">
          {course.description}
        </Typography>
      </CardContent>
      <Box sx={{ px: 2 }}>
        {progress.completed ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.dark' }}>
            <CheckCircle fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="course-completed">
              {t('completed')}
            </Typography>
          </Stack>
        ) : progress.started ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('inProgress', { step: progress.currentStep + 1, total: totalSteps })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(100 * (progress.currentStep + 1)) / totalSteps}
              aria-label={t('player.progress')}
              sx={{ mt: 0.5, borderRadius: 1 }}
            />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('notStarted')} · {t('steps', { count: totalSteps })}
          </Typography>
        )}
      </Box>
      <CardActions sx={{ px: 2, pb: 2, pt: 1.5 }}>
        <Button
          component={Link}
          to={coursePath(course.slug)}
          variant={progress.completed ? 'outlined' : 'contained'}
          aria-label={`${action}: ${course.title}`}
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The course list: category filter, search and "hide completed"; each card shows the reader's progress. */
export default function AcademyCoursesPage() {
  const { t } = useTranslation('academy');
  const lang = useReaderLanguage();
  const isStaff = useIsStaff();
  const [categorySlug, setCategorySlug] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [hideCompleted, setHideCompleted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const categories = useAcademyCategories(lang);
  const courses = useAcademyCourses(lang, { categorySlug, search, hideCompleted });
  const categoryOf = (id: string) => categories.data?.find((c) => c.id === id);
  const filtered = categorySlug !== null || search !== '' || hideCompleted;
  const clear = () => {
    setCategorySlug(null);
    setTyped('');
    setSearch('');
    setHideCompleted(false);
  };

  return (
    <>
      <PageBand
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          isStaff ? (
            <Button
              variant="contained"
              component={Link}
              to={clientPaths.appsAcademyNewCourse}
              startIcon={<AddOutlined />}
            >
              {t('staff.newCourse')}
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ px: { xs: 2, md: 5 }, py: { xs: 3, md: 4 }, maxWidth: 1400 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 3, alignItems: { xs: 'stretch', md: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('filters.category')}
            value={categorySlug ?? ''}
            onChange={(e) => setCategorySlug(e.target.value || null)}
            sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.slug}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            label={t('filters.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            sx={{ width: { xs: '100%', md: 380 }, flexShrink: 0 }}
            slotProps={{
              htmlInput: { maxLength: ACADEMY_SEARCH_MAX },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormControlLabel
            control={<Switch checked={hideCompleted} onChange={(e) => setHideCompleted(e.target.checked)} />}
            label={t('filters.hideCompleted')}
          />
        </Stack>
        {courses.isError ? (
          <LoadError onRetry={() => void courses.refetch()} />
        ) : !courses.data ? (
          <CardsSkeleton />
        ) : courses.data.length === 0 ? (
          <EmptyNote
            action={
              filtered ? (
                <Button variant="outlined" onClick={clear}>
                  {t('clearFilters')}
                </Button>
              ) : undefined
            }
          >
            {filtered ? t('empty') : t('emptyAll')}
          </EmptyNote>
        ) : (
          <Box component="section" aria-busy={courses.isFetching} aria-label={t('title')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
              {t('count', { count: courses.data.length })}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {courses.data.map((c) => (
                <CourseCard key={c.id} course={c} category={categoryOf(c.categoryId)} />
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </>
  );
}
