import { useEffect, useRef } from 'react';
import type { TypedDocumentString } from '../../graphql/graphql.ts';
import { useAuth } from '../auth/use-auth.ts';
import { subscribeLive } from './live-client.ts';

/**
 * Runs `onData` for each event of a GraphQL subscription while the component is mounted and
 * someone is signed in; a new person signing in subscribes again on their own connection.
 */
export function useLiveSubscription<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  enabled = true,
): void {
  const { user } = useAuth();
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  const userId = user?.uid;
  const key = JSON.stringify(variables ?? null);
  useEffect(() => {
    if (!enabled || !userId) return undefined;
    return subscribeLive(document, JSON.parse(key) as TVariables, (data) => handler.current(data));
  }, [document, key, enabled, userId]);
}
