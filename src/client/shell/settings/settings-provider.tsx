import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useNotify } from '../notifications/notification-context.ts';
import { SettingsContext, type SettingsContextValue } from './settings-context.ts';
import { readStoredSettings, writeStoredSettings } from './settings-storage.ts';
import { parseSettings, type ShellSettings } from './shell-settings.ts';

/** Settings save debounce of SPEC section 9. */
export const SETTINGS_SAVE_DELAY_MS = 300;

/**
 * Holds the shell settings: restored from the user's data.settings once signed in (or from this
 * browser for a guest), applied live, and saved after the user stops changing them.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const { user, updateUser } = useAuth();
  const [settings, setSettings] = useState<ShellSettings>(readStoredSettings);
  const current = useRef(settings);
  const loadedFor = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // Adopt the user's saved settings once per sign-in; a user who never saved any keeps
  // what they set up as a guest.
  const uid = user?.uid ?? null;
  const stored = user?.data.settings;
  useEffect(() => {
    if (!uid || loadedFor.current === uid) {
      if (!uid) loadedFor.current = null;
      return;
    }
    loadedFor.current = uid;
    if (stored && Object.keys(stored).length > 0) {
      const next = parseSettings(stored);
      current.current = next;
      setSettings(next);
      writeStoredSettings(next);
    }
  }, [uid, stored]);

  const save = useCallback(
    (next: ShellSettings) => {
      if (!uid) {
        notify(t('settings.savedOnDevice'), { severity: 'success' });
        return;
      }
      updateUser({ data: { settings: { ...next } } }).then(
        () => notify(t('settings.saved'), { severity: 'success' }),
        () => notify(t('settings.saveFailed'), { severity: 'error', variant: 'toast' }),
      );
    },
    [uid, updateUser, notify, t],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const updateSettings = useCallback<SettingsContextValue['updateSettings']>(
    (change) => {
      const next = change(current.current);
      current.current = next;
      setSettings(next);
      // This browser's copy is written at once, so a reload within the debounce keeps the change.
      writeStoredSettings(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => save(next), SETTINGS_SAVE_DELAY_MS);
    },
    [save],
  );

  const value = useMemo(() => ({ settings, updateSettings }), [settings, updateSettings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
