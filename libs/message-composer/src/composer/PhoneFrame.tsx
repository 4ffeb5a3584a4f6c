import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { CHAT_COLOURS, chatTheme, type ChatScheme } from './chat-scheme';

/** The width of a common phone's screen. */
export const PHONE_WIDTH_PX = 360;

export interface PhoneFrameProps {
  scheme: ChatScheme;
  /** The sender's name, in the bar at the top of the chat. */
  companyName: string;
  /** The chat room's content, drawn in the chat's colours. */
  children: ReactNode;
}

/** A phone-sized LINE chat: the sender's name in its bar above the chat room, light or dark. */
export function PhoneFrame({ scheme, companyName, children }: PhoneFrameProps) {
  const outer = useTheme();
  const theme = useMemo(() => chatTheme(outer, scheme), [outer, scheme]);
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-chat-scheme={scheme}
        sx={{
          boxSizing: 'border-box',
          width: PHONE_WIDTH_PX,
          maxWidth: '100%',
          mx: 'auto',
          colorScheme: scheme,
          border: '6px solid #1c1d1f',
          borderRadius: 4,
          // Clipped, not hidden: the bar stays stuck to the top of the panel that scrolls.
          overflow: 'clip',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: CHAT_COLOURS[scheme].bar,
            px: 2,
            py: 1,
          }}
        >
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }} noWrap>
            {companyName}
          </Typography>
        </Box>
        {children}
      </Box>
    </ThemeProvider>
  );
}
