import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useNotify } from '../notifications/notification-context.ts';
import { SettingsContext, type SettingsContextValue } from './settings-context.ts';
import { readStoredSettings, writeStoredSettings } from './settings-storage.ts';
import {
  defaultSettings,
  effectiveSettings,
  parseSettings,
  roleLayoutStyle,
  type ShellSettings,
} from './shell-settings.ts';

/** Settings save debounce of SPEC section 9. */
export const SETTINGS_SAVE_DELAY_MS = 300;

/**
 * Holds the shell settings: restored from the user's data.settings once signed in (or from this
 * browser for a guest), applied live, and saved after the user stops changing them.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const { user, status, updateUser } = useAuth();
  const [settings, setSettings] = useState<ShellSettings>(readStoredSettings);
  const current = useRef(settings);
  const loadedFor = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const roleStyleRef = useRef(settings.layout.style);

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
      const base = effectiveSettings(current.current, roleStyleRef.current);
      const changed = change(base);
      // Any change of the layout (style, mode, navbar, footer …) is the person's own choice, kept
      // over their role's default from then on; restoring the defaults gives the role's layout back.
      const next =
        changed !== defaultSettings && changed.layout !== base.layout && !changed.layoutChosen
          ? { ...changed, layoutChosen: true }
          : changed;
      current.current = next;
      setSettings(next);
      // This browser's copy is written at once, so a reload within the debounce keeps the change.
      writeStoredSettings(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => save(next), SETTINGS_SAVE_DELAY_MS);
    },
    [save],
  );

  // Someone who never chose a layout gets their role's: once the session is known (until then the
  // layout last shown stays, so an employer's reload does not flash the public bar), then again on
  // each new page. Not in the middle of a page: signing up or in there would swap the layout and
  // remount the screen, losing what it was showing (an invitation just accepted, a form's step).
  const { pathname } = useLocation();
  const [applied, setApplied] = useState({ key: '', style: settings.layout.style });
  const key = status === 'configuring' ? '' : pathname;
  if (key && applied.key !== key) setApplied({ key, style: roleLayoutStyle(user) });
  const roleStyle = key && applied.key !== key ? roleLayoutStyle(user) : applied.style;
  const effective = useMemo(() => effectiveSettings(settings, roleStyle), [settings, roleStyle]);
  roleStyleRef.current = roleStyle;
  useEffect(() => {
    // Remembered on this device, so the next visit opens in the same layout before the session loads.
    if (effective !== settings && status !== 'configuring') writeStoredSettings(effective);
  }, [effective, settings, status]);

  const value = useMemo(() => ({ settings: effective, updateSettings }), [effective, updateSettings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
