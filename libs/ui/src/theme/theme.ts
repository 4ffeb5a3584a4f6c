import { createTheme, type CSSObject } from '@mui/material/styles';
import { thTH } from '@mui/material/locale';

/**
 * The programme's green: 5.25:1 against white, so that green text on white and white text on
 * green both pass WCAG AA (4.5:1).
 */
export const PRIMARY_GREEN = '#177c43';

/** The keyboard focus ring: a blue that stands out from the green and from white (6.4:1). */
export const FOCUS_RING_COLOR = '#0b57d0';

/** The ring drawn around the control that has keyboard focus, clear of its edge. */
export const focusRing: CSSObject = {
  outline: `3px solid ${FOCUS_RING_COLOR}`,
  outlineOffset: 2,
};

export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY_GREEN, contrastText: '#ffffff' },
      secondary: { main: '#0b6e99' },
      // MUI's own amber and light blue read at 3.1:1 and 3.9:1 as text (status chips, alerts).
      warning: { main: '#b45309' },
      info: { main: '#01579b' },
      background: { default: '#f4f7f5' },
    },
    typography: {
      fontFamily: '"Sarabun", "Tahoma", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // The ring shows focus; a pulsing ripple over a button would only fade its label.
      MuiButton: { defaultProps: { disableFocusRipple: true } },
      MuiIconButton: { defaultProps: { disableFocusRipple: true } },
      MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
      // An outlined field's own border becomes the ring, clear of its floating label.
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            '&.Mui-focused': { outline: 'none' },
            '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
              borderColor: FOCUS_RING_COLOR,
              borderWidth: 3,
            },
          },
        },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      // A disabled field's hint still explains it (why it cannot change): readable, not greyed.
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
      },
    },
  },
  thTH,
);
