import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inviteEmployerSchema } from '../../../domain/employer-account-schemas.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { FormError } from '../../components/form-error.tsx';
import {
  employerAccountKeys,
  fetchCompanyInvites,
  inviteEmployer,
  removeEmployer,
  revokeInvite,
  type CompanyAccount,
  type CompanyEmployer,
} from './employer-account-api.ts';
import { ErrorBlock } from './employer-page-frame.tsx';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';

const emailSchema = inviteEmployerSchema.pick({ email: true });

/** The company's people (owner, admins), the owner's invitations, and the invite form. */
export function TeamSection({ account, onNotice }: { account: CompanyAccount; onNotice(text: string): void }) {
  const { t, i18n } = useTranslation('employerAccount');
  const translate = useMessage();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const companyId = account.company.id;
  const isOwner = account.myRole === 'owner';
  const [removing, setRemoving] = useState<CompanyEmployer | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const invites = useQuery({
    queryKey: employerAccountKeys.invites(companyId),
    queryFn: () => fetchCompanyInvites(companyId),
  });
  const { register, handleSubmit, reset, formState } = useForm<{ email: string }>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '' },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: employerAccountKeys.all });
  const revoke = useMutation({
    mutationFn: revokeInvite,
    onSuccess: () => {
      onNotice(t('team.revoked'));
      void refresh();
    },
    onError: (e) => setFormError(sayingOf(e)),
  });
  const remove = useMutation({
    mutationFn: (e: CompanyEmployer) => removeEmployer(companyId, e.userId),
    onSuccess: (_d, e) => {
      onNotice(t('team.removed', { name: e.name }));
      setRemoving(null);
      void refresh();
    },
    onError: (e) => {
      setRemoving(null);
      setFormError(sayingOf(e));
    },
  });
  const send = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await inviteEmployer({ companyId, email });
      reset({ email: '' });
      onNotice(t('team.invited', { email }));
      await refresh();
    } catch (e) {
      setFormError(sayingOf(e));
    }
  });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="team-heading" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id="team-heading" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('team.heading')}
      </Typography>
      <List dense aria-labelledby="team-heading">
        {account.employers.map((e) => (
          <ListItem
            key={e.userId}
            disableGutters
            divider
            secondaryAction={
              isOwner && e.role === 'admin' ? (
                <Button
                  color="error"
                  size="small"
                  onClick={() => setRemoving(e)}
                  aria-label={`${t('team.remove')} ${e.name}`}
                >
                  {t('team.remove')}
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>
                    {e.name}
                    {e.userId === user?.uid ? ` (${t('team.you')})` : ''}
                  </span>
                  <Chip
                    size="small"
                    label={e.role === 'owner' ? t('team.owner') : t('team.admin')}
                    color={e.role === 'owner' ? 'primary' : 'default'}
                    variant="outlined"
                  />
                </Stack>
              }
              secondary={
                <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                  {e.email}
                </span>
              }
              sx={{ paddingInlineEnd: '88px' }}
            />
          </ListItem>
        ))}
      </List>

      <Box sx={{ mt: 3 }}>
        <Typography variant="h3" sx={{ fontSize: 17, fontWeight: 600, mb: 1 }}>
          {t('team.invitesHeading')}
        </Typography>
        {invites.isPending ? (
          <Typography color="text.secondary" role="status">
            {t('loading')}
          </Typography>
        ) : invites.isError ? (
          <ErrorBlock text={t('loadError')} retryLabel={t('retry')} onRetry={() => void invites.refetch()} />
        ) : invites.data.length === 0 ? (
          <Typography color="text.secondary">{t('team.noInvites')}</Typography>
        ) : (
          <List dense>
            {invites.data.map((i) => (
              <ListItem
                key={i.id}
                disableGutters
                divider
                secondaryAction={
                  isOwner ? (
                    <Button
                      size="small"
                      onClick={() => revoke.mutate(i.id)}
                      disabled={revoke.isPending}
                      aria-label={`${t('team.revoke')} ${i.email}`}
                    >
                      {t('team.revoke')}
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={
                    <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                      {i.email}
                    </span>
                  }
                  secondary={
                    i.status === 'expired' ? t('team.expired') : t('team.expires', { date: date(i.expiresAt) })
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>

      <Box sx={{ mt: 3 }}>
        <Typography variant="h3" sx={{ fontSize: 17, fontWeight: 600, mb: 0.5 }}>
          {t('team.inviteHeading')}
        </Typography>
        {isOwner ? (
          <Box component="form" noValidate onSubmit={(e) => void send(e)} aria-label={t('team.inviteHeading')}>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
              {t('team.inviteText')}
            </Typography>
            <Stack spacing={2}>
              <FormError message={formError ? translate(formError) : null} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  {...register('email')}
                  id="invite-email"
                  type="email"
                  label={t('team.inviteEmail')}
                  autoComplete="off"
                  error={Boolean(formState.errors.email)}
                  helperText={translate(formState.errors.email?.message)}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                  sx={{ flex: 1 }}
                />
                <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ minHeight: 56 }}>
                  {formState.isSubmitting ? t('team.inviting') : t('team.invite')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        ) : (
          <Typography color="text.secondary" variant="body2">
            {t('team.ownerOnly')}
          </Typography>
        )}
      </Box>

      <Dialog open={Boolean(removing)} onClose={() => setRemoving(null)} aria-labelledby="remove-title">
        <DialogTitle id="remove-title">{t('team.removeTitle', { name: removing?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('team.removeText', { name: removing?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('team.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => removing && remove.mutate(removing)}
            disabled={remove.isPending}
          >
            {t('team.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
