import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from './theme-provider';
import { theme } from './theme';
import { ToastHost } from '../toast/ToastHost';

/** Green theme, Thai locale and baseline styles: wrap the screens built with MUI in it. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The theme and the toast host, for stories and their specs. */
export function StoryShell({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <ToastHost />
    </AppThemeProvider>
  );
}
