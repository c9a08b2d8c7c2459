import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailSchema } from '../../../domain/auth-schemas.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { ApiError } from '../../lib/http-client.ts';
import { takeRedirectUrl } from '../../lib/redirect-storage.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';

const formSchema = z.object({ email: emailSchema, password: z.string().min(1, MESSAGES.passwordRequired) });
type FormValues = z.infer<typeof formSchema>;

export function SignInDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const translate = useMessage();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
      void navigate(takeRedirectUrl('/'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0 && error.status === 400) {
        for (const e of error.errors) {
          if (e.type === 'email' || e.type === 'password') setError(e.type, { message: e.message });
        }
      } else {
        setFormError(sayingOf(error));
      }
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="sign-in-title">
      <DialogTitle id="sign-in-title" sx={{ pe: 6 }}>
        {t('signIn.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('signIn.close')}
        onClick={onClose}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseOutlined />
      </IconButton>
      <DialogContent>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signIn.title')}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('signIn.subtitle')}
            </Typography>
            <FormError message={formError} />
            <TextField
              label={t('signIn.email')}
              type="email"
              autoComplete="email"
              autoFocus
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={translate(errors.email?.message)}
            />
            <PasswordField
              label={t('signIn.password')}
              autoComplete="current-password"
              {...register('password')}
              error={Boolean(errors.password)}
              helperText={translate(errors.password?.message)}
            />
            <MuiLink component={Link} to="/user/reset" onClick={onClose} variant="body2" sx={{ alignSelf: 'flex-end' }}>
              {t('signIn.forgot')}
            </MuiLink>
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
            </Button>
            <Divider>{t('signIn.noAccount')}</Divider>
            <Button component={Link} to="/user/jobseeker/create" variant="outlined" onClick={onClose}>
              {t('signIn.createJobseeker')}
            </Button>
            <Button component={Link} to="/user/employer/create" onClick={onClose}>
              {t('signIn.createEmployer')}
            </Button>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
