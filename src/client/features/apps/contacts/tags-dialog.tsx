import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_TAG_TITLE_MAX_LENGTH, contactTagTitleSchema } from '../../../../domain/contacts-schemas.ts';
import { NamesDialog, type NamesDialogActions, type NamesDialogTexts } from '../../../components/names-dialog.tsx';
import { CONTACTS_KEY, createContactTag, deleteContactTag, renameContactTag, type ContactTag } from './contacts-api.ts';
import { useTagTitle } from './tag-title.ts';

/**
 * Add, rename and delete the owner's tags. The built-in ones are theirs too (each address book has
 * its own copy): renamed, a built-in tag keeps the new name in every language.
 */
export function TagsDialog({
  tags,
  onClose,
  onNotice,
  onDeleted,
}: {
  tags: ContactTag[];
  onClose: () => void;
  /** A change was made (the page shows it in its snackbar). */
  onNotice: (text: string) => void;
  /** A tag was deleted (the page drops it from its filter). */
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('contacts');
  const tagTitle = useTagTitle();
  const queryClient = useQueryClient();
  // A tag's name shows on the contacts too: a renamed or deleted one refreshes them all.
  const refresh = (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });
  const actions: NamesDialogActions = {
    create: async (title) => {
      await createContactTag(title);
      await refresh([...CONTACTS_KEY, 'tags']);
    },
    rename: async (id, title) => {
      await renameContactTag(id, title);
      await refresh(CONTACTS_KEY);
    },
    remove: async (id) => {
      await deleteContactTag(id);
      await refresh(CONTACTS_KEY);
    },
  };
  const texts: NamesDialogTexts = {
    title: t('tags.title'),
    newName: t('form.newTag'),
    add: t('form.addTag'),
    list: t('field.tags'),
    none: t('tags.none'),
    done: t('tags.done'),
    failed: t('failed'),
    rename: (title) => t('tags.rename', { title }),
    save: (title) => t('tags.save', { title }),
    deleteItem: (title) => t('tags.deleteTag', { title }),
    confirmDelete: (title) => t('tags.confirmDelete', { title }),
    delete: t('tags.delete'),
    keep: t('tags.keep'),
    added: t('done.tagAdded'),
    renamed: t('done.tagRenamed'),
    deleted: t('done.tagDeleted'),
  };
  return (
    <NamesDialog
      items={tags.map((tag) => ({ id: tag.id, title: tagTitle(tag) }))}
      texts={texts}
      actions={actions}
      schema={contactTagTitleSchema}
      maxLength={CONTACT_TAG_TITLE_MAX_LENGTH}
      onClose={onClose}
      onNotice={onNotice}
      onDeleted={onDeleted}
    />
  );
}
