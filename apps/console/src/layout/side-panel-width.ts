/** Width of the side panel, docked or in the drawer, in pixels. */
export const SIDE_PANEL_WIDTH = 264;
