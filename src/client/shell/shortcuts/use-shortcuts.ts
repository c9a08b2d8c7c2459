import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useNotify } from '../notifications/notification-context.ts';
import { SHORTCUTS_STORAGE_KEY } from '../settings/settings-storage.ts';
import { parseShortcuts, toggleShortcut } from './shortcut-list.ts';

function readGuestShortcuts(): string[] {
  try {
    return parseShortcuts(JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** A signed-in user's shortcuts live in data.shortcuts (PUT /api/auth/user); a guest's in this browser. */
export function useShortcuts(): { shortcuts: string[]; toggle(id: string): void } {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const { user, updateUser } = useAuth();
  const [guestShortcuts, setGuestShortcuts] = useState(readGuestShortcuts);
  const shortcuts = user ? user.data.shortcuts : guestShortcuts;

  const toggle = useCallback(
    (id: string) => {
      const next = toggleShortcut(shortcuts, id);
      if (!user) {
        localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify(next));
        setGuestShortcuts(next);
        return;
      }
      updateUser({ data: { shortcuts: next } }).catch(() =>
        notify(t('shortcuts.saveFailed'), { severity: 'error', variant: 'toast' }),
      );
    },
    [shortcuts, user, updateUser, notify, t],
  );

  return { shortcuts, toggle };
}
