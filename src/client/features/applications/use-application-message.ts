import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationMessageKeyOf } from '../../../domain/application-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';

/** Shows a message of the applications API (or a general one) in the interface language. */
export function useApplicationMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('applications');
  const general = useMessage();
  return useCallback(
    (text) => {
      if (!text) return text;
      const key = applicationMessageKeyOf(text);
      return key ? t(`messages.${key}`) : general(text);
    },
    [t, general],
  );
}
