import { describe, expect, it } from 'vitest';
import { applyLayoutConfig, bareLayout, layoutDefaults } from '../layout-config.ts';
import {
  defaultSettings,
  effectiveSettings,
  FONT_SCALES,
  parseSettings,
  roleLayoutStyle,
  stepFontScale,
  withLayoutStyle,
} from './shell-settings.ts';

describe('shell settings model', () => {
  it('reads nothing, garbage or an old shape as the defaults', () => {
    expect(parseSettings(undefined)).toEqual(defaultSettings);
    expect(parseSettings('layout2')).toEqual(defaultSettings);
    expect(parseSettings({ layout: 'wide', theme: 7 })).toEqual(defaultSettings);
  });

  it('keeps every valid part and defaults only the invalid ones', () => {
    const parsed = parseSettings({
      layout: {
        style: 'layout1',
        config: {
          mode: 'boxed',
          containerWidth: 1120,
          navbar: { position: 'right', style: 'nope', folded: true },
          footer: { fixed: 'yes' },
        },
      },
      theme: { navbar: 'slate', footer: 'mauve' },
      fontScale: 1.2,
    });
    expect(parsed.layout.config).toMatchObject({
      mode: 'boxed',
      containerWidth: 1120,
      navbar: { display: true, position: 'right', style: 'style-1', folded: true },
      footer: { display: true, fixed: false },
    });
    expect(parsed.theme).toEqual({ main: 'default', navbar: 'slate', toolbar: 'default', footer: 'default' });
    expect(parsed.fontScale).toBe(1.2);
  });

  it('takes the defaults of the stored layout style for missing parts', () => {
    expect(parseSettings({ layout: { style: 'layout2' } }).layout.config).toEqual(layoutDefaults.layout2);
    expect(parseSettings({ layout: { style: 'layout3' } }).layout.config.leftSidePanel.display).toBe(true);
  });

  it('allows only the font scales 70% to 130% in steps of 10%', () => {
    expect(FONT_SCALES).toEqual([0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3]);
    expect(parseSettings({ fontScale: 1.25 }).fontScale).toBe(1);
    expect(parseSettings({ fontScale: 0.6 }).fontScale).toBe(1);
    expect(stepFontScale(1.3, 1)).toBe(1.3);
    expect(stepFontScale(0.7, -1)).toBe(0.7);
    expect(stepFontScale(1, 1)).toBe(1.1);
  });

  it('drops a stored custom palette that breaks the palette rules', () => {
    const good = { mode: 'dark', primary: '#93c5fd', secondary: '#5eead4', background: '#0f172a', paper: '#1e293b' };
    expect(parseSettings({ customPalette: good }).customPalette).toEqual(good);
    expect(parseSettings({ customPalette: { ...good, background: '#ffffff' } }).customPalette).toBeNull();
    expect(parseSettings({ customPalette: { ...good, primary: 'red' } }).customPalette).toBeNull();
  });

  it('survives a round trip through JSON', () => {
    const s = withLayoutStyle({ ...defaultSettings, fontScale: 0.8 }, 'layout3');
    expect(parseSettings(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('switching layout takes that layout’s defaults', () => {
    expect(withLayoutStyle(defaultSettings, 'layout2').layout).toEqual({
      style: 'layout2',
      config: layoutDefaults.layout2,
    });
  });

  it('lays a route’s partial config over the settings, part by part', () => {
    const base = {
      ...layoutDefaults.layout1,
      navbar: { ...layoutDefaults.layout1.navbar, position: 'right' as const, folded: true },
    };
    const bare = applyLayoutConfig(base, bareLayout);
    expect(bare.navbar).toEqual({ display: false, position: 'right', style: 'style-1', folded: true });
    expect([
      bare.toolbar.display,
      bare.footer.display,
      bare.leftSidePanel.display,
      bare.rightSidePanel.display,
    ]).toEqual([false, false, false, false]);
    expect(applyLayoutConfig(base, { footer: { fixed: true } }).footer).toEqual({ display: true, fixed: true });
    expect(applyLayoutConfig(base, undefined)).toBe(base);
  });

  it('opens guests and job seekers in the public top bar, employers and staff in the admin shell', () => {
    expect(roleLayoutStyle(null)).toBe('layout2');
    expect(roleLayoutStyle({ role: ['user'], memberType: 'jobseeker' })).toBe('layout2');
    expect(roleLayoutStyle({ role: ['user'], memberType: 'employer' })).toBe('layout1');
    expect(roleLayoutStyle({ role: ['staff', 'user'], memberType: 'jobseeker' })).toBe('layout1');
    expect(roleLayoutStyle({ role: ['admin', 'staff', 'user'], memberType: 'jobseeker' })).toBe('layout1');
  });

  it('lets a chosen layout win over the role’s default, and only a chosen one', () => {
    const chosen = { ...withLayoutStyle(defaultSettings, 'layout3'), layoutChosen: true };
    expect(effectiveSettings(chosen, 'layout1')).toBe(chosen);
    const notChosen = { ...withLayoutStyle(defaultSettings, 'layout3'), fontScale: 1.2 as const };
    expect(effectiveSettings(notChosen, 'layout1').layout).toEqual({
      style: 'layout1',
      config: layoutDefaults.layout1,
    });
    expect(effectiveSettings(notChosen, 'layout1').fontScale).toBe(1.2);
    expect(parseSettings({ layoutChosen: true }).layoutChosen).toBe(true);
    expect(parseSettings({ layoutChosen: 'yes' }).layoutChosen).toBe(false);
  });
});
