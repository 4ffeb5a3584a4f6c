import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import {
  APPROVAL_TEXTS,
  ROLE_LABELS,
  type BroadcastApproval,
  type BroadcastRecord,
} from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';

export const APPROVAL_NOTICE_TEXT = {
  waiting: `รออนุมัติจาก ${ROLE_LABELS.ADMIN_LV1} ของหน่วยบริการ หรือ ${ROLE_LABELS.SUPER_ADMIN}`,
  askedBy: (name: string, at: string) => `ขออนุมัติโดย ${name} เมื่อ ${at}`,
  decidedBy: (name: string, at: string) => `โดย ${name} เมื่อ ${at}`,
  reason: (reason: string) => `เหตุผล: ${reason}`,
  urgentReason: (reason: string) => `เหตุผลที่เร่งด่วน: ${reason}`,
  withdrawnAt: (at: string) => `เมื่อ ${at}`,
  unknownName: 'ผู้ใช้ที่ถูกลบแล้ว',
  editWithdraws: 'การบันทึกการแก้ไขจะถอนคำขออนุมัติ บรอดแคสต์จะกลับเป็นฉบับร่างและต้องส่งขออนุมัติใหม่',
} as const;

const TEXT = APPROVAL_NOTICE_TEXT;

/** Why a send waits for approval, each ground in a sentence. */
export function groundTexts(approval: Pick<BroadcastApproval, 'grounds' | 'minRecipients'>) {
  return approval.grounds.map((ground) =>
    ground === 'SIZE'
      ? APPROVAL_TEXTS.grounds.SIZE(formatCount(approval.minRecipients))
      : APPROVAL_TEXTS.grounds.URGENT,
  );
}

export interface ApprovalNoticeProps {
  broadcast: Pick<BroadcastRecord, 'status' | 'approval' | 'urgentReason'>;
  /** In the form: editing a waiting broadcast withdraws its request. */
  editing?: boolean;
}

/**
 * Where a broadcast's approval stands: waiting (for whom, who asked and when, why), approved or
 * rejected (by whom, when, and why it was rejected), or withdrawn by an edit. Nothing when the
 * broadcast never asked.
 */
export default function ApprovalNotice({ broadcast, editing = false }: ApprovalNoticeProps) {
  const { approval } = broadcast;
  if (!approval) return null;
  const who = (name: string | null) => name ?? TEXT.unknownName;
  const decided = TEXT.decidedBy(
    who(approval.decidedByName),
    formatThaiDateTime(approval.decidedAt ?? ''),
  );
  if (broadcast.status === 'PENDING_APPROVAL' && approval.decision === null) {
    return (
      <Alert severity="warning">
        <AlertTitle>{TEXT.waiting}</AlertTitle>
        <Typography variant="body2">
          {TEXT.askedBy(who(approval.requestedByName), formatThaiDateTime(approval.requestedAt))}
        </Typography>
        {groundTexts(approval).map((text) => (
          <Typography variant="body2" key={text}>
            {text}
          </Typography>
        ))}
        {broadcast.urgentReason && (
          <Typography variant="body2">{TEXT.urgentReason(broadcast.urgentReason)}</Typography>
        )}
        {editing && (
          <Typography variant="body2" fontWeight={700}>
            {TEXT.editWithdraws}
          </Typography>
        )}
      </Alert>
    );
  }
  if (approval.decision === 'REJECTED') {
    return (
      <Alert severity="error">
        <AlertTitle>{APPROVAL_TEXTS.rejected}</AlertTitle>
        <Typography variant="body2">{decided}</Typography>
        {approval.rejectReason && (
          <Typography variant="body2">{TEXT.reason(approval.rejectReason)}</Typography>
        )}
      </Alert>
    );
  }
  if (approval.decision === 'APPROVED') {
    return (
      <Alert severity="success">
        <AlertTitle>{APPROVAL_TEXTS.approved}</AlertTitle>
        <Typography variant="body2">{decided}</Typography>
      </Alert>
    );
  }
  if (approval.withdrawnAt) {
    return (
      <Alert severity="info">
        <AlertTitle>{APPROVAL_TEXTS.withdrawn}</AlertTitle>
        <Typography variant="body2">
          {TEXT.withdrawnAt(formatThaiDateTime(approval.withdrawnAt))}
        </Typography>
      </Alert>
    );
  }
  return null;
}
