import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import type { TrackingUrlRecord } from '@hbc/contracts';
import { QrCodeBox } from '../../dialogs/QrCodeBox';
import { useQrImage, type QrImage } from '../users/useInviteLink';

export const TRACKING_QR_TEXT = {
  title: 'คิวอาร์โค้ดของลิงก์ติดตาม',
  alt: (name: string) => `คิวอาร์โค้ดของลิงก์ ${name}`,
  loading: 'กำลังสร้างคิวอาร์โค้ด',
  failed: 'สร้างคิวอาร์โค้ดไม่สำเร็จ กรุณาใช้ลิงก์ย่อแทน',
  download: 'ดาวน์โหลดคิวอาร์โค้ด',
  close: 'ปิด',
} as const;

const TEXT = TRACKING_QR_TEXT;
const QR_SIZE = 240;

export interface TrackingQrDialogProps {
  link: Pick<TrackingUrlRecord, 'name' | 'code' | 'shortUrl'>;
  onClose: () => void;
}

/** The QR code of a link's short link, to look at or download as a PNG (for posters and leaflets). */
export function TrackingQrDialog({ link, onClose }: TrackingQrDialogProps) {
  const qr = useQrImage(link.shortUrl);
  return <TrackingQrDialogView link={link} qr={qr} onClose={onClose} />;
}

function TrackingQrDialogView({ link, qr, onClose }: TrackingQrDialogProps & { qr: QrImage }) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id} fontWeight={700}>
        {TEXT.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
          <Typography fontWeight={600}>{link.name}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {link.shortUrl}
          </Typography>
          <QrCodeBox
            qr={qr}
            size={QR_SIZE}
            texts={{ alt: TEXT.alt(link.name), loading: TEXT.loading, failed: TEXT.failed }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {qr.state === 'ready' && (
          <Button
            component="a"
            href={qr.src}
            download={`qr-${link.code}.png`}
            startIcon={<Download />}
            sx={{ mr: 'auto' }}
          >
            {TEXT.download}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
