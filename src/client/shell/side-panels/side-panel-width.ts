/** The side panels' width (SPEC section 9 gives 64 among its readings). */
export const SIDE_PANEL_WIDTH = 64;
