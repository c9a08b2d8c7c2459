import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';

/** An error of a staff action in the interface language (or a general sentence when it has no words). */
export function useAdminError(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  const message = useMessage();
  return useCallback(
    (error) => (error instanceof Error ? message(error) : undefined) ?? t('actionError'),
    [t, message],
  );
}
