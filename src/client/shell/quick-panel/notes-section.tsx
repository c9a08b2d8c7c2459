import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { ListItemText, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddNote, useDeleteNote, useQuickNotes } from './quick-panel-api.ts';
import { QuickPanelSection, useAddOutcome } from './quick-panel-section.tsx';

export function NotesSection() {
  const { t } = useTranslation('shell');
  const outcome = useAddOutcome();
  const notes = useQuickNotes(true);
  const add = useAddNote();
  const remove = useDeleteNote();
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    add.mutate(
      { title: title.trim(), content },
      outcome(t('quickPanel.noteAdded'), () => {
        setTitle('');
        setContent('');
        setAdding(false);
      }),
    );
  };

  return (
    <QuickPanelSection
      name="notes"
      title={t('quickPanel.notes')}
      addLabel={t('quickPanel.addNote')}
      emptyText={t('quickPanel.noNotes')}
      items={notes}
      skeletonHeight={56}
      onDelete={(note) => remove.mutate(note.id)}
      itemAlign="flex-start"
      itemSx={{ bgcolor: 'action.hover', borderRadius: 2, mb: 1, px: 1.5, py: 1, pe: 6 }}
      form={{
        open: adding,
        setOpen: setAdding,
        onSubmit: submit,
        canSave: !!title.trim() && !add.isPending,
        titleLabel: t('quickPanel.noteTitle'),
        title,
        setTitle,
        fields: (
          <TextField
            size="small"
            label={t('quickPanel.noteContent')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        ),
      }}
      renderItem={(note) => (
        <>
          <StickyNote2Outlined fontSize="small" sx={{ color: 'warning.main', me: 1.25, mt: 0.5 }} aria-hidden />
          <ListItemText
            primary={note.title || note.content}
            secondary={(note.title && note.content) || undefined}
            slotProps={{
              primary: { sx: { fontWeight: 600 } },
              secondary: {
                sx: { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
              },
            }}
            sx={{ my: 0 }}
          />
        </>
      )}
    />
  );
}
