import { describe, expect, it } from 'vitest';
import { parseShortcuts, toggleShortcut } from './shortcut-list.ts';

describe('shortcuts', () => {
  it('adds an absent item at the end and removes a present one', () => {
    expect(toggleShortcut(['home'], 'saved')).toEqual(['home', 'saved']);
    expect(toggleShortcut(['home', 'saved'], 'home')).toEqual(['saved']);
  });
  it('reads malformed stored shortcuts as none', () => {
    expect(parseShortcuts(['home'])).toEqual(['home']);
    expect(parseShortcuts('home')).toEqual([]);
    expect(parseShortcuts([1, 2])).toEqual([]);
  });
});
