/** The layout options of SPEC section 2 (Template layout) and section 9 (sizes). */
export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

export const LAYOUT_MODES = ['full', 'boxed', 'container'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

// 1120 and 1570 are the template's (SPEC section 9); 1400 is the public top-bar layout's page width.
export const CONTAINER_WIDTHS = [1120, 1400, 1570] as const;
export type ContainerWidth = (typeof CONTAINER_WIDTHS)[number];

export const NAVBAR_POSITIONS = ['left', 'right'] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];

export const NAVBAR_STYLES = ['style-1', 'style-3', 'style-3-dense'] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];

/** Everything the shell renders with; the settings panel edits all of it. */
export interface LayoutSettings {
  mode: LayoutMode;
  containerWidth: ContainerWidth;
  navbar: { display: boolean; position: NavbarPosition; style: NavbarStyle; folded: boolean };
  toolbar: { display: boolean };
  footer: { display: boolean; fixed: boolean };
  leftSidePanel: { display: boolean };
  rightSidePanel: { display: boolean };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * What a route may declare in its handle: any part of the layout settings, deeply optional,
 * laid over the user's settings for that route only (the name is kept for the route table).
 */
export type LayoutConfig = DeepPartial<LayoutSettings>;

/** Consent screens (sign-in, sign-up) show no navbar, toolbar, footer or side panels. */
export const bareLayout: LayoutConfig = {
  navbar: { display: false },
  toolbar: { display: false },
  footer: { display: false },
  leftSidePanel: { display: false },
  rightSidePanel: { display: false },
};

/**
 * The defaults of each layout: layout2 (the public site's top bar: job seekers' and guests' default)
 * has no toolbar and keeps the page to 1400 px, layout3 opens with a left side panel.
 */
export const layoutDefaults: Record<LayoutStyle, LayoutSettings> = {
  layout1: {
    mode: 'full',
    containerWidth: 1570,
    navbar: { display: true, position: 'left', style: 'style-1', folded: false },
    toolbar: { display: true },
    footer: { display: true, fixed: false },
    leftSidePanel: { display: false },
    rightSidePanel: { display: false },
  },
  layout2: {
    mode: 'container',
    containerWidth: 1400,
    navbar: { display: true, position: 'left', style: 'style-1', folded: false },
    toolbar: { display: false },
    footer: { display: true, fixed: false },
    leftSidePanel: { display: false },
    rightSidePanel: { display: false },
  },
  layout3: {
    mode: 'full',
    containerWidth: 1570,
    navbar: { display: true, position: 'left', style: 'style-1', folded: false },
    toolbar: { display: true },
    footer: { display: true, fixed: false },
    leftSidePanel: { display: true },
    rightSidePanel: { display: false },
  },
};

/** Lays a partial config over full settings, part by part. */
export function applyLayoutConfig(base: LayoutSettings, override: LayoutConfig | undefined): LayoutSettings {
  if (!override) return base;
  return {
    mode: override.mode ?? base.mode,
    containerWidth: override.containerWidth ?? base.containerWidth,
    navbar: { ...base.navbar, ...override.navbar },
    toolbar: { ...base.toolbar, ...override.toolbar },
    footer: { ...base.footer, ...override.footer },
    leftSidePanel: { ...base.leftSidePanel, ...override.leftSidePanel },
    rightSidePanel: { ...base.rightSidePanel, ...override.rightSidePanel },
  };
}
