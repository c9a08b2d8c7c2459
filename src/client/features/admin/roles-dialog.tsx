import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/enums.ts';

/** Admins choose staff and admin for someone else (never themselves); every account stays a user. */
export function RolesDialog({
  name,
  roles,
  busy,
  error,
  onClose,
  onSave,
}: {
  name: string;
  roles: Role[];
  busy: boolean;
  error: string | null;
  onClose(): void;
  onSave(roles: Role[]): void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<Role>>(() => new Set(roles));
  const toggle = (role: Role) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(role)) next.delete(role);
      else next.add(role);
      return next;
    });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('users.rolesDialog.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.rolesDialog.intro')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <FormGroup>
          <FormControlLabel control={<Checkbox checked disabled />} label={t('roleNames.user')} />
          <FormControlLabel
            control={<Checkbox checked={chosen.has('staff')} onChange={() => toggle('staff')} />}
            label={t('roleNames.staff')}
          />
          <FormControlLabel
            control={<Checkbox checked={chosen.has('admin')} onChange={() => toggle('admin')} />}
            label={t('roleNames.admin')}
          />
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => onSave([...chosen].filter((r) => r !== 'user'))}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
