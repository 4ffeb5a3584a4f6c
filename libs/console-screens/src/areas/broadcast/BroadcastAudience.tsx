import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BroadcastTarget } from '@hbc/contracts';
import { Spinner } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';
import { AUDIENCE_COUNT_TEXT, useBroadcastAudience } from './useBroadcastAudience';

export const BROADCAST_AUDIENCE_TEXT = {
  label: 'จำนวนผู้รับ',
  recipients: (n: number) => `จำนวนผู้รับ ${formatCount(n)} คน`,
  excluded: (n: number) => `(ไม่รวม CID ที่ยกเว้นการส่ง ${formatCount(n)} คน)`,
  capped: (n: number) => `ได้รับครบจำนวนครั้งที่กำหนดแล้ว (จะถูกข้าม) ${formatCount(n)} คน`,
  ...AUDIENCE_COUNT_TEXT,
  chooseSegment: 'เลือกกลุ่มเป้าหมายเพื่อดูจำนวนผู้รับ',
  recount: 'นับอีกครั้ง',
  quota: (n: number) => `โควตาข้อความเดือนนี้คงเหลือ ${formatCount(n)} ข้อความ`,
  noLimit: 'โควตาข้อความเดือนนี้: ไม่จำกัด',
  overQuota: 'จำนวนผู้รับเกินโควตาข้อความที่เหลือของเดือนนี้ จึงส่งไม่ได้',
} as const;

const TEXT = BROADCAST_AUDIENCE_TEXT;

export interface BroadcastAudienceProps {
  target: BroadcastTarget;
  segmentId: number | null;
  /** Marked urgent: the frequency cap skips nobody. */
  urgent?: boolean;
  /** The recipients counted for the current target, null while unknown. */
  onRecipients: (recipients: number | null) => void;
}

/**
 * The live recipient count of a broadcast's target (and how many the frequency cap would skip)
 * and the month's quota line, with a warning when the recipients exceed it (its own chunk: both
 * wait for the API).
 */
export default function BroadcastAudience({
  target,
  segmentId,
  urgent = false,
  onRecipients,
}: BroadcastAudienceProps) {
  const { audience, recipients, quota, quotaExceeded } = useBroadcastAudience(
    target,
    segmentId,
    urgent,
  );
  useEffect(() => onRecipients(recipients), [onRecipients, recipients]);
  const live = audience.state;
  const shown =
    live.status === 'counted' ? live.answer : live.status === 'incomplete' ? null : live.last;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        role="status"
        aria-label={TEXT.label}
        aria-busy={live.status === 'counting'}
      >
        {live.status === 'incomplete' ? (
          <Typography color="text.secondary">{TEXT.chooseSegment}</Typography>
        ) : (
          shown && (
            <>
              <Typography fontWeight={700}>{TEXT.recipients(shown.recipients)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {TEXT.excluded(shown.excluded)}
              </Typography>
              {shown.capped > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {TEXT.capped(shown.capped)}
                </Typography>
              )}
            </>
          )
        )}
        {live.status === 'counting' && <Spinner size={18} aria-label={TEXT.counting} />}
        {live.status === 'failed' && (
          <>
            <Typography color="error">{TEXT.countFailed}</Typography>
            <Button size="small" onClick={audience.retry}>
              {TEXT.recount}
            </Button>
          </>
        )}
      </Stack>
      {quota && (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {quota.remaining === null ? TEXT.noLimit : TEXT.quota(quota.remaining)}
          </Typography>
          {quotaExceeded && (
            <Typography variant="body2" color="warning.dark" role="alert">
              {TEXT.overQuota}
            </Typography>
          )}
        </Stack>
      )}
    </>
  );
}
