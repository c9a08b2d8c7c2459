/** The parts of layout1 a route may switch off (SPEC section 2, Template layout). */
export interface LayoutConfig {
  navbar: boolean;
  toolbar: boolean;
  footer: boolean;
}

export const defaultLayoutConfig: LayoutConfig = { navbar: true, toolbar: true, footer: true };

/** Guest-only screens such as the consent pages show no navbar, toolbar or footer. */
export const bareLayout: LayoutConfig = { navbar: false, toolbar: false, footer: false };
