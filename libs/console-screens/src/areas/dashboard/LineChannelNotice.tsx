import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { LineChannelCheck } from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';

export const LINE_CHANNEL_NOTICE_TEXT = {
  otherProvider: 'ช่องทาง LINE ตั้งค่าไม่ถูกต้อง',
  unconfirmed: 'ยังยืนยันการตั้งค่าช่องทาง LINE ไม่ได้',
  checkedAt: (at: string) => `ตรวจเมื่อ ${formatThaiDateTime(at)}`,
} as const;

const TEXT = LINE_CHANNEL_NOTICE_TEXT;

/**
 * Tells the Super Admin when the LINE Login and Messaging API channels are not known to share a
 * provider (test sends to staff cannot reach them, and citizens' IDs would not match); nothing
 * when they do, or before any check.
 */
export function LineChannelNotice({ check }: { check: LineChannelCheck | null }) {
  if (!check || check.outcome === 'SAME_PROVIDER') return null;
  const other = check.outcome === 'OTHER_PROVIDER';
  return (
    <Alert severity={other ? 'error' : 'warning'}>
      <AlertTitle>{other ? TEXT.otherProvider : TEXT.unconfirmed}</AlertTitle>
      {check.message} ({TEXT.checkedAt(check.checkedAt)})
    </Alert>
  );
}
