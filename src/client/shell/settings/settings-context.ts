import { createContext, useContext } from 'react';
import type { ShellSettings } from './shell-settings.ts';

export interface SettingsContextValue {
  settings: ShellSettings;
  /** Applies a change at once and saves it 300 ms after the last change. */
  updateSettings(change: (current: ShellSettings) => ShellSettings): void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
