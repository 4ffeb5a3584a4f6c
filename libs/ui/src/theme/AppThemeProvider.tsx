import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { ToastHost } from '../toast/ToastHost';

/** Green theme, Thai locale, baseline styles and the toast host: wrap the whole console in it. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}

/** The same providers for stories and their specs. */
export const StoryShell = AppThemeProvider;
