import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below the theme's `md` breakpoint the composer stacks (format menu button, message list, preview
 * collapsed below); below `sm` its overlay fills the screen.
 */
export function useComposerLayout(): { stacked: boolean; fullScreen: boolean } {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return { stacked, fullScreen };
}
