import ArrowBack from '@mui/icons-material/ArrowBack';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SearchOff from '@mui/icons-material/SearchOff';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link as MuiLink,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { EmployerStatus } from '../../../domain/applicant-schemas.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../domain/enums.ts';
import { PageBand } from '../../components/page-band.tsx';
import { GraphqlRequestError } from '../../lib/graphql-client.ts';
import type { JobApplicant } from './applicants-api.ts';
import { ApplicantsBoard } from './applicants-board.tsx';
import { ApplicantsFilters, type ApplicantFilterState } from './applicants-filters.tsx';
import { ApplicantsList, nameOf, type ApplicantActions } from './applicants-list.tsx';
import { ApplicantDrawer } from './applicant-drawer.tsx';
import { ApplicantStatusChip } from './applicant-status.tsx';
import { useApplicants, useUpdateApplicant } from './use-applicants.ts';
import { mirrorInRtl } from '../../lib/bidi.ts';

type View = 'list' | 'board';

function CenteredState({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      {icon}
      <Typography variant="h2" component="h2" sx={{ fontSize: 22, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: action ? 3 : 0 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}

const matches = (a: JobApplicant, f: ApplicantFilterState, withStatus: boolean) => {
  if (withStatus && f.status && a.status !== f.status) return false;
  if (f.shortlisted && !a.shortlist) return false;
  if (f.group && !a.jobManagerGroups.some((g) => g.toLocaleLowerCase() === f.group.toLocaleLowerCase())) return false;
  const q = f.q.trim().toLocaleLowerCase();
  if (q && !`${a.applicant?.name ?? ''} ${a.applicant?.email ?? ''}`.toLocaleLowerCase().includes(q)) return false;
  return true;
};

/** /employer/jobs/:jobId/applicants — work through a job's applicants as a list or a board. */
export default function ApplicantsPage() {
  const { t } = useTranslation('applicants');
  const { jobId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useApplicants(jobId);
  const update = useUpdateApplicant(jobId);

  // The view, filters and open applicant live in the address (shareable, survive a reload). The
  // state here is the source of truth so quick successive changes never undo one another.
  const [state, setState] = useState<Record<string, string>>(() => Object.fromEntries(params.entries()));
  useEffect(() => {
    setParams(new URLSearchParams(Object.entries(state).filter(([, v]) => v)), { replace: true });
  }, [state, setParams]);
  const setParam = (changes: Record<string, string | null>) =>
    setState((prev) => {
      const next = { ...prev };
      for (const [k, v] of Object.entries(changes)) {
        if (v) next[k] = v;
        else delete next[k];
      }
      return next;
    });
  const view: View = state.view === 'board' ? 'board' : 'list';
  const status = state.status ?? '';
  const filter: ApplicantFilterState = {
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus) ? (status as ApplicationStatus) : '',
    shortlisted: state.shortlisted === '1',
    group: state.group ?? '',
    q: state.q ?? '',
  };
  const selectedId = state.applicant;
  const position = query.data?.job.position;
  useEffect(() => {
    if (position) document.title = t('documentTitle', { position });
  }, [position, t]);

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const counts = useMemo(() => {
    const c = new Map<ApplicationStatus, number>();
    for (const a of items) c.set(a.status, (c.get(a.status) ?? 0) + 1);
    return c;
  }, [items]);
  // The board's columns are the statuses, so only the list filters by status.
  const visible = items.filter((a) => matches(a, filter, view === 'list'));
  const groupOptions = useMemo(() => {
    const all = new Map<string, string>();
    for (const g of [...(query.data?.groups ?? []), ...items.flatMap((a) => a.jobManagerGroups)])
      all.set(g.toLocaleLowerCase(), g);
    return [...all.values()].sort((a, b) => a.localeCompare(b));
  }, [items, query.data?.groups]);
  const selected = selectedId ? items.find((a) => a.id === selectedId) : undefined;
  const filtered = Boolean((view === 'list' && filter.status) || filter.shortlisted || filter.group || filter.q.trim());

  const actions: ApplicantActions = {
    onOpen: (a) => setParam({ applicant: a.id }),
    onMove: (a, s: EmployerStatus) => update.mutate({ id: a.id, name: nameOf(a), status: s }),
    onShortlist: (a) => update.mutate({ id: a.id, name: nameOf(a), shortlist: !a.shortlist }),
  };

  const code = query.error instanceof GraphqlRequestError ? query.error.code : undefined;
  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={28} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  } else if (code === 'FORBIDDEN') {
    body = (
      <CenteredState
        icon={<BlockOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('forbiddenTitle')}
        text={t('forbiddenText')}
        action={
          <Button component={Link} to="/employer/jobs" variant="contained">
            {t('backToJobs')}
          </Button>
        }
      />
    );
  } else if (code === 'NOT_FOUND') {
    body = (
      <CenteredState
        icon={<SearchOff color="action" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        action={
          <Button component={Link} to="/employer/jobs" variant="contained">
            {t('backToJobs')}
          </Button>
        }
      />
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <CenteredState
        icon={<GroupsOutlined color="action" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('emptyTitle')}
        text={t('emptyText')}
        action={
          <Button component={Link} to="/employer/jobs" variant="outlined">
            {t('backToJobs')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column', lg: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' } }}
        >
          <ApplicantsFilters
            value={filter}
            groups={groupOptions}
            showStatus={view === 'list'}
            onChange={(next) =>
              setParam({
                ...(next.status !== undefined ? { status: next.status } : {}),
                ...(next.shortlisted !== undefined ? { shortlisted: next.shortlisted ? '1' : null } : {}),
                ...(next.group !== undefined ? { group: next.group } : {}),
                ...(next.q !== undefined ? { q: next.q } : {}),
              })
            }
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label={t('view.label')}
            onChange={(_e, v: View | null) => v && setParam({ view: v === 'board' ? 'board' : null })}
            sx={{ alignSelf: { xs: 'flex-start', lg: 'center' } }}
          >
            <ToggleButton value="list" sx={{ gap: 0.75, px: 1.5 }}>
              <TableRowsOutlined fontSize="small" aria-hidden />
              {t('view.list')}
            </ToggleButton>
            <ToggleButton value="board" sx={{ gap: 0.75, px: 1.5 }}>
              <ViewKanbanOutlined fontSize="small" aria-hidden />
              {t('view.board')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {visible.length === 0 && filtered ? (
          <CenteredState
            icon={<SearchOff color="action" sx={{ fontSize: 48 }} aria-hidden />}
            title={t('noMatchTitle')}
            text=""
            action={
              <Button
                variant="outlined"
                onClick={() => setParam({ status: null, shortlisted: null, group: null, q: null })}
              >
                {t('clearFilters')}
              </Button>
            }
          />
        ) : view === 'board' ? (
          <ApplicantsBoard items={visible} actions={actions} />
        ) : (
          <ApplicantsList items={visible} actions={actions} />
        )}
      </Stack>
    );
  }

  const job = query.data?.job;
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <PageBand
        title={job ? job.position : t('title')}
        titleDir={job ? 'auto' : undefined}
        padding="compact"
        titleSize={{ xs: 24, md: 32 }}
        above={
          <Box sx={{ mb: 1 }}>
            <MuiLink
              component={Link}
              to="/employer/jobs"
              color="inherit"
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 14, opacity: 0.95 }}
            >
              <ArrowBack fontSize="small" sx={mirrorInRtl} aria-hidden />
              {t('backToJobs')}
            </MuiLink>
          </Box>
        }
      >
        {job && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ mt: 0.75, gap: { xs: 0.5, sm: 2 }, alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ opacity: 0.92 }}>
              {t('title')}
              {job.company && (
                <>
                  {' · '}
                  <bdi>{job.company.name}</bdi>
                </>
              )}
            </Typography>
            {job.isOpen && (
              <MuiLink
                component={Link}
                to={`/job/info/${job.id}`}
                color="inherit"
                underline="always"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}
              >
                {t('viewJob')}
                <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
              </MuiLink>
            )}
          </Stack>
        )}
      </PageBand>
      {job && items.length > 0 && (
        <Box sx={{ px: { xs: 2, md: 6 }, pt: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('total', { count: items.length })}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            sx={{ p: 0, m: 0, gap: 1, flexWrap: 'wrap', listStyle: 'none' }}
            aria-label={t('columns.status')}
            data-testid="status-counts"
          >
            {APPLICATION_STATUSES.filter((s) => counts.get(s)).map((s) => (
              <li key={s}>
                <ApplicantStatusChip status={s} count={counts.get(s)} />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 2.5, md: 3 } }}>{body}</Box>
      <ApplicantDrawer
        a={selected}
        groupOptions={groupOptions}
        onClose={() => setParam({ applicant: null })}
        onChange={(c) => update.mutate(c)}
        saving={update.isPending}
      />
    </Box>
  );
}
