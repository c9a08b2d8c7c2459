import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { formatRelativeDate } from '../../lib/format-date.ts';
import { formatSalary, labelOf } from './job-format.ts';
import type { JobSummary } from './jobs-types.ts';
import { SaveJobButton } from './save-job-button.tsx';

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

/**
 * One job in a list: position, company, location, type, salary, CPA badge, posted date and
 * the save toggle. The whole card links to the job; the save toggle sits outside the link.
 */
export function JobCard({
  job,
  headingLevel = 'h2',
  showSave = true,
}: {
  job: JobSummary;
  headingLevel?: 'h2' | 'h3';
  showSave?: boolean;
}) {
  const { t, i18n } = useTranslation('jobs');
  const lang = i18n.language;
  const company = job.company?.name ?? t('card.unknownCompany');
  const salary = formatSalary(job, lang, t);
  const iconSx = { fontSize: 18 } as const;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ position: 'relative', height: '100%', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardActionArea
        component={Link}
        to={`/job/info/${job.id}`}
        sx={{ p: 2, height: '100%', alignItems: 'flex-start', display: 'flex', flexDirection: 'column' }}
      >
        {/* Room for the save toggle, which sits over this corner. */}
        <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'flex-start', pr: showSave ? 4 : 0 }}>
          <CompanyAvatar name={company} logo={job.company?.logo} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h3" component={headingLevel} sx={{ fontSize: 17, fontWeight: 600, lineHeight: 1.3 }}>
              {job.position}
            </Typography>
            <Typography color="text.secondary" variant="body2" noWrap>
              {company}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
          {job.location && (
            <Fact icon={<PlaceOutlined sx={iconSx} aria-hidden />}>
              {job.remote && job.location === 'Remote' ? t('card.remote') : job.location}
            </Fact>
          )}
          <Fact icon={<WorkOutlineOutlined sx={iconSx} aria-hidden />}>{labelOf(t, 'types', job.type)}</Fact>
          {salary && <Fact icon={<PaymentsOutlined sx={iconSx} aria-hidden />}>{salary}</Fact>}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
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
    <Card variant="outlined" sx={{ p: 2 }} aria-hidden>
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
