import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  APPROVAL_TEXTS,
  BROADCAST_MESSAGES,
  type ApprovalGround,
  type ApprovalReview,
  type ApprovalSetting,
  type BroadcastApproval,
  type BroadcastRejectBody,
  retryMayDuplicateText,
  type BroadcastRetryBody,
  BROADCAST_STATUSES,
  EDITABLE_BROADCAST_STATUSES,
  type BroadcastAudience,
  type BroadcastAudienceBody,
  type BroadcastBody,
  type BroadcastDelivery,
  type BroadcastQuota,
  type BroadcastRecord,
  type BroadcastSendBody,
  type BroadcastStatus,
  type BroadcastTestSendBody,
  type DeliveryStatus,
  NO_SEND_POLICY,
  type SendPolicy,
  type TesterRecord,
} from '@hbc/contracts';
import { refused } from '../health-center/health-center-fixtures';
import { ok, UNITS } from '../health-center/unit-detail-fixtures';
import { testerPage, TESTERS } from '../tester/tester-fixtures';
import {
  COUNTED_AT,
  ELDERLY_DIABETIC,
  fakeSegmentApi,
  UNIT_FOLLOWERS,
} from '../segment/segment-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

const UNIT = UNITS.banNongBua;
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 0)).toISOString();

/** The unit's followers with an excluded CID: never sent to. */
export const UNIT_EXCLUDED = 80;
/** The masked LINE id a test send reaches in the stories. */
export const TEST_SENT_TO = 'U4af4…9c1d';
/** The name of the staff member whose own LINE account a test send reaches. */
export const TEST_SENDER_NAME = 'วิภา ทดสอบส่ง';

/** Whom a test send of `body` reaches: the staff member (no body, or `toSelf`) and the testers. */
function testRecipients(body: unknown, testers: readonly TesterRecord[]) {
  const to = (body ?? {}) as BroadcastTestSendBody;
  const toSelf = to.toSelf ?? to.testerIds === undefined;
  return [
    ...(toSelf ? [{ name: TEST_SENDER_NAME, lineUserIdMasked: TEST_SENT_TO }] : []),
    ...testers
      .filter((tester) => to.testerIds?.includes(tester.id))
      .map(({ name, lineUserIdMasked }) => ({ name, lineUserIdMasked })),
  ];
}

export const TEXT_MESSAGE = { type: 'text', text: 'ขอเชิญตรวจสุขภาพประจำปี ฟรี ที่ รพ.สต. ทุกวันพุธ' };

function broadcast(
  id: number,
  title: string,
  status: BroadcastStatus,
  extra: Partial<BroadcastRecord> = {},
): BroadcastRecord {
  const sent = ['SENT', 'PARTIAL', 'FAILED', 'SENDING', 'CANCELLED'].includes(status);
  const recipients = sent ? 1_200 : 0;
  return {
    id,
    unitId: UNIT.id,
    unitName: UNIT.name,
    title,
    status,
    target: 'UNIT',
    segmentId: null,
    segmentName: null,
    messageCount: 1,
    messages: [TEXT_MESSAGE],
    scheduledAt: null,
    startedAt: sent ? at(20, 2) : null,
    finishedAt: sent && status !== 'SENDING' ? at(20, 3) : null,
    recipientCount: recipients,
    excludedCount: sent ? 12 : 0,
    cappedCount: 0,
    sentCount: status === 'SENT' ? recipients : status === 'PARTIAL' ? 1_000 : 0,
    failedCount: status === 'PARTIAL' ? 200 : status === 'FAILED' ? recipients : 0,
    createdByName: 'มานี ขยันยิ่ง',
    updatedByName: null,
    cancelledAt: null,
    cancelledByName: null,
    haltReason: null,
    retryMayDuplicate: 0,
    urgent: false,
    urgentReason: null,
    approval: null,
    waitingForWindowUntil: null,
    createdAt: at(19, 2),
    updatedAt: at(19, 2),
    ...extra,
  };
}

/** A draft with no schedule yet. */
export const DRAFT = broadcast(1, 'ชวนตรวจสุขภาพประจำปี', 'DRAFT');
/** Scheduled for 25/11/2569 09:00 in Thailand, to a segment. */
export const SCHEDULED = broadcast(2, 'เตือนรับวัคซีนไข้หวัดใหญ่', 'SCHEDULED', {
  target: 'SEGMENT',
  segmentId: ELDERLY_DIABETIC.id,
  segmentName: ELDERLY_DIABETIC.name,
  scheduledAt: at(25, 2),
  messageCount: 2,
  messages: [TEXT_MESSAGE, { type: 'text', text: 'นัดหมายได้ที่เบอร์ 043-000000' }],
});
/** Sending now: 400 of 1,200 sent. */
export const SENDING = broadcast(3, 'แจ้งเลื่อนคลินิกเบาหวาน', 'SENDING', {
  sentCount: 400,
  failedCount: 0,
});
/** Done, 200 of 1,200 failed. */
export const PARTIAL = broadcast(4, 'ประชาสัมพันธ์วันงดสูบบุหรี่', 'PARTIAL');
export const SENT = broadcast(5, 'สวัสดีปีใหม่', 'SENT');

/** Who cancels broadcasts in the stories. */
export const CANCELLER = 'ปิติ ชูใจ';

/** Scheduled, then cancelled on 24/11/2569 16:00 before it went: nobody received it. */
export const CANCELLED_BEFORE_START = broadcast(26, 'ชวนฉีดวัคซีนโปลิโอ', 'CANCELLED', {
  scheduledAt: at(25, 2),
  startedAt: null,
  finishedAt: at(24, 9),
  recipientCount: 0,
  excludedCount: 0,
  cancelledAt: at(24, 9),
  cancelledByName: CANCELLER,
});
/** Cancelled on 20/11/2569 09:30 while it sent: 500 of 1,200 had gone. */
export const CANCELLED_MIDWAY = broadcast(27, 'แจ้งปิดคลินิกชั่วคราว', 'CANCELLED', {
  sentCount: 500,
  finishedAt: new Date(Date.UTC(2026, 10, 20, 2, 30)).toISOString(),
  cancelledAt: new Date(Date.UTC(2026, 10, 20, 2, 30)).toISOString(),
  cancelledByName: CANCELLER,
});

/** Stopped on 20/11/2569 10:00 when the month's quota ran out: 700 of 1,200 had gone. */
export const HALTED_BY_QUOTA = broadcast(28, 'เชิญร่วมกิจกรรมวันเบาหวานโลก', 'PARTIAL', {
  sentCount: 700,
  failedCount: 500,
  haltReason: `${BROADCAST_MESSAGES.haltedByQuota} (LINE: 429 You have reached your monthly limit.)`,
});

/** Sent two days ago; 300 of its failed recipients got no answer from LINE, whose keys may be forgotten. */
export const FAILED_YESTERDAY = broadcast(29, 'แจ้งวันหยุดคลินิก', 'PARTIAL', {
  sentCount: 900,
  failedCount: 300,
  retryMayDuplicate: 300,
});

/** The send policy of the stories: 08:00–20:00, at most 3 broadcasts in 7 days per citizen. */
export const SEND_POLICY: SendPolicy = {
  sendWindow: { start: '08:00', end: '20:00' },
  frequencyCap: { count: 3, days: 7 },
};

/** 21/11/2569 08:00 in Thailand: when the window of `SEND_POLICY` next opens in these stories. */
export const WINDOW_OPENS = at(21, 1);

/** Sending when the window closed at 20:00: 400 of 1,200 sent, the rest wait for 08:00. */
export const PAUSED_FOR_WINDOW = broadcast(35, 'แจ้งตารางคลินิกเด็กดี', 'SENDING', {
  sentCount: 400,
  waitingForWindowUntil: WINDOW_OPENS,
});
/** Scheduled for 20/11/2569 22:00, outside the window: it begins at 08:00 the next morning. */
export const SCHEDULED_OUTSIDE_WINDOW = broadcast(36, 'ชวนตรวจตาผู้สูงอายุ', 'SCHEDULED', {
  scheduledAt: at(20, 15),
  waitingForWindowUntil: WINDOW_OPENS,
});
/** Sent to 1,200; 150 more had already received 3 broadcasts in 7 days and were skipped. */
export const CAPPED_SENT = broadcast(37, 'ชวนออกกำลังกายยามเช้า', 'SENT', { cappedCount: 150 });
/** Urgent, approved and sent to all (the cap holds nobody back from an urgent one). */
export const URGENT_SENT = broadcast(38, 'แจ้งเหตุน้ำท่วมฉับพลัน', 'SENT', {
  urgent: true,
  urgentReason: 'น้ำท่วมฉับพลันในพื้นที่ ต้องแจ้งทันที',
});
/** The broadcasts the send policy touches. */
export const SEND_POLICY_BROADCASTS: readonly BroadcastRecord[] = [
  PAUSED_FOR_WINDOW,
  SCHEDULED_OUTSIDE_WINDOW,
  CAPPED_SENT,
  URGENT_SENT,
];

/** The approval threshold of the stories. */
export const APPROVAL_MIN = 10_000;

/** Who makes the broadcasts of the stories (an Admin LV3), and who approves them (an Admin LV1). */
export const MAKER = 'มานี ขยันยิ่ง';
export const APPROVER = 'สมชาย ใจดี';

/** An approval request `MAKER` made on 23/11/2569 08:00, still waiting. */
function requested(extra: Partial<BroadcastApproval> = {}): BroadcastApproval {
  return {
    grounds: ['SIZE'],
    requestedByName: MAKER,
    requestedById: 7,
    requestedAt: at(23, 1),
    recipientsAtRequest: 12_400,
    minRecipients: APPROVAL_MIN,
    scheduledAt: null,
    decision: null,
    decidedByName: null,
    decidedAt: null,
    rejectReason: null,
    withdrawnAt: null,
    ...extra,
  };
}

/** Urgent, to all the unit's followers now: waits for approval on both grounds. */
export const PENDING_URGENT = broadcast(30, 'แจ้งเตือนค่าฝุ่น PM2.5 เกินมาตรฐาน', 'PENDING_APPROVAL', {
  urgent: true,
  urgentReason: 'ค่าฝุ่นเกินมาตรฐานในพื้นที่ ต้องแจ้งภายในวันนี้',
  approval: requested({ grounds: ['SIZE', 'URGENT'] }),
});
/** Scheduled for 25/11/2569 09:00 to a large audience: waits for approval. */
export const PENDING_SCHEDULED = broadcast(31, 'ชวนฉีดวัคซีนไข้หวัดใหญ่ รอบ 2', 'PENDING_APPROVAL', {
  scheduledAt: at(25, 2),
  approval: requested({ scheduledAt: at(25, 2), requestedAt: at(22, 3) }),
});
/** The reason an approver gave in the stories for sending a draft back. */
export const REJECT_REASON = 'เบอร์โทรนัดหมายไม่ถูกต้อง กรุณาแก้ไขก่อนส่ง';
/** Sent back to draft by `APPROVER` on 23/11/2569 10:00, with `REJECT_REASON`. */
export const REJECTED = broadcast(32, 'เชิญตรวจคัดกรองมะเร็งเต้านม', 'DRAFT', {
  approval: requested({
    decision: 'REJECTED',
    decidedByName: APPROVER,
    decidedAt: at(23, 3),
    rejectReason: REJECT_REASON,
  }),
});
/** Approved by `APPROVER` on 20/11/2569 08:30, then sent. */
export const APPROVED_SENT = broadcast(33, 'ประกาศวันหยุดราชการ', 'SENT', {
  approval: requested({
    requestedAt: at(20, 1),
    decision: 'APPROVED',
    decidedByName: APPROVER,
    decidedAt: new Date(Date.UTC(2026, 10, 20, 1, 30)).toISOString(),
  }),
});
/** Edited while it waited: the request withdrawn, back to draft. */
export const WITHDRAWN = broadcast(34, 'ชวนออกกำลังกายวันเสาร์', 'DRAFT', {
  approval: requested({ withdrawnAt: at(23, 2) }),
});
/** The broadcasts of every approval state. */
export const APPROVAL_BROADCASTS: readonly BroadcastRecord[] = [
  PENDING_URGENT,
  PENDING_SCHEDULED,
  REJECTED,
  APPROVED_SENT,
  WITHDRAWN,
];

/** 25 broadcasts: more than a page of 20, newest first by id. */
export const BROADCASTS: readonly BroadcastRecord[] = [
  DRAFT,
  SCHEDULED,
  SENDING,
  PARTIAL,
  SENT,
  ...Array.from({ length: 20 }, (_, i) =>
    broadcast(6 + i, `ข่าวสารสุขภาพ ฉบับที่ ${i + 1}`, BROADCAST_STATUSES[(i % 4) + 4] ?? 'SENT', {
      createdAt: at(1 + (i % 18), 2),
    }),
  ),
];

/** 1,200 recipients of a sent broadcast: the last 200 in failed batches. */
export function deliveriesOf(record: BroadcastRecord): BroadcastDelivery[] {
  return Array.from({ length: record.recipientCount }, (_, i) => {
    const failed = i >= record.sentCount && i < record.sentCount + record.failedCount;
    const status: DeliveryStatus = i < record.sentCount ? 'SENT' : failed ? 'FAILED' : 'PENDING';
    return {
      lineUserIdMasked: `U${String(1000 + i).padStart(4, '0')}…${(0xa000 + i).toString(16)}`,
      status,
      reason: failed ? 'The request body has 1 error(s)' : null,
      sentAt: status === 'SENT' ? at(20, 2) : null,
      batch: Math.floor(i / 500) + 1,
    };
  });
}

/** Room for the unit's 12,400 recipients of a message or two. */
export const QUOTA: BroadcastQuota = { limit: 50_000, used: 3_000, remaining: 47_000 };
export const LOW_QUOTA: BroadcastQuota = { limit: 15_000, used: 14_000, remaining: 1_000 };

/**
 * Who a target reaches in the stories: the unit's followers, or the segment's count; `capped` of
 * them skipped by the frequency cap, unless the broadcast is urgent.
 */
export function audienceOf(body: BroadcastAudienceBody, cappedByPolicy = 0): BroadcastAudience {
  const reached = body.target === 'UNIT' ? UNIT_FOLLOWERS : (ELDERLY_DIABETIC.cachedCount ?? 0);
  const excluded = body.target === 'UNIT' ? UNIT_EXCLUDED : 5;
  const capped = body.urgent ? 0 : cappedByPolicy;
  return {
    reached,
    excluded,
    capped,
    recipients: reached - excluded - capped,
    countedAt: COUNTED_AT,
  };
}

interface ListBody {
  page: number;
  pageSize: number;
  search?: string;
  filters?: { status?: BroadcastStatus; from?: string; to?: string };
}

const bangkokDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

function page<Row>(rows: readonly Row[], query: { page: number; pageSize: number }): FakeReply {
  const start = (query.page - 1) * query.pageSize;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: rows.slice(start, start + query.pageSize),
      total: rows.length,
    },
  };
}

function broadcastPage(rows: readonly BroadcastRecord[], body: unknown): FakeReply {
  const query = body as ListBody;
  const search = query.search?.trim();
  const { status, from, to } = query.filters ?? {};
  const matching = rows.filter((row) => {
    const day = bangkokDay(row.startedAt ?? row.scheduledAt ?? row.createdAt);
    return (
      (!search || row.title.includes(search)) &&
      (!status || row.status === status) &&
      (!from || day >= from) &&
      (!to || day <= to)
    );
  });
  // The list items carry no messages.
  return page(
    matching.map(
      ({
        messages: _messages,
        updatedByName: _by,
        cancelledAt: _cancelledAt,
        cancelledByName: _cancelledBy,
        ...item
      }) => item,
    ),
    query,
  );
}

const NOT_FOUND: FakeReply = { status: 404, data: { message: 'NOT_FOUND' } };
const conflict = (message: string): FakeReply => ({ status: 409, data: { message } });

/** Why a send of `record` to `recipients` waits for approval under `min` (null: size never does). */
function groundsOf(record: BroadcastRecord, recipients: number, min: number | null) {
  const grounds: ApprovalGround[] = [];
  if (min !== null && recipients >= min) grounds.push('SIZE');
  if (record.urgent) grounds.push('URGENT');
  return grounds;
}

/** A waiting broadcast as the approver's queue lists it. */
function queueItem({
  messages: _messages,
  updatedByName: _by,
  cancelledAt: _cancelledAt,
  cancelledByName: _cancelledBy,
  haltReason: _haltReason,
  retryMayDuplicate: _retry,
  ...item
}: BroadcastRecord) {
  return item;
}

export interface FakeBroadcastApiOptions {
  broadcasts?: readonly BroadcastRecord[];
  /**
   * The approval threshold: a send to at least this many waits for approval (as does an urgent
   * one); null (the default): only urgent sends wait.
   */
  approvalMin?: number | null;
  quota?: BroadcastQuota;
  /** The unit's testers, whom the test send may go to. */
  testers?: readonly TesterRecord[];
  /** The send policy the form reads (none by default). */
  sendPolicy?: SendPolicy;
  /** Of each audience, how many the frequency cap skips now (0 by default; none when urgent). */
  capped?: number;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The broadcast API over `broadcasts` kept in memory (creates, edits, sends and deletes show in
 * later calls), with the segment API for the form's picker and the unit's testers for the test
 * send. Made afresh for each showing.
 */
export function fakeBroadcastApi({
  broadcasts = BROADCASTS,
  quota = QUOTA,
  testers = TESTERS,
  approvalMin = null,
  sendPolicy = NO_SEND_POLICY,
  capped = 0,
  replies = {},
}: FakeBroadcastApiOptions = {}) {
  const segments = fakeSegmentApi();
  return (): FakeRoutes => {
    let stored = [...broadcasts];
    let setting: ApprovalSetting = { minRecipients: approvalMin ?? APPROVAL_MIN };
    const pending = () => stored.filter((b) => b.status === 'PENDING_APPROVAL');
    let nextId = Math.max(0, ...stored.map((b) => b.id)) + 1;
    const ids = [...stored.map((b) => b.id), nextId, nextId + 1, nextId + 2];
    const byId: FakeRoutes = {};
    for (const id of ids) {
      const find = () => stored.find((b) => b.id === id);
      const change = (updated: BroadcastRecord) => {
        stored = stored.map((b) => (b.id === id ? updated : b));
        return ok(updated);
      };
      byId[`GET ${API_PATHS.broadcastById(id)}`] = () => {
        const found = find();
        return found ? ok(found) : NOT_FOUND;
      };
      byId[`PUT ${API_PATHS.broadcastById(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (!EDITABLE_BROADCAST_STATUSES.includes(found.status)) {
          return conflict(BROADCAST_MESSAGES.notEditable);
        }
        const body = request.body as BroadcastBody;
        if (body.urgent && !body.urgentReason?.trim()) {
          return refused(400, [
            { path: '/urgentReason', message: APPROVAL_TEXTS.urgentReasonRequired },
          ]);
        }
        // An edit withdraws a waiting request.
        const withdrawn = found.status === 'PENDING_APPROVAL' && found.approval;
        return change({
          ...found,
          ...withSegmentName(body),
          ...(withdrawn
            ? { status: 'DRAFT', approval: { ...withdrawn, withdrawnAt: COUNTED_AT } }
            : {}),
        });
      };
      byId[`DELETE ${API_PATHS.broadcastById(id)}`] = () => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (found.status !== 'DRAFT') return conflict(BROADCAST_MESSAGES.notDeletable);
        stored = stored.filter((b) => b.id !== id);
        return ok(null);
      };
      byId[`POST ${API_PATHS.broadcastSend(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        const { scheduledAt } = request.body as BroadcastSendBody;
        const recipients = audienceOf(found).recipients;
        const grounds = groundsOf(
          found,
          recipients,
          approvalMin === null ? null : setting.minRecipients,
        );
        if (grounds.length > 0) {
          return change({
            ...found,
            status: 'PENDING_APPROVAL',
            scheduledAt: scheduledAt ?? null,
            approval: requested({
              grounds,
              requestedAt: COUNTED_AT,
              recipientsAtRequest: recipients,
              minRecipients: setting.minRecipients,
              scheduledAt: scheduledAt ?? null,
            }),
          });
        }
        return change({
          ...found,
          status: scheduledAt ? 'SCHEDULED' : 'SENDING',
          scheduledAt: scheduledAt ?? null,
          startedAt: scheduledAt ? null : COUNTED_AT,
          recipientCount: scheduledAt ? 0 : recipients,
        });
      };
      byId[`GET ${API_PATHS.approvalById(id)}`] = () => {
        const found = find();
        if (found?.status !== 'PENDING_APPROVAL') return NOT_FOUND;
        const audience = audienceOf(found);
        const review: ApprovalReview = {
          broadcast: found,
          audience,
          quota,
          quotaLeft: quota.remaining,
          quotaLeftAfter: quota.remaining === null ? null : quota.remaining - audience.recipients,
          minRecipients: setting.minRecipients,
        };
        return ok(review);
      };
      byId[`POST ${API_PATHS.broadcastApprove(id)}`] = () => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (found.status !== 'PENDING_APPROVAL' || !found.approval) {
          return conflict(APPROVAL_TEXTS.notPending);
        }
        const decided = {
          decision: 'APPROVED' as const,
          decidedByName: APPROVER,
          decidedAt: COUNTED_AT,
        };
        return change({
          ...found,
          status: found.scheduledAt ? 'SCHEDULED' : 'SENDING',
          startedAt: found.scheduledAt ? null : COUNTED_AT,
          recipientCount: found.scheduledAt ? 0 : audienceOf(found).recipients,
          approval: { ...found.approval, ...decided },
        });
      };
      byId[`POST ${API_PATHS.broadcastReject(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        if (found.status !== 'PENDING_APPROVAL' || !found.approval) {
          return conflict(APPROVAL_TEXTS.notPending);
        }
        const { reason } = request.body as BroadcastRejectBody;
        if (!reason?.trim()) {
          return refused(400, [{ path: '/reason', message: APPROVAL_TEXTS.rejectReasonRequired }]);
        }
        return change({
          ...found,
          status: 'DRAFT',
          approval: {
            ...found.approval,
            decision: 'REJECTED',
            decidedByName: APPROVER,
            decidedAt: COUNTED_AT,
            rejectReason: reason,
          },
        });
      };
      byId[`POST ${API_PATHS.broadcastTest(id)}`] = (request: FakeRequest) =>
        find() ? ok({ sentTo: testRecipients(request.body, testers), failed: [] }) : NOT_FOUND;
      byId[`POST ${API_PATHS.approvalTest(id)}`] = (request: FakeRequest) =>
        find()?.status === 'PENDING_APPROVAL'
          ? ok({ sentTo: testRecipients(request.body, testers), failed: [] })
          : NOT_FOUND;
      byId[`POST ${API_PATHS.broadcastCancel(id)}`] = () => {
        const found = find();
        // Cancelling a waiting one withdraws its request: back to draft.
        if (found?.status === 'PENDING_APPROVAL' && found.approval) {
          return change({
            ...found,
            status: 'DRAFT',
            approval: { ...found.approval, withdrawnAt: COUNTED_AT },
          });
        }
        return found
          ? change({
              ...found,
              status: 'CANCELLED',
              finishedAt: COUNTED_AT,
              cancelledAt: COUNTED_AT,
              cancelledByName: CANCELLER,
            })
          : NOT_FOUND;
      };
      byId[`POST ${API_PATHS.broadcastRetryFailed(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        const body = (request.body ?? {}) as BroadcastRetryBody;
        if (found.retryMayDuplicate > 0 && body.acceptDuplicates !== true) {
          return conflict(retryMayDuplicateText(found.retryMayDuplicate));
        }
        return change({ ...found, status: 'SENDING', finishedAt: null, retryMayDuplicate: 0 });
      };
      byId[`POST ${API_PATHS.broadcastDeliveryList(id)}`] = (request: FakeRequest) => {
        const found = find();
        if (!found) return NOT_FOUND;
        const query = request.body as ListBody & { filters?: { status?: DeliveryStatus } };
        const status = query.filters?.status;
        return page(
          deliveriesOf(found).filter((d) => !status || d.status === status),
          query,
        );
      };
    }

    return {
      ...segments(),
      [`POST ${API_PATHS.broadcastList}`]: (request) => broadcastPage(stored, request.body),
      [`POST ${API_PATHS.approvalList}`]: (request) => {
        const query = request.body as ListBody;
        const search = query.search?.trim();
        const rows = pending()
          .filter((row) => !search || row.title.includes(search))
          .sort((a, b) =>
            (a.approval?.requestedAt ?? '').localeCompare(b.approval?.requestedAt ?? ''),
          );
        return page(rows.map(queueItem), query);
      },
      [`GET ${API_PATHS.approvalCount}`]: () => ok({ waiting: pending().length }),
      [`GET ${API_PATHS.approvalSetting}`]: () => ok(setting),
      [`PUT ${API_PATHS.approvalSetting}`]: (request) => {
        setting = request.body as ApprovalSetting;
        return ok(setting);
      },
      [`POST ${API_PATHS.broadcast}`]: (request) => {
        const created: BroadcastRecord = {
          ...broadcast(nextId++, '', 'DRAFT'),
          ...withSegmentName(request.body as BroadcastBody),
          createdAt: COUNTED_AT,
          updatedAt: COUNTED_AT,
        };
        stored = [created, ...stored];
        return ok(created);
      },
      ...byId,
      [`POST ${API_PATHS.broadcastAudience}`]: (request) =>
        ok(audienceOf(request.body as BroadcastAudienceBody, capped)),
      [`GET ${API_PATHS.broadcastQuota}`]: ok(quota),
      [`GET ${API_PATHS.broadcastSendPolicy}`]: ok(sendPolicy),
      [`POST ${API_PATHS.testerList}`]: (request) => testerPage(testers, request.body),
      ...replies,
    };
  };
}

/** A body as the record keeps it: the segment's name looked up, the message count taken. */
function withSegmentName(body: BroadcastBody): Partial<BroadcastRecord> {
  return {
    title: body.title,
    messages: body.messages,
    messageCount: body.messages.length,
    target: body.target,
    segmentId: body.segmentId ?? null,
    segmentName: body.segmentId === ELDERLY_DIABETIC.id ? ELDERLY_DIABETIC.name : null,
    urgent: body.urgent ?? false,
    urgentReason: body.urgent ? (body.urgentReason ?? null) : null,
  };
}
