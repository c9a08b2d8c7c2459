import { shortcutsSchema } from '../../../domain/auth-schemas.ts';

/** Adds the item when absent, removes it when present; order of adding is kept. */
export function toggleShortcut(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((s) => s !== id) : [...shortcuts, id];
}

/** Shortcuts as stored; anything malformed reads as none rather than breaking the toolbar. */
export function parseShortcuts(value: unknown): string[] {
  const parsed = shortcutsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
