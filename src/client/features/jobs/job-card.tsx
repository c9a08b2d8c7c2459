import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { formatRelativeDate } from '../../lib/format-date.ts';
import { labelOf } from './job-format.ts';
import { useSalaryText } from './salary-currency.ts';
import type { JobSummary } from './jobs-types.ts';
import { SaveJobButton } from './save-job-button.tsx';
import { useApplyStanding } from './use-apply-standing.ts';
import { useLikedJobs } from './use-toggle-saved-job.ts';
import { alignWithPage } from '../../lib/bidi.ts';

/**
 * Most cards are 150–194 px tall (a salary line, a title on two lines); the placeholder takes the
 * same height, and cards at least that, so the list does not jump when the jobs arrive (CLS).
 */
const JOB_CARD_MIN_HEIGHT = 182;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A plain click (no modifier key, main button): the split view shows the job beside the list. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One job in a list: position, company, location, type, salary, how to apply, CPA badge, posted
 * date, whether the person applied or saved it, and the save toggle. The whole card links to the
 * job (remembering the search it came from, for "Back to search"); the save toggle sits outside
 * the link. With `onSelect` (the search's split view) a plain click shows the job beside the list
 * instead, and `selected` marks the one shown; the link still opens in a new tab.
 */
export function JobCard({
  job,
  headingLevel = 'h2',
  showSave = true,
  onSelect,
  selected = false,
}: {
  job: JobSummary;
  headingLevel?: 'h2' | 'h3';
  showSave?: boolean;
  onSelect?: (jobId: string) => void;
  selected?: boolean;
}) {
  const { t, i18n } = useTranslation('jobs');
  const location = useLocation();
  const standing = useApplyStanding();
  const { data: liked } = useLikedJobs();
  const lang = i18n.language;
  const company = job.company?.name ?? t('card.unknownCompany');
  const salary = useSalaryText()(job);
  const applied = standing.appliedTo(job.id);
  const saved = liked?.includes(job.id) ?? false;
  const iconSx = { fontSize: 18 } as const;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: JOB_CARD_MIN_HEIGHT,
        '&:hover': { borderColor: 'primary.main' },
        ...(selected && {
          borderColor: 'primary.main',
          boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
        }),
      }}
    >
      <CardActionArea
        component={Link}
        to={`/job/info/${job.id}`}
        state={{ from: `${location.pathname}${location.search}` }}
        aria-current={selected ? 'true' : undefined}
        onClick={(e: MouseEvent) => {
          if (onSelect && isPlainClick(e)) {
            e.preventDefault();
            onSelect(job.id);
          }
        }}
        // Top-aligned: in a row of cards, a shorter one starts level with its neighbours (a button centres).
        sx={{
          p: 2,
          height: '100%',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {/* Room for the save toggle, which sits over this corner. */}
        <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'flex-start', pr: showSave ? 4 : 0 }}>
          <CompanyAvatar name={company} logo={job.company?.logo} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="h3"
              component={headingLevel}
              dir="auto"
              sx={{ fontSize: 17, fontWeight: 600, lineHeight: 1.3, ...alignWithPage }}
            >
              {job.position}
            </Typography>
            {/* In its own direction, so a long Latin name is cut at its end, not its start. */}
            <Typography color="text.secondary" variant="body2" noWrap dir="auto" sx={alignWithPage}>
              {company}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
          {job.location && (
            <Fact icon={<PlaceOutlined sx={iconSx} aria-hidden />}>
              {job.remote && job.location === 'Remote' ? t('card.remote') : <bdi>{job.location}</bdi>}
            </Fact>
          )}
          <Fact icon={<WorkOutlineOutlined sx={iconSx} aria-hidden />}>{labelOf(t, 'types', job.type)}</Fact>
          {salary && <Fact icon={<PaymentsOutlined sx={iconSx} aria-hidden />}>{salary}</Fact>}
          {job.isOpen && (
            <Fact
              icon={
                job.applyWay === 'external' ? (
                  <OpenInNewOutlined sx={iconSx} aria-hidden />
                ) : (
                  <HowToRegOutlined sx={iconSx} aria-hidden />
                )
              }
            >
              {job.applyWay === 'external' ? t('card.applyOnSite') : t('card.applyHere')}
            </Fact>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
          {applied && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleOutlined />}
              label={t('card.applied')}
              data-testid="card-applied"
            />
          )}
          {saved && (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              icon={<BookmarkOutlined />}
              label={t('card.savedChip')}
              data-testid="card-saved"
            />
          )}
          {job.requiresCPA && <Chip size="small" color="secondary" label={t('card.cpa')} />}
          {job.remote && job.location !== 'Remote' && <Chip size="small" variant="outlined" label={t('card.remote')} />}
          {!job.isOpen && (
            <Chip size="small" color="default" label={job.status === 'closed' ? t('card.closed') : t('card.expired')} />
          )}
          <Fact icon={<ScheduleOutlined sx={iconSx} aria-hidden />}>
            {t('card.posted', { when: formatRelativeDate(job.createdAt, lang) })}
          </Fact>
        </Stack>
      </CardActionArea>
      {showSave && (
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <SaveJobButton jobId={job.id} position={job.position} />
        </Box>
      )}
    </Card>
  );
}

export function JobCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 2, height: JOB_CARD_MIN_HEIGHT }} aria-hidden>
      <Stack direction="row" spacing={2}>
        <Skeleton variant="rounded" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" height={26} />
          <Skeleton width="40%" />
        </Box>
      </Stack>
      <Skeleton width="80%" sx={{ mt: 1.5 }} />
      <Skeleton width="30%" />
    </Card>
  );
}
