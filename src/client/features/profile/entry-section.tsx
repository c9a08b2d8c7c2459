import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/language.ts';
import { formatMonth } from '../../lib/format-date.ts';
import { EntryDialog } from './entry-dialog.tsx';
import { useDeleteEntry, type Entry, type EntryKind } from './profile-api.ts';
import { SectionCard } from './section-card.tsx';

function describe(
  kind: EntryKind,
  e: Entry,
): { primary: string; secondary: string | null; number: string | null; body: string | null } {
  if ('title' in e) return { primary: e.title, secondary: e.company, number: null, body: e.description };
  if ('school' in e) return { primary: e.school, secondary: e.degree, number: null, body: null };
  return { primary: e.name, secondary: kind === 'license' ? e.organization : null, number: e.number, body: null };
}

/** A list of entries of one kind, each added, edited and deleted in place. */
export function EntrySection({
  userId,
  kind,
  entries,
  onChanged,
}: {
  userId: string;
  kind: EntryKind;
  entries: Entry[];
  onChanged(message: 'saved' | 'deleted'): void;
}) {
  const { t } = useTranslation('profile');
  const lang = currentLanguage();
  const [editing, setEditing] = useState<{ entry: Entry | null } | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteEntry(userId, kind);
  const titleId = `${kind}-section-title`;

  const period = (e: Entry) => {
    if (!e.start && !e.end && !e.current) return null;
    const from = e.start ? formatMonth(e.start, lang) : '…';
    const to = e.current ? t('present') : e.end ? formatMonth(e.end, lang) : '…';
    return `${from} – ${to}`;
  };

  return (
    <SectionCard
      id={titleId}
      title={t(`entries.${kind}.title`)}
      action={
        <Button startIcon={<AddOutlined />} variant="outlined" onClick={() => setEditing({ entry: null })}>
          {t(`entries.${kind}.add`)}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t(`entries.${kind}.empty`)}</Typography>
      ) : (
        <List disablePadding aria-labelledby={titleId}>
          {entries.map((e, i) => {
            const d = describe(kind, e);
            const when = period(e);
            return (
              <ListItem
                key={e.id}
                disableGutters
                divider={i < entries.length - 1}
                sx={{ alignItems: 'flex-start', py: 1.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.primary}</Typography>
                  {d.secondary && (
                    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {d.secondary}
                    </Typography>
                  )}
                  {d.number && (
                    // <bdi>: a Latin licence number keeps its own order inside Arabic text.
                    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('entries.license.numberShown')} <bdi>{d.number}</bdi>
                    </Typography>
                  )}
                  {when && (
                    <Typography variant="body2" color="text.secondary">
                      {when}
                    </Typography>
                  )}
                  {d.body && (
                    <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                      {d.body}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                  <IconButton aria-label={`${t('edit')}: ${d.primary}`} onClick={() => setEditing({ entry: e })}>
                    <EditOutlined />
                  </IconButton>
                  <IconButton aria-label={`${t('delete')}: ${d.primary}`} onClick={() => setDeleting(e)}>
                    <DeleteOutlineOutlined />
                  </IconButton>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      {editing && (
        <EntryDialog
          userId={userId}
          kind={kind}
          entry={editing.entry}
          open
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged('saved');
          }}
        />
      )}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)} aria-labelledby={`${kind}-delete-title`}>
        <DialogTitle id={`${kind}-delete-title`}>{t('entries.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting && t('entries.deleteText', { name: describe(kind, deleting).primary })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              void remove.mutateAsync(deleting.id).then(() => {
                setDeleting(null);
                onChanged('deleted');
              });
            }}
          >
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
