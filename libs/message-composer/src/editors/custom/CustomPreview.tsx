import { memo } from 'react';
import Box from '@mui/material/Box';
import type { PreviewProps } from '../types';

/** Custom messages are not drawn: a bubble says 'Custom'. */
export const CustomPreview = memo(function CustomPreview(_props: PreviewProps<'custom'>) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 3,
        px: 1.5,
        py: 1,
        fontSize: 14,
        fontStyle: 'italic',
        color: 'text.secondary',
      }}
    >
      Custom
    </Box>
  );
});
