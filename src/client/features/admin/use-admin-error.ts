import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { moderationMessageKeyOf } from '../../../domain/moderation-schemas.ts';
import { useMessage } from '../../i18n/use-message.ts';

/** An error of a staff action in the interface language (known messages translated). */
export function useAdminError(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  const general = useMessage();
  return useCallback(
    (error) => {
      const text = error instanceof Error ? error.message : undefined;
      if (!text) return t('actionError');
      const key = moderationMessageKeyOf(text);
      return key ? t(`messages.${key}`) : (general(text) ?? t('actionError'));
    },
    [t, general],
  );
}
