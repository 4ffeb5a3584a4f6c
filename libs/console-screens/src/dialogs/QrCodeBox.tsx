import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { QrImage } from '../areas/users/useInviteLink';

/** What the box says: the picture's description, while it is drawn, when it could not be. */
export interface QrCodeBoxTexts {
  alt: string;
  loading: string;
  failed: string;
}

export interface QrCodeBoxProps {
  qr: QrImage;
  /** Width and height of the square, in pixels. */
  size: number;
  texts: QrCodeBoxTexts;
}

/** A QR code in a framed square, centred: a spinner while it is drawn, a note if it could not be. */
export function QrCodeBox({ qr, size, texts }: QrCodeBoxProps) {
  return (
    <Box
      sx={{
        alignSelf: 'center',
        width: size,
        height: size,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textAlign: 'center',
      }}
    >
      {qr.state === 'ready' && <img src={qr.src} alt={texts.alt} width={size} height={size} />}
      {qr.state === 'loading' && <CircularProgress aria-label={texts.loading} />}
      {qr.state === 'failed' && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {texts.failed}
        </Typography>
      )}
    </Box>
  );
}
