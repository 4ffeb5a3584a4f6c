import Box from '@mui/material/Box';

export interface MediaPreviewProps {
  media: 'image' | 'video';
  src: string;
  /** Accessible name of the image or video. */
  name: string;
  /** Crop to a square, as the card message shows it. */
  square?: boolean;
}

/** The uploaded image or video. */
export function MediaPreview({ media, src, name, square = false }: MediaPreviewProps) {
  const size = square
    ? { width: 200, height: 200, objectFit: 'cover' as const }
    : { maxWidth: '100%', maxHeight: 280, objectFit: 'contain' as const };
  if (media === 'video') {
    return <Box component="video" src={src} aria-label={name} controls preload="metadata" sx={{ display: 'block', ...size }} />;
  }
  return <Box component="img" src={src} alt={name} sx={{ display: 'block', ...size }} />;
}
