import { memo } from 'react';
import Box from '@mui/material/Box';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { CARD_LABEL_STYLE, readCard } from '@hbc/message-model';
import type { PreviewProps } from '../types';

/** A row of square cards; a card with an action shows its label near the bottom. */
export const CarouselPreview = memo(function CarouselPreview({ value }: PreviewProps<'carousel'>) {
  const cards = (value.contents ?? []).map(readCard);
  return (
    <Box
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', maxWidth: 280, pb: 0.5 }}
      role="list"
      aria-label="การ์ด"
      // The row scrolls sideways: focusable, so that the arrow keys scroll it too.
      tabIndex={0}
    >
      {cards.map((card, index) => (
        <Box
          key={index}
          role="listitem"
          aria-label={`การ์ดที่ ${index + 1}`}
          sx={{
            position: 'relative',
            flex: '0 0 160px',
            height: 160,
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: 'grey.300',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {card.image ? (
            <Box
              component="img"
              src={card.image}
              alt={`รูปภาพการ์ดที่ ${index + 1}`}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top' }}
            />
          ) : (
            <ImageOutlinedIcon sx={{ fontSize: 40, color: 'grey.600' }} />
          )}
          {card.hasAction && (
            <Box
              sx={{
                position: 'absolute',
                left: 10,
                right: 10,
                bottom: 10,
                px: 1,
                py: 0.5,
                borderRadius: CARD_LABEL_STYLE.cornerRadius,
                bgcolor: CARD_LABEL_STYLE.backgroundColor,
                color: CARD_LABEL_STYLE.textColor,
                textAlign: 'center',
                fontSize: 12,
                fontWeight: 600,
                wordBreak: 'break-word',
              }}
            >
              {card.label}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
});
