import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeyOf } from '../../domain/messages.ts';

/** Shows a known API or validation message in the interface language; unknown text as is. */
export function useMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return useCallback(
    (text) => {
      if (!text) return text;
      const key = messageKeyOf(text);
      return key ? t(key) : text;
    },
    [t],
  );
}
