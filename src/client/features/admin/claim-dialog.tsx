import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS } from '../../../domain/moderation-schemas.ts';
import type { StaffUser } from './admin-api.ts';
import { displayName, licenseDetails } from './cpa-queue.tsx';
import { DetailList } from './detail-list.tsx';

/** Confirm or reject one member's CPA claim from the users screen (a rejection needs the note). */
export function ClaimDialog({
  member,
  busy,
  error,
  onClose,
  onDecide,
}: {
  member: StaffUser;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onDecide(approve: boolean, note: string | null): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.claimDialog.title', { name: displayName(member.user) })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.claimDialog.intro')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DetailList items={licenseDetails(member.user, t, i18n.language)} />
        <TextField
          label={t('users.claimDialog.note')}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(false);
          }}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 3 }}
          error={noteError}
          helperText={noteError ? t('messages.reasonRequired') : undefined}
          slotProps={{ htmlInput: { maxLength: MODERATION_LIMITS.reason } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={() => {
            if (!note.trim()) setNoteError(true);
            else onDecide(false, note.trim());
          }}
        >
          {t('moderation.reject')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => onDecide(true, note.trim() || null)}>
          {t('moderation.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
