import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { jobFormMessageKey } from '../../../domain/job-form-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';

/** A job-form or API message in the interface language (unknown text as is). */
export function useJobMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('employerJobs');
  const general = useMessage();
  return useCallback(
    (text) => {
      if (!text) return text;
      const key = jobFormMessageKey(text);
      return key ? t(`messages.${key}`) : general(text);
    },
    [t, general],
  );
}
