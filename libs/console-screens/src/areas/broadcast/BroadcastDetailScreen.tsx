import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import ContentCopy from '@mui/icons-material/ContentCopy';
import HowToReg from '@mui/icons-material/HowToReg';
import Replay from '@mui/icons-material/Replay';
import {
  EDITABLE_BROADCAST_STATUSES,
  ROUTES,
  retryMayDuplicateText,
  type BroadcastRecord,
} from '@hbc/contracts';
import type { ComposerMessage } from '@hbc/message-composer';
import { formatThaiDateTime } from '@hbc/ui';
import { DeleteRecordButton, EditRecordButton } from '../../detail/RecordButtons';
import { RecordDetailScreen } from '../../detail/RecordDetailScreen';
import { AskedConfirmDialog } from '../../dialogs/AskedConfirmDialog';
import { DetailSection } from '../../screens/DetailSection';
import { FactList } from '../../screens/FactList';
import { formatCount } from '../../formatting/format-count';
import ApprovalNotice from './ApprovalNotice';
import { BroadcastHeading } from './BroadcastHeading';
import { BroadcastProgressBar } from './BroadcastProgressBar';
import { targetLabel } from './broadcast-list';
import { DeliveryLog } from './DeliveryLog';
import { OnDemandMessageComposer } from './OnDemandMessageComposer';
import { SEND_WINDOW_TEXT } from './send-window-text';
import { AUDIENCE_COUNT_TEXT } from './useBroadcastAudience';
import { useBroadcastDetail, type BroadcastDetailState } from './useBroadcastDetail';

export const BROADCAST_DETAIL_TEXT = {
  edit: 'แก้ไข',
  copy: 'คัดลอกเป็นบรอดแคสต์ใหม่',
  cancel: 'ยกเลิกการส่ง',
  retry: 'ส่งซ้ำเฉพาะที่ล้มเหลว',
  delete: 'ลบฉบับร่าง',
  target: 'ผู้รับ',
  scheduledAt: 'ตั้งเวลาส่ง',
  startedAt: 'เริ่มส่ง',
  finishedAt: 'ส่งเสร็จ',
  recipients: 'จำนวนผู้รับ',
  expectedRecipients: 'ผู้รับโดยประมาณ',
  countedAt: (people: string, at: string) => `${people} (นับ ณ ${at})`,
  cancelledAt: 'ยกเลิกเมื่อ',
  cancelledBy: (at: string, name: string) => `${at} โดย ${name}`,
  excluded: 'ตัด CID ที่ยกเว้นการส่ง',
  capped: 'ข้ามตามการจำกัดจำนวนครั้ง',
  sent: 'ส่งสำเร็จ',
  failed: 'ส่งไม่สำเร็จ',
  createdBy: 'สร้างโดย',
  people: (n: number) => `${formatCount(n)} คน`,
  none: '—',
  messages: 'ข้อความ',
  messageCount: (n: number) => `${n} ข้อความ`,
  noMessages: 'ยังไม่มีข้อความ',
  deliveries: 'ประวัติการส่ง',
  notFound: 'ไม่พบบรอดแคสต์นี้',
  notFoundHelp: 'บรอดแคสต์นี้อาจถูกลบไปแล้ว หรือที่อยู่ของหน้าไม่ถูกต้อง',
  toList: 'ไปที่รายการบรอดแคสต์',
  loadFailed: 'โหลดข้อมูลบรอดแคสต์ไม่สำเร็จ',
  reload: 'ลองอีกครั้ง',
  cancelTitle: 'ยกเลิกการส่งบรอดแคสต์',
  cancelMessage: (title: string) => `ต้องการยกเลิกการส่ง ${title} ใช่หรือไม่ ผู้รับที่ยังไม่ได้รับข้อความจะไม่ได้รับ`,
  cancelConfirm: 'ยกเลิกการส่ง',
  keep: 'ไม่ยกเลิก',
  retryTitle: 'ส่งซ้ำเฉพาะที่ล้มเหลว',
  retryMessage: (failed: number) =>
    `ต้องการส่งข้อความอีกครั้งถึงผู้รับที่ส่งไม่สำเร็จ ${formatCount(failed)} คน ใช่หรือไม่`,
  retryConfirm: 'ส่งซ้ำ',
  retryTwiceConfirm: 'ส่งซ้ำ แม้บางคนอาจได้รับ 2 ครั้ง',
  deleteTitle: 'ลบฉบับร่าง',
  deleteMessage: (title: string) => `ต้องการลบฉบับร่าง ${title} ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
  deleteConfirm: 'ลบ',
  halted: 'หยุดส่งก่อนครบทุกคน',
  urgent: 'เร่งด่วน',
  urgentYes: 'ใช่',
  withdrawTitle: 'แก้ไขบรอดแคสต์ที่รออนุมัติ',
  withdrawMessage: (title: string) =>
    `การแก้ไข ${title} จะถอนคำขออนุมัติ บรอดแคสต์จะกลับเป็นฉบับร่าง และต้องส่งขออนุมัติใหม่ ต้องการแก้ไขใช่หรือไม่`,
  withdrawConfirm: 'แก้ไขและถอนคำขอ',
  review: 'ตรวจและอนุมัติ',
} as const;

const TEXT = BROADCAST_DETAIL_TEXT;

const time = (value: string | null) => (value ? formatThaiDateTime(value) : TEXT.none);

type Fact = [term: string, value: string];

/** When it ended: sending done, or when and by whom it was cancelled. */
function ending(broadcast: BroadcastRecord): Fact {
  if (broadcast.status !== 'CANCELLED') return [TEXT.finishedAt, time(broadcast.finishedAt)];
  const at = time(broadcast.cancelledAt);
  const by = broadcast.cancelledByName;
  return [TEXT.cancelledAt, by ? TEXT.cancelledBy(at, by) : at];
}

/** Those the frequency cap skipped (or would skip), beside the excluded CIDs: none, no fact. */
const cappedFacts = (capped: number): Fact[] =>
  capped > 0 ? [[TEXT.capped, TEXT.people(capped)]] : [];

/**
 * Recipients, excluded CIDs and those the frequency cap skips: before the send snapshots them,
 * who the target reaches now (the form's count), labelled as expected; afterwards the snapshot,
 * live while it sends.
 */
function audienceFacts(broadcast: BroadcastRecord, state: BroadcastDetailState): Fact[] {
  const live = state.expectedAudience?.state;
  if (!live) {
    const total = state.progress?.total ?? broadcast.recipientCount;
    return [
      [TEXT.recipients, TEXT.people(total)],
      [TEXT.excluded, TEXT.people(broadcast.excludedCount)],
      ...cappedFacts(broadcast.cappedCount),
    ];
  }
  if (live.status !== 'counted') {
    const value =
      live.status === 'failed'
        ? AUDIENCE_COUNT_TEXT.countFailed
        : live.status === 'counting'
          ? AUDIENCE_COUNT_TEXT.counting
          : TEXT.none;
    return [
      [TEXT.expectedRecipients, value],
      [TEXT.excluded, TEXT.none],
    ];
  }
  const { recipients, excluded, capped, countedAt } = live.answer;
  return [
    [TEXT.expectedRecipients, TEXT.countedAt(TEXT.people(recipients), time(countedAt))],
    [TEXT.excluded, TEXT.people(excluded)],
    ...cappedFacts(capped),
  ];
}

/** The broadcast's facts as terms and their values. */
function Facts({ broadcast, state }: { broadcast: BroadcastRecord; state: BroadcastDetailState }) {
  const sent = state.progress?.sent ?? broadcast.sentCount;
  const failed = state.progress?.failed ?? broadcast.failedCount;
  const facts: Fact[] = [
    [TEXT.target, targetLabel(broadcast)],
    [TEXT.scheduledAt, time(broadcast.scheduledAt)],
    [TEXT.startedAt, time(broadcast.startedAt)],
    ending(broadcast),
    ...audienceFacts(broadcast, state),
    [TEXT.sent, TEXT.people(sent)],
    [TEXT.failed, TEXT.people(failed)],
    [TEXT.createdBy, broadcast.createdByName ?? TEXT.none],
    ...(broadcast.urgent ? [[TEXT.urgent, TEXT.urgentYes] as Fact] : []),
  ];
  return <FactList facts={facts} />;
}

/** Why a sending or scheduled broadcast waits for the send window, and until when; or nothing. */
function WindowNotice({ broadcast }: { broadcast: BroadcastRecord }) {
  const until = broadcast.waitingForWindowUntil;
  if (!until) return null;
  if (broadcast.status === 'SENDING') {
    return <Alert severity="info">{SEND_WINDOW_TEXT.paused(until)}</Alert>;
  }
  if (broadcast.status === 'SCHEDULED') {
    return <Alert severity="info">{SEND_WINDOW_TEXT.scheduledOutside(until)}</Alert>;
  }
  return null;
}

function BroadcastProfile({
  broadcast,
  state,
}: {
  broadcast: BroadcastRecord;
  state: BroadcastDetailState;
}) {
  const deliveries = !EDITABLE_BROADCAST_STATUSES.includes(broadcast.status);
  return (
    <Stack spacing={3}>
      <BroadcastHeading
        title={broadcast.title}
        status={broadcast.status}
        urgent={broadcast.urgent}
      />
      {broadcast.status === 'SENDING' && <BroadcastProgressBar progress={state.progress} />}
      <WindowNotice broadcast={broadcast} />
      {broadcast.haltReason && (
        <Alert severity="error">
          <AlertTitle>{TEXT.halted}</AlertTitle>
          {broadcast.haltReason}
        </Alert>
      )}
      <ApprovalNotice broadcast={broadcast} />
      <Facts broadcast={broadcast} state={state} />
      <DetailSection title={TEXT.messages}>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          {broadcast.messages.length > 0 && (
            <OnDemandMessageComposer
              readOnly
              value={broadcast.messages as ComposerMessage[]}
              onSave={() => undefined}
              companyName={broadcast.unitName}
            />
          )}
          <Typography color="text.secondary">
            {broadcast.messages.length > 0
              ? TEXT.messageCount(broadcast.messages.length)
              : TEXT.noMessages}
          </Typography>
        </Stack>
      </DetailSection>
      {deliveries && (
        <DetailSection title={TEXT.deliveries}>
          <DeliveryLog broadcastId={broadcast.id} status={broadcast.status} />
        </DetailSection>
      )}
    </Stack>
  );
}

function Actions({ state }: { state: BroadcastDetailState }) {
  const { allowed } = state;
  return (
    <>
      {allowed.delete && <DeleteRecordButton label={TEXT.delete} onClick={state.deletion.ask} />}
      {allowed.cancel && (
        <Button variant="outlined" color="error" startIcon={<Block />} onClick={state.cancel.ask}>
          {TEXT.cancel}
        </Button>
      )}
      {allowed.retry && (
        <Button variant="outlined" startIcon={<Replay />} onClick={state.retry.ask}>
          {TEXT.retry}
        </Button>
      )}
      {allowed.copy && (
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={state.copy}>
          {TEXT.copy}
        </Button>
      )}
      {allowed.edit && <EditRecordButton label={TEXT.edit} onClick={state.edit} />}
      {allowed.review && (
        <Button variant="contained" startIcon={<HowToReg />} onClick={state.review}>
          {TEXT.review}
        </Button>
      )}
    </>
  );
}

/**
 * /broadcast/detail?id= (LV1–LV3): a broadcast's title, status, target, times and counts, its
 * messages read-only, a live progress bar while it sends, and its delivery log. LV3 edits a draft
 * or a scheduled one, cancels a scheduled or sending one, sends again to the failed recipients
 * of a finished one (saying how many may get it twice once LINE may have forgotten the retry
 * keys) and deletes a draft, each after confirmation, and copies any into a new
 * broadcast's form; LV1 and LV2 read.
 */
export function BroadcastDetailScreen() {
  const state = useBroadcastDetail();
  const broadcast = state.read.kind === 'ready' ? state.read.record : null;
  const anyAction = Object.values(state.allowed).some(Boolean);
  const title = broadcast?.title ?? '';
  const twice = broadcast?.retryMayDuplicate ?? 0;
  const retryMessage = TEXT.retryMessage(broadcast?.failedCount ?? 0);
  return (
    <RecordDetailScreen
      path={ROUTES.broadcastDetail}
      read={state.read}
      nameOf={(record) => record.title}
      texts={{ ...TEXT, failed: TEXT.loadFailed, retry: TEXT.reload }}
      onList={state.toList}
      onRetry={state.retryRead}
      actions={anyAction ? <Actions state={state} /> : undefined}
      dialogs={
        <>
          <AskedConfirmDialog
            step={state.cancel}
            title={TEXT.cancelTitle}
            message={TEXT.cancelMessage(title)}
            confirmLabel={TEXT.cancelConfirm}
            cancelLabel={TEXT.keep}
            destructive
          />
          <AskedConfirmDialog
            step={state.retry}
            title={TEXT.retryTitle}
            message={twice > 0 ? `${retryMessage} ${retryMayDuplicateText(twice)}` : retryMessage}
            confirmLabel={twice > 0 ? TEXT.retryTwiceConfirm : TEXT.retryConfirm}
          />
          <AskedConfirmDialog
            step={state.withdraw}
            title={TEXT.withdrawTitle}
            message={TEXT.withdrawMessage(title)}
            confirmLabel={TEXT.withdrawConfirm}
          />
          <AskedConfirmDialog
            step={state.deletion}
            title={TEXT.deleteTitle}
            message={TEXT.deleteMessage(title)}
            confirmLabel={TEXT.deleteConfirm}
            destructive
          />
        </>
      }
    >
      {(record) => <BroadcastProfile broadcast={record} state={state} />}
    </RecordDetailScreen>
  );
}
