import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { profileMessageKeyOf } from '../../../domain/profile-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';

/**
 * Shows a profile validation or API message in the interface language. Server messages may carry
 * a field path ("end: …"); the sentence after it is what gets translated.
 */
export function useProfileMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('profile');
  const general = useMessage();
  return useCallback(
    (text) => {
      if (!text) return text;
      const sentence = text.replace(/^[\w.]+: /, '');
      const key = profileMessageKeyOf(sentence);
      return key ? t(`errors.${key}`) : general(sentence);
    },
    [t, general],
  );
}
