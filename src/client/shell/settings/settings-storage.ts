import { parseSettings, type ShellSettings } from './shell-settings.ts';

/** A guest's settings live in this browser; a signed-in user's in their data.settings. */
export const SETTINGS_STORAGE_KEY = 'shell_settings';
export const SHORTCUTS_STORAGE_KEY = 'shell_shortcuts';

export function readStoredSettings(): ShellSettings {
  try {
    return parseSettings(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null'));
  } catch {
    return parseSettings(null);
  }
}

export function writeStoredSettings(settings: ShellSettings): void {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
}
