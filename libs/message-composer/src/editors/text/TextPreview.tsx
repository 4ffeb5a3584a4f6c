import { memo } from 'react';
import Box from '@mui/material/Box';
import type { PreviewProps } from '../types';

/** A chat bubble (paper, in the chat's colours); line breaks are kept. */
export const TextPreview = memo(function TextPreview({ value }: PreviewProps<'text'>) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 3,
        px: 1.5,
        py: 1,
        maxWidth: 260,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontSize: 14,
        minHeight: 36,
      }}
    >
      {value.text}
    </Box>
  );
});
