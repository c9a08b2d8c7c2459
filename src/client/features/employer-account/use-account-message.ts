import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { employerAccountMessageKeyOf } from '../../../domain/employer-account-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';

/** Shows a validation or API message of the employer forms in the interface language. */
export function useAccountMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('employerAccount');
  const general = useMessage();
  return useCallback(
    (text) => {
      if (!text) return text;
      const key = employerAccountMessageKeyOf(text);
      return key ? t(`errors.${key}`) : general(text);
    },
    [t, general],
  );
}

/** The message of a failed request, for an Alert. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
