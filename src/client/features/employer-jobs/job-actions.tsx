import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Snackbar,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { listStatusOf, useJobAction, type CompanyJob, type JobAction } from './employer-jobs-api.ts';
import { useMessage } from '../../i18n/use-message.ts';

export type RunnableAction = JobAction | 'deleteJob';

/** What can be done with a job in its status (publishing needs an approved company). */
export function availableActions(job: CompanyJob, canPublish: boolean): RunnableAction[] {
  const status = listStatusOf(job);
  const list: RunnableAction[] = [];
  if ((status === 'draft' || status === 'rejected') && canPublish) list.push('publishJob');
  if (status === 'open') list.push('closeJob');
  if ((status === 'closed' || status === 'expired') && canPublish) list.push('reopenJob');
  list.push('duplicateJob');
  if (job.status === 'draft' && !job.applicationCounts.some((c) => c.count > 0)) list.push('deleteJob');
  return list;
}

const CONFIRM: Partial<Record<RunnableAction, 'close' | 'delete' | 'publish'>> = {
  closeJob: 'close',
  deleteJob: 'delete',
  publishJob: 'publish',
};

/** Runs job actions with a confirmation where they cannot be undone lightly, and says how it went. */
export function useJobActionRunner(onDone?: (action: RunnableAction, job: CompanyJob | null) => void) {
  const { t } = useTranslation('employerJobs');
  const message = useMessage();
  const mutation = useJobAction();
  const [pending, setPending] = useState<{ action: RunnableAction; job: CompanyJob } | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);

  const execute = (action: RunnableAction, job: CompanyJob) => {
    setPending(null);
    mutation.mutate(
      { action, id: job.id },
      {
        onSuccess: (result) => {
          const key =
            action === 'publishJob'
              ? result?.status === 'open'
                ? 'published'
                : 'submitted'
              : (
                  {
                    closeJob: 'closed',
                    reopenJob: 'reopened',
                    duplicateJob: 'duplicated',
                    deleteJob: 'deleted',
                  } as const
                )[action];
          setNotice({ text: t(`done.${key}`) });
          onDone?.(action, result);
        },
        onError: (error) => setNotice({ text: message(error) ?? error.message, error: true }),
      },
    );
  };

  const request = (action: RunnableAction, job: CompanyJob) => {
    if (CONFIRM[action]) setPending({ action, job });
    else execute(action, job);
  };

  const kind = pending ? CONFIRM[pending.action] : undefined;
  const ui: ReactNode = (
    <>
      <Dialog open={Boolean(pending)} onClose={() => setPending(null)} aria-labelledby="job-confirm-title">
        {pending && kind && (
          <>
            <DialogTitle id="job-confirm-title">{t(`confirm.${kind}Title`)}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t(`confirm.${kind}Text`, { position: pending.job.position })}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPending(null)}>{t('actions.cancel')}</Button>
              <Button
                variant="contained"
                color={kind === 'delete' ? 'error' : 'primary'}
                onClick={() => execute(pending.action, pending.job)}
                autoFocus
              >
                {t(`actions.${kind}`)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <Snackbar open={Boolean(notice)} autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3} onClose={() => setNotice(null)}>
        <Alert
          severity={notice?.error ? 'error' : 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
          sx={{ width: '100%' }}
        >
          {notice?.error ? t('actionError', { message: notice.text }) : notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
  return { request, ui, busyId: mutation.isPending ? mutation.variables?.id : undefined };
}

const ICONS: Record<RunnableAction, ReactNode> = {
  publishJob: <PublishOutlined fontSize="small" />,
  closeJob: <LockOutlined fontSize="small" />,
  reopenJob: <LockOpenOutlined fontSize="small" />,
  duplicateJob: <ContentCopyOutlined fontSize="small" />,
  deleteJob: <DeleteOutline fontSize="small" />,
};
const LABELS: Record<RunnableAction, string> = {
  publishJob: 'publish',
  closeJob: 'close',
  reopenJob: 'reopen',
  duplicateJob: 'duplicate',
  deleteJob: 'delete',
};

/** The per-job menu: links to edit, preview and applicants, then the actions of its status. */
export function JobActionsMenu({
  job,
  canPublish,
  busy,
  onAction,
}: {
  job: CompanyJob;
  canPublish: boolean;
  busy: boolean;
  onAction: (a: RunnableAction) => void;
}) {
  const { t } = useTranslation('employerJobs');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `job-actions-${job.id}`;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('actions.menu', { position: job.position })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to={`/employer/jobs/${job.id}/edit`} onClick={close}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.edit')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={`/employer/jobs/${job.id}/preview`} onClick={close}>
          <ListItemIcon>
            <VisibilityOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.preview')}</ListItemText>
        </MenuItem>
        {job.status !== 'draft' && (
          <MenuItem component={Link} to={`/employer/jobs/${job.id}/applicants`} onClick={close}>
            <ListItemIcon>
              <PeopleOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.applicants')}</ListItemText>
          </MenuItem>
        )}
        {availableActions(job, canPublish).map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              close();
              onAction(action);
            }}
            sx={action === 'deleteJob' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action === 'deleteJob' ? { color: 'error.main' } : undefined}>
              {ICONS[action]}
            </ListItemIcon>
            <ListItemText>{t(`actions.${LABELS[action]}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
