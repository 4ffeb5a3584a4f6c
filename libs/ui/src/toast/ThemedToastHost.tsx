import { ThemeProvider } from '../theme/theme-provider';
import { theme } from '../theme/theme';
import { ToastHost } from './ToastHost';

/** The toast host in the console's theme, wherever on the page it is mounted. */
export function ThemedToastHost() {
  return (
    <ThemeProvider theme={theme}>
      <ToastHost />
    </ThemeProvider>
  );
}
