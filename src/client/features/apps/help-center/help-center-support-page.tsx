import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientPaths } from '../../../../domain/client-paths.ts';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
  supportRequestSchema,
  type SupportRequestInput,
} from '../../../../domain/help-center-schemas.ts';
import { PageBand } from '../../../components/page-band.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { sendSupportRequest } from './help-center-api.ts';
import { BAND_WIDTH, BackLink, HelpPage, useReaderLanguage } from './help-center-parts.tsx';

/** /apps/help-center/support: a question to the portal's staff (guests too). */
export default function HelpCenterSupportPage() {
  const { t } = useTranslation('helpCenter');
  const say = useMessage();
  const lang = useReaderLanguage();
  const { user } = useAuth();
  const form = useForm<SupportRequestInput>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { name: user?.data.displayName ?? '', email: user?.data.email ?? '', subject: '', message: '' },
  });
  const send = useMutation({ mutationFn: (input: SupportRequestInput) => sendSupportRequest(input, lang) });
  const { errors } = form.formState;
  const field = (name: keyof SupportRequestInput) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: say(errors[name]?.message),
    fullWidth: true,
  });

  return (
    <>
      <PageBand
        maxWidth={BAND_WIDTH}
        title={t('support.title')}
        subtitle={t('support.subtitle')}
        above={<BackLink to={clientPaths.helpCenter} label={t('back')} />}
      />
      <HelpPage>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 720, mx: 'auto' }}>
          {send.isSuccess ? (
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
              <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
              <Typography>{t('support.sent', { email: send.variables.email })}</Typography>
              <Button
                onClick={() => {
                  form.reset({ ...form.getValues(), subject: '', message: '' });
                  send.reset();
                }}
              >
                {t('support.another')}
              </Button>
            </Stack>
          ) : (
            <Stack
              component="form"
              noValidate
              spacing={2.5}
              onSubmit={form.handleSubmit((values) => send.mutate(values))}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('support.name')}
                  autoComplete="name"
                  required
                  slotProps={{ htmlInput: { maxLength: SUPPORT_NAME_MAX } }}
                  {...field('name')}
                />
                <TextField label={t('support.email')} type="email" autoComplete="email" required {...field('email')} />
              </Stack>
              <TextField
                label={t('support.subject')}
                required
                slotProps={{ htmlInput: { maxLength: SUPPORT_SUBJECT_MAX } }}
                {...field('subject')}
              />
              <TextField
                label={t('support.message')}
                required
                multiline
                minRows={6}
                slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX } }}
                {...field('message')}
              />
              {send.isError && <Alert severity="error">{say(send.error)}</Alert>}
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
                  {t('support.send')}
                </Button>
              </Stack>
            </Stack>
          )}
        </Paper>
      </HelpPage>
    </>
  );
}
