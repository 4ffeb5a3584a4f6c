import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Send from '@mui/icons-material/Send';
import { ROUTES, type ApprovalReview } from '@hbc/contracts';
import { ChatPreview, messageToDraft, type ComposerMessage } from '@hbc/message-composer';
import { formatThaiDateTime } from '@hbc/ui';
import { RecordDetailScreen } from '../../detail/RecordDetailScreen';
import { AskedConfirmDialog } from '../../dialogs/AskedConfirmDialog';
import { formatCount } from '../../formatting/format-count';
import { DetailSection } from '../../screens/DetailSection';
import { FactList } from '../../screens/FactList';
import ApprovalNotice from '../broadcast/ApprovalNotice';
import { BroadcastHeading } from '../broadcast/BroadcastHeading';
import { targetLabel } from '../broadcast/broadcast-list';
import { RejectDialog } from './RejectDialog';
import { useApprovalReview, type ApprovalReviewState } from './useApprovalReview';

export const APPROVAL_REVIEW_TEXT = {
  unit: 'หน่วยบริการ',
  target: 'ผู้รับ',
  when: 'เวลาส่ง',
  onApproval: 'ส่งทันทีเมื่ออนุมัติ',
  atRequest: 'จำนวนผู้รับเมื่อขออนุมัติ',
  now: 'จำนวนผู้รับขณะนี้',
  breakdown: (recipients: number, reached: number, excluded: number) =>
    `${formatCount(recipients)} คน (ผู้ติดตาม ${formatCount(reached)} คน ไม่รวม CID ที่ยกเว้นการส่ง ${formatCount(excluded)} คน)`,
  quotaAfter: 'โควตาข้อความคงเหลือหลังส่ง',
  quotaLeft: (n: number) => `${formatCount(n)} ข้อความ`,
  noLimit: 'ไม่จำกัด',
  quotaUnknown: 'ถาม LINE ไม่ได้ในขณะนี้',
  overQuota: (n: number) => `เกินโควตาที่เหลือ ${formatCount(n)} ข้อความ จึงส่งไม่ได้`,
  people: (n: number) => `${formatCount(n)} คน`,
  none: '—',
  messages: (n: number) => `ข้อความที่จะส่ง (${n} ข้อความ)`,
  test: 'ส่งทดสอบถึง LINE ของฉัน',
  reject: 'ไม่อนุมัติ',
  approve: 'อนุมัติ',
  approveTitle: 'อนุมัติการส่งบรอดแคสต์',
  approveMessage: (title: string, people: string, when: string) =>
    `อนุมัติให้ส่ง ${title} ถึงผู้รับ ${people} คน ${when} ใช่หรือไม่`,
  sendNow: 'ทันที',
  sendAt: (at: string) => `เมื่อ ${at}`,
  notFound: 'ไม่พบบรอดแคสต์นี้ในรายการรออนุมัติ',
  notFoundHelp: 'บรอดแคสต์นี้อาจได้รับการอนุมัติ ไม่อนุมัติ หรือถูกแก้ไขไปแล้ว',
  toList: 'ไปที่รายการรออนุมัติ',
  failed: 'โหลดข้อมูลบรอดแคสต์ไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
} as const;

const TEXT = APPROVAL_REVIEW_TEXT;

type Fact = [term: string, value: string];

/** The month's quota once it is sent: what is left, or how far it falls short. */
function quotaAfter({ quota, quotaLeftAfter }: ApprovalReview): string {
  if (quota === null) return TEXT.quotaUnknown;
  if (quotaLeftAfter === null) return TEXT.noLimit;
  return quotaLeftAfter < 0 ? TEXT.overQuota(-quotaLeftAfter) : TEXT.quotaLeft(quotaLeftAfter);
}

function Review({ review }: { review: ApprovalReview }) {
  const { broadcast, audience } = review;
  const facts: Fact[] = [
    [TEXT.unit, broadcast.unitName],
    [TEXT.target, targetLabel(broadcast)],
    [
      TEXT.when,
      broadcast.scheduledAt ? formatThaiDateTime(broadcast.scheduledAt) : TEXT.onApproval,
    ],
    [TEXT.atRequest, TEXT.people(broadcast.approval?.recipientsAtRequest ?? 0)],
    [TEXT.now, TEXT.breakdown(audience.recipients, audience.reached, audience.excluded)],
    [TEXT.quotaAfter, quotaAfter(review)],
  ];
  const messages = broadcast.messages as ComposerMessage[];
  return (
    <Stack spacing={3}>
      <BroadcastHeading title={broadcast.title} status={broadcast.status} />
      <ApprovalNotice broadcast={broadcast} />
      <FactList facts={facts} />
      <DetailSection title={TEXT.messages(messages.length)}>
        <ChatPreview
          drafts={messages.map((message, i) => ({
            ...messageToDraft(message),
            id: `message-${i}`,
          }))}
          companyName={broadcast.unitName}
          placement="below"
        />
      </DetailSection>
    </Stack>
  );
}

function Actions({ state }: { state: ApprovalReviewState }) {
  const busy = state.busy !== null;
  return (
    <>
      <Button variant="outlined" startIcon={<Send />} disabled={busy} onClick={state.testSend}>
        {TEXT.test}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Block />}
        disabled={busy}
        onClick={state.reject.ask}
      >
        {TEXT.reject}
      </Button>
      <Button
        variant="contained"
        startIcon={<CheckCircle />}
        disabled={busy}
        onClick={state.approve.ask}
      >
        {TEXT.approve}
      </Button>
    </>
  );
}

/**
 * /broadcast/approval/review?id= (Admin LV1 of its unit, Super Admin): exactly what will go —
 * every message as the chat shows it, who its target reaches now and at the request, the quota
 * after it, when it goes, why it needs approval and the urgent reason — with a test send to the
 * approver's own LINE, approving (confirmed with its recipients) and rejecting with a reason.
 */
export function ApprovalReviewScreen() {
  const state = useApprovalReview();
  const review = state.read.kind === 'ready' ? state.read.record : null;
  const broadcast = review?.broadcast ?? null;
  const title = broadcast?.title ?? '';
  const people = formatCount(review?.audience.recipients ?? 0);
  const when = broadcast?.scheduledAt
    ? TEXT.sendAt(formatThaiDateTime(broadcast.scheduledAt))
    : TEXT.sendNow;
  return (
    <RecordDetailScreen
      path={ROUTES.approvalReview}
      read={state.read}
      nameOf={(record) => record.broadcast.title}
      texts={TEXT}
      onList={state.toQueue}
      onRetry={state.retryRead}
      actions={broadcast ? <Actions state={state} /> : undefined}
      dialogs={
        <>
          <AskedConfirmDialog
            step={state.approve}
            title={TEXT.approveTitle}
            message={TEXT.approveMessage(title, people, when)}
            confirmLabel={TEXT.approve}
          />
          <RejectDialog
            open={state.reject.asking}
            title={title}
            reason={state.reject.reason}
            problem={state.reject.problem}
            busy={state.reject.busy}
            onChange={state.reject.change}
            onConfirm={state.reject.confirm}
            onCancel={state.reject.cancel}
          />
        </>
      }
    >
      {(record) => <Review review={record} />}
    </RecordDetailScreen>
  );
}
