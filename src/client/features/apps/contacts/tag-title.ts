import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactTag } from './contacts-api.ts';

/** A tag's name: a built-in tag in the interface's language, a person's own tag as they wrote it. */
export function useTagTitle(): (tag: ContactTag) => string {
  const { t, i18n } = useTranslation('contacts');
  return useCallback(
    (tag) =>
      tag.builtIn && i18n.exists(`tag.${tag.builtIn}`, { ns: 'contacts' })
        ? t(`tag.${tag.builtIn}` as 'tag.work')
        : tag.title,
    [t, i18n],
  );
}
