import { memo } from 'react';
import Box from '@mui/material/Box';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { clampArea, FORMAT_NAMES, resolveAltText } from '@hbc/message-model';
import type { PreviewProps } from '../types';

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The base image with each action's tap area outlined and numbered. */
export const ImagemapPreview = memo(function ImagemapPreview({ value }: PreviewProps<'imagemap'>) {
  const base = value.baseSize;
  const valid = base.width > 0 && base.height > 0;
  return (
    <Box
      sx={{
        position: 'relative',
        width: 240,
        aspectRatio: valid ? `${base.width} / ${base.height}` : '1 / 1',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'grey.300',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {value.baseUrl ? (
        <Box
          component="img"
          src={value.baseUrl}
          alt={resolveAltText(value.altText, {}, FORMAT_NAMES.imagemap)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill' }}
        />
      ) : (
        <ImageOutlinedIcon sx={{ fontSize: 48, color: 'grey.600' }} aria-label="ยังไม่มีรูปภาพ" />
      )}
      {valid &&
        (value.actions ?? []).map((action, index) => {
          const area = clampArea(action.area, base);
          return (
            <Box
              key={index}
              title={action.type === 'message' ? action.text : action.linkUri}
              sx={{
                position: 'absolute',
                left: percent(area.x, base.width),
                top: percent(area.y, base.height),
                width: percent(area.width, base.width),
                height: percent(area.height, base.height),
                border: '2px dashed rgba(255, 255, 255, 0.9)',
                outline: '1px solid rgba(0, 0, 0, 0.4)',
                outlineOffset: -3,
                boxSizing: 'border-box',
              }}
            >
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  top: 2,
                  left: 2,
                  px: 0.5,
                  fontSize: 11,
                  borderRadius: 0.5,
                  bgcolor: 'rgba(0, 0, 0, 0.6)',
                  color: 'common.white',
                }}
              >
                {index + 1}
              </Box>
            </Box>
          );
        })}
    </Box>
  );
});
