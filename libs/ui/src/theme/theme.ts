import { createTheme } from '@mui/material/styles';
import { thTH } from '@mui/material/locale';

/** The programme's green. */
export const PRIMARY_GREEN = '#1b8a4b';

export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY_GREEN, contrastText: '#ffffff' },
      secondary: { main: '#0b6e99' },
      background: { default: '#f4f7f5' },
    },
    typography: {
      fontFamily: '"Sarabun", "Tahoma", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
  },
  thTH,
);
