import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { Box, Chip, Snackbar, Stack, TableCell, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { formatDate } from '../../lib/format-date.ts';
import { AdminPage } from './admin-page.tsx';
import {
  useReviewCpaClaim,
  useSetUserDisabled,
  useSetUserRoles,
  useStaffUsers,
  type StaffUser,
  type UserSearch,
} from './admin-api.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { displayName } from './cpa-queue.tsx';
import { PagedTable } from './paged-table.tsx';
import { RolesDialog } from './roles-dialog.tsx';
import { useStaffPaging } from './staff-paging.tsx';
import { useAdminError } from './use-admin-error.ts';
import { useDebounced } from './use-debounced.ts';
import { NO_USER_FILTERS, UserFilters } from './user-filters.tsx';
import { UserRowActions, type UserAction } from './user-row-actions.tsx';

const cpaColor = { none: 'default', claimed: 'default', confirmed: 'success', rejected: 'error' } as const;

function StatusChips({ item }: { item: StaffUser }) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {item.user.role
        .filter((r) => r !== 'user')
        .map((r) => (
          <Chip key={r} size="small" color="primary" variant="outlined" label={t(`roleNames.${r}`)} />
        ))}
      {item.user.cpaStatus !== 'none' && (
        <Chip
          size="small"
          color={cpaColor[item.user.cpaStatus]}
          label={`CPA: ${t(`cpaStatuses.${item.user.cpaStatus}`)}`}
        />
      )}
      {item.disabled && <Chip size="small" color="error" label={t('users.disabledState')} />}
    </Stack>
  );
}

/** /admin/users — search accounts, change roles (admins), disable or enable, review CPA claims. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const { user } = useAuth();
  const isAdmin = Boolean(user?.role.includes('admin'));
  const describe = useAdminError();
  const [filters, setFilters] = useState<UserSearch>(NO_USER_FILTERS);
  const search = useDebounced(filters);
  const paging = useStaffPaging(search, 25);
  const list = useStaffUsers(search, paging.token, paging.size);
  const [notice, setNotice] = useState<string | null>(null);
  const [action, setAction] = useState<{ item: StaffUser; kind: UserAction } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const setRoles = useSetUserRoles();
  const setDisabled = useSetUserDisabled();
  const reviewClaim = useReviewCpaClaim();
  const open = (item: StaffUser, kind: UserAction) => {
    setError(null);
    setAction({ item, kind });
  };
  const close = () => setAction(null);
  const done = (text: string) => ({
    onSuccess: () => {
      setAction(null);
      setNotice(text);
    },
    onError: (e: Error) => setError(describe(e)),
  });

  const target = action?.item;
  const name = target ? displayName(target.user) : '';
  return (
    <AdminPage title={t('users.title')} subtitle={t('users.subtitle')}>
      <UserFilters value={filters} onChange={setFilters} />
      {!isAdmin && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('users.rolesReadOnly')}
        </Typography>
      )}
      <PagedTable
        list={list}
        paging={paging}
        empty={{ icon: PersonSearchOutlined, title: t('users.emptyTitle'), text: t('users.emptyText') }}
        label={t('users.title')}
        headers={[t('users.name'), t('users.memberType'), t('users.status'), t('users.joined'), t('users.actions')]}
        card={(item) => (
          <>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {displayName(item.user)} {item.id === user?.uid && <Chip size="small" label={t('users.you')} />}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.user.email} · {t(`memberTypes.${item.user.memberType}`)}
              </Typography>
            </div>
            <StatusChips item={item} />
            <UserRowActions item={item} selfId={user?.uid} isAdmin={isAdmin} onAction={(kind) => open(item, kind)} />
          </>
        )}
        row={(item) => (
          <>
            <TableCell sx={{ maxWidth: 320 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {displayName(item.user)} {item.id === user?.uid && <Chip size="small" label={t('users.you')} />}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.user.email}
              </Typography>
            </TableCell>
            <TableCell>{t(`memberTypes.${item.user.memberType}`)}</TableCell>
            <TableCell>
              <StatusChips item={item} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.user.createdAt, i18n.language)}</TableCell>
            <TableCell>
              <UserRowActions item={item} selfId={user?.uid} isAdmin={isAdmin} onAction={(kind) => open(item, kind)} />
            </TableCell>
          </>
        )}
      />
      {action?.kind === 'roles' && target && (
        <RolesDialog
          name={name}
          roles={target.user.role}
          busy={setRoles.isPending}
          error={error}
          onClose={close}
          onSave={(roles) => setRoles.mutate({ id: target.id, roles }, done(t('users.rolesDialog.saved', { name })))}
        />
      )}
      {target && (
        <ConfirmDialog
          open={action?.kind === 'disable' || action?.kind === 'enable'}
          title={t(action?.kind === 'enable' ? 'users.enableDialog.title' : 'users.disableDialog.title', { name })}
          text={t(action?.kind === 'enable' ? 'users.enableDialog.text' : 'users.disableDialog.text')}
          confirm={t(action?.kind === 'enable' ? 'users.enableDialog.confirm' : 'users.disableDialog.confirm')}
          danger={action?.kind === 'disable'}
          busy={setDisabled.isPending}
          error={error}
          onClose={close}
          onConfirm={() =>
            setDisabled.mutate(
              { id: target.id, disabled: action?.kind === 'disable' },
              done(t(action?.kind === 'enable' ? 'users.enableDialog.done' : 'users.disableDialog.done', { name })),
            )
          }
        />
      )}
      {action?.kind === 'claim' && target && (
        <ClaimDialog
          member={target}
          busy={reviewClaim.isPending}
          error={error}
          onClose={close}
          onDecide={(approve, note) =>
            reviewClaim.mutate(
              { id: target.id, approve, reason: note },
              done(t(approve ? 'moderation.cpaConfirmed' : 'moderation.cpaRejected', { name })),
            )
          }
        />
      )}
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3}
        onClose={() => setNotice(null)}
        message={notice}
      />
      <Box sx={{ height: 8 }} />
    </AdminPage>
  );
}
