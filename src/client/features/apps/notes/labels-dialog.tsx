import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTES_LABEL_TITLE_MAX_LENGTH, notesLabelTitleSchema } from '../../../../domain/notes-schemas.ts';
import { NamesDialog, type NamesDialogActions, type NamesDialogTexts } from '../../../components/names-dialog.tsx';
import { createLabel, deleteLabel, NOTES_KEY, renameLabel, type NotesLabel } from './notes-api.ts';

/** Create, rename and delete the owner's labels. */
export function LabelsDialog({
  labels,
  onClose,
  onNotice,
  onDeleted,
}: {
  labels: NotesLabel[];
  onClose: () => void;
  /** A change was made (the page shows it in its snackbar). */
  onNotice: (text: string) => void;
  /** A label was deleted (the page leaves it if it was showing its notes). */
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('notes');
  const queryClient = useQueryClient();
  // Labels show on the notes too: every change refreshes them all.
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTES_KEY });
  const actions: NamesDialogActions = {
    create: async (title) => {
      await createLabel(title);
      await refresh();
    },
    rename: async (id, title) => {
      await renameLabel(id, title);
      await refresh();
    },
    remove: async (id) => {
      await deleteLabel(id);
      await refresh();
    },
  };
  const texts: NamesDialogTexts = {
    title: t('labelsDialog.title'),
    newName: t('labelsDialog.newLabel'),
    add: t('labelsDialog.add'),
    list: t('labelsDialog.list'),
    none: t('labelsDialog.none'),
    done: t('labelsDialog.done'),
    failed: t('failed'),
    rename: (title) => t('labelsDialog.rename', { title }),
    save: (title) => t('labelsDialog.save', { title }),
    deleteItem: (title) => t('labelsDialog.delete', { title }),
    confirmDelete: (title) => t('labelsDialog.confirmDelete', { title }),
    delete: t('labelsDialog.confirm'),
    keep: t('labelsDialog.keep'),
    added: t('labelsDialog.added'),
    renamed: t('labelsDialog.renamed'),
    deleted: t('labelsDialog.deleted'),
  };
  return (
    <NamesDialog
      items={labels}
      texts={texts}
      actions={actions}
      schema={notesLabelTitleSchema}
      maxLength={NOTES_LABEL_TITLE_MAX_LENGTH}
      onClose={onClose}
      onNotice={onNotice}
      onDeleted={onDeleted}
    />
  );
}
