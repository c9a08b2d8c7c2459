import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the API or a form may say to a person: a message key of a domain catalog (zod schemas and
 * the server use these, e.g. `profile.birthDateInFuture`), or plain words. Errors from the API
 * carry the key of their words (see lib/http-client.ts and lib/graphql-client.ts).
 */
export type Saying = string | null | undefined;

/** The key of an error's words when it has one, else the words themselves. */
export function sayingOf(error: unknown): string {
  if (error instanceof Error) return (error as { messageKey?: string }).messageKey ?? error.message;
  return String(error);
}

/** The params of an error's words, for their translations' placeholders. */
const paramsOf = (error: unknown): Record<string, unknown> | undefined =>
  error instanceof Error ? (error as { params?: Record<string, unknown> }).params : undefined;

/**
 * Shows a saying in the interface language: a key is translated from the `messages` namespace,
 * anything else (a one-off sentence of the server) is shown as it is. Give it an error to use
 * the key and placeholders the error carries.
 */
export function useMessage(): (saying: Saying | Error) => string | undefined {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (saying) => {
      if (saying === null || saying === undefined || saying === '') return undefined;
      const key = typeof saying === 'string' ? saying : sayingOf(saying);
      if (i18n.exists(key, { ns: 'messages' })) return t(key, paramsOf(saying) ?? {});
      return typeof saying === 'string' ? saying : saying.message;
    },
    [t, i18n],
  );
}
