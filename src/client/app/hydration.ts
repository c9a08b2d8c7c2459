import { matchRoutes, type RouteObject } from 'react-router';
import type { Language } from '../../domain/enums.ts';
import { isTokenValid, readToken } from '../lib/token-storage.ts';
import type { SsrPayload } from '../lib/ssr/ssr-payload.ts';
import { readStoredSettings } from '../shell/settings/settings-storage.ts';
import { defaultSettings, effectiveSettings, roleLayoutStyle } from '../shell/settings/shell-settings.ts';

/**
 * Whether the browser's first render will draw what the server drew, so it may hydrate the
 * server's HTML: the server renders every page as a guest with the default settings, in the
 * language it was told. Someone signed in, or with a layout or theme of their own, or reading
 * another language gets a fresh render over the served HTML instead (the same content, drawn
 * their way), which costs a repaint but never a mismatch.
 */
export function canHydrate(payload: SsrPayload | undefined, language: Language): payload is SsrPayload {
  if (!payload || payload.language !== language) return false;
  if (isTokenValid(readToken())) return false;
  const guest = roleLayoutStyle(null);
  return (
    JSON.stringify(effectiveSettings(readStoredSettings(), guest)) ===
    JSON.stringify(effectiveSettings(defaultSettings, guest))
  );
}

/**
 * Loads the code of the routes the address matches before hydrating: a lazy route the router has
 * not loaded yet renders its fallback, which is not what the server drew.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
