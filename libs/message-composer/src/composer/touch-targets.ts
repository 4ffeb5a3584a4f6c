import { createTheme, type Theme } from '@mui/material/styles';

/** The smallest side of a control a finger can hit reliably. */
export const TOUCH_TARGET_PX = 44;

/**
 * The outer theme, with every button, tab, menu item, checkbox and small field of the composer at
 * least 44 px on narrow screens and touch screens (MUI's small sizes are 30 to 40 px).
 */
export function withTouchTargets(outer: Theme): Theme {
  const touch = `${outer.breakpoints.down('md')}, (pointer: coarse)`;
  const square = { [touch]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } };
  const tall = { [touch]: { minHeight: TOUCH_TARGET_PX } };
  return createTheme(outer, {
    components: {
      MuiButton: { styleOverrides: { root: tall } },
      MuiIconButton: { styleOverrides: { root: square } },
      MuiTab: { styleOverrides: { root: tall } },
      MuiListItemButton: { styleOverrides: { root: tall } },
      MuiMenuItem: { styleOverrides: { root: tall } },
      MuiCheckbox: { styleOverrides: { root: square } },
      // Small fields and selects: 40 px high at 8.5 px padding, 44 px at 10.5 px.
      MuiOutlinedInput: {
        styleOverrides: { inputSizeSmall: { [touch]: { paddingTop: 10.5, paddingBottom: 10.5 } } },
      },
    },
  });
}
