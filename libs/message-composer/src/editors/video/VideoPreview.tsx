import { memo } from 'react';
import Box from '@mui/material/Box';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import type { PreviewProps } from '../types';

/** The video's cover image with a play mark. */
export const VideoPreview = memo(function VideoPreview({ value }: PreviewProps<'video'>) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: 240,
        minHeight: 135,
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'grey.300',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {value.previewImageUrl ? (
        <>
          <Box
            component="img"
            src={value.previewImageUrl}
            alt="ภาพหน้าปกวิดีโอ"
            sx={{ width: '100%', display: 'block' }}
          />
          <PlayCircleOutlineIcon
            sx={{ position: 'absolute', fontSize: 48, color: 'common.white' }}
            aria-hidden
          />
        </>
      ) : (
        <VideocamOutlinedIcon sx={{ fontSize: 48, color: 'grey.600' }} aria-label="ยังไม่มีภาพหน้าปก" />
      )}
    </Box>
  );
});
