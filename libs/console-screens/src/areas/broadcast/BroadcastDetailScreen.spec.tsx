import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import {
  address,
  bodiesOf,
  column,
  dismissToasts,
  show,
  toastTexts,
} from '../../testing/spec-helpers';
import { ELDERLY_DIABETIC } from '../segment/segment-fixtures';
import { formatCount } from '../../formatting/format-count';
import {
  audienceOf,
  CANCELLED_BEFORE_START,
  CANCELLED_MIDWAY,
  DRAFT,
  FAILED_YESTERDAY,
  HALTED_BY_QUOTA,
  PARTIAL,
  APPROVED_SENT,
  CAPPED_SENT,
  PAUSED_FOR_WINDOW,
  SCHEDULED_OUTSIDE_WINDOW,
  URGENT_SENT,
  PENDING_URGENT,
  REJECTED,
  SCHEDULED,
  SENDING,
} from './broadcast-fixtures';
import * as stories from './BroadcastDetailScreen.stories';

const {
  SendingByAdminLv3,
  SendingByAdminLv2,
  PartialByAdminLv3,
  PartialByAdminLv1,
  HaltedByQuotaByAdminLv3,
  RetryMayDuplicateByAdminLv3,
  ScheduledByAdminLv3,
  DraftByAdminLv3,
  CancelledBeforeStartByAdminLv1,
  CancelledMidwayByAdminLv1,
  ScheduledCountFails,
  NotFound,
  LoadFails,
  PendingByAdminLv3,
  PendingByAdminLv1,
  RejectedByAdminLv3,
  ApprovedByAdminLv1,
  PausedForWindowByAdminLv1,
  ScheduledOutsideWindowByAdminLv3,
  CappedByAdminLv1,
  UrgentSentByAdminLv1,
  DraftWithCapByAdminLv3,
} = composeStories(stories);
const { progressFeed, SENDING_PROGRESS } = stories;

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const ACTIONS = ['แก้ไข', 'ยกเลิกการส่ง', 'ส่งซ้ำเฉพาะที่ล้มเหลว', 'ลบฉบับร่าง'];
const shownActions = () =>
  ACTIONS.filter((name) => screen.queryByRole('button', { name }) !== null);
const COPY = 'คัดลอกเป็นบรอดแคสต์ใหม่';
const LOG = 'ประวัติการส่ง';
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
const AUDIENCE = 'POST /api/broadcast/audience';
/** What the form counts for the broadcast's target, as the detail shows it. */
const expected = (record: typeof SCHEDULED) => {
  const { recipients, excluded } = audienceOf(record);
  return {
    recipients: `${formatCount(recipients)} คน (นับ ณ 23/11/2569 09:05)`,
    excluded: `${formatCount(excluded)} คน`,
  };
};

async function opened(title: string) {
  await screen.findByRole('heading', { level: 2, name: title });
}

describe('BroadcastDetailScreen', () => {
  it('says why a sending stopped before its last batch, and LV3 may send the rest again', async () => {
    show(<HaltedByQuotaByAdminLv3 />);
    await opened(HALTED_BY_QUOTA.title);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('หยุดส่งก่อนครบทุกคน');
    expect(alert).toHaveTextContent(
      'หยุดส่งผู้รับที่เหลือ เพราะโควตาข้อความของเดือนนี้หมด เมื่อมีโควตาเพิ่ม กด "ส่งซ้ำเฉพาะที่ล้มเหลว" เพื่อส่งต่อ (LINE: 429 You have reached your monthly limit.)',
    );
    expect(screen.getByRole('button', { name: 'ส่งซ้ำเฉพาะที่ล้มเหลว' })).toBeInTheDocument();
  });

  it('tells the maker whom a waiting broadcast waits for, and asks before an edit withdraws it', async () => {
    const user = userEvent.setup();
    show(<PendingByAdminLv3 />);
    await opened(PENDING_URGENT.title);
    expect(screen.getByText('รออนุมัติ', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('รออนุมัติจาก Admin LV1 ของหน่วยบริการ หรือ Super Admin');
    expect(notice).toHaveTextContent('ขออนุมัติโดย มานี ขยันยิ่ง เมื่อ 23/11/2569 08:00');
    expect(fact('เร่งด่วน')).toBe('ใช่');
    expect(screen.queryByRole('grid', { name: LOG })).not.toBeInTheDocument();
    // Cancelling withdraws the request too (back to draft).
    expect(shownActions()).toEqual(['แก้ไข', 'ยกเลิกการส่ง']);

    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    const dialog = screen.getByRole('dialog', { name: 'แก้ไขบรอดแคสต์ที่รออนุมัติ' });
    expect(dialog).toHaveTextContent('จะถอนคำขออนุมัติ');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe(`/broadcast/detail?id=${PENDING_URGENT.id}`);

    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    await user.click(screen.getByRole('button', { name: 'แก้ไขและถอนคำขอ' }));
    await waitFor(() => expect(address()).toBe(`/broadcast/form?id=${PENDING_URGENT.id}`));
  });

  it('leads an approver from a waiting broadcast to its review', async () => {
    const user = userEvent.setup();
    show(<PendingByAdminLv1 />);
    await opened(PENDING_URGENT.title);
    expect(shownActions()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ตรวจและอนุมัติ' }));
    await waitFor(() =>
      expect(address()).toBe(`/broadcast/approval/review?id=${PENDING_URGENT.id}`),
    );
  });

  it('tells the maker who rejected a broadcast, when and why', async () => {
    show(<RejectedByAdminLv3 />);
    await opened(REJECTED.title);
    expect(screen.getByText('ฉบับร่าง', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('ไม่อนุมัติ');
    expect(notice).toHaveTextContent('โดย สมชาย ใจดี เมื่อ 23/11/2569 10:00');
    expect(notice).toHaveTextContent('เหตุผล: เบอร์โทรนัดหมายไม่ถูกต้อง กรุณาแก้ไขก่อนส่ง');
  });

  it('says who approved a sent broadcast and when', async () => {
    show(<ApprovedByAdminLv1 />);
    await opened(APPROVED_SENT.title);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'อนุมัติแล้วโดย สมชาย ใจดี เมื่อ 20/11/2569 08:30',
    );
  });

  it('says a sending broadcast is paused outside the send window, and when it goes on', async () => {
    show(<PausedForWindowByAdminLv1 />);
    await opened(PAUSED_FOR_WINDOW.title);
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการส่ง' })).toBeInTheDocument();
    expect(
      screen.getByText('อยู่นอกช่วงเวลาส่ง: การส่งหยุดพักและจะส่งต่อเวลา 08:00 น. วันที่ 21 พฤศจิกายน 2569'),
    ).toBeInTheDocument();
  });

  it('says when a broadcast scheduled outside the send window will really begin', async () => {
    show(<ScheduledOutsideWindowByAdminLv3 />);
    await opened(SCHEDULED_OUTSIDE_WINDOW.title);
    expect(fact('ตั้งเวลาส่ง')).toBe('20/11/2569 22:00');
    expect(
      screen.getByText('เวลาที่ตั้งไว้อยู่นอกช่วงเวลาส่ง: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 21 พฤศจิกายน 2569'),
    ).toBeInTheDocument();
  });

  it('says nothing of the send window for a broadcast it does not hold', async () => {
    show(<ScheduledByAdminLv3 />);
    await opened(SCHEDULED.title);
    expect(screen.queryByText(/นอกช่วงเวลาส่ง/)).not.toBeInTheDocument();
  });

  it('counts those the frequency cap skipped beside the excluded CIDs', async () => {
    show(<CappedByAdminLv1 />);
    await opened(CAPPED_SENT.title);
    expect(terms().slice(4, 7)).toEqual([
      'จำนวนผู้รับ',
      'ตัด CID ที่ยกเว้นการส่ง',
      'ข้ามตามการจำกัดจำนวนครั้ง',
    ]);
    expect(fact('ข้ามตามการจำกัดจำนวนครั้ง')).toBe('150 คน');
  });

  it('counts no one skipped by the cap when nobody was', async () => {
    show(<PartialByAdminLv1 />);
    await opened(PARTIAL.title);
    expect(terms()).not.toContain('ข้ามตามการจำกัดจำนวนครั้ง');
    expect(screen.queryByText('เร่งด่วน', { selector: '.MuiChip-label' })).not.toBeInTheDocument();
  });

  it('marks an urgent broadcast beside its status', async () => {
    show(<UrgentSentByAdminLv1 />);
    await opened(URGENT_SENT.title);
    expect(screen.getByText('ส่งแล้ว', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('เร่งด่วน', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it("counts a draft's expected recipients without those the cap would skip, said apart", async () => {
    show(<DraftWithCapByAdminLv3 />);
    await opened(DRAFT.title);
    await waitFor(() => expect(fact('ข้ามตามการจำกัดจำนวนครั้ง')).toBe('40 คน'));
    const { recipients } = audienceOf(DRAFT, 40);
    expect(fact('ผู้รับโดยประมาณ')).toBe(`${formatCount(recipients)} คน (นับ ณ 23/11/2569 09:05)`);
  });

  it('shows no halt for a broadcast that ran to its end', async () => {
    show(<PartialByAdminLv3 />);
    await opened(PARTIAL.title);
    expect(screen.queryByText('หยุดส่งก่อนครบทุกคน')).not.toBeInTheDocument();
  });

  it('shows the title, status, target, times and counts, and the messages read-only', async () => {
    const user = userEvent.setup();
    show(<ScheduledByAdminLv3 />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'รายละเอียดบรอดแคสต์' }),
    ).toBeInTheDocument();
    await opened(SCHEDULED.title);

    expect(screen.getByText('ตั้งเวลาส่ง', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(fact('ผู้รับ')).toBe(ELDERLY_DIABETIC.name);
    expect(fact('ตั้งเวลาส่ง')).toBe('25/11/2569 09:00');
    expect(fact('เริ่มส่ง')).toBe('—');
    // No recipients before the send: who the target reaches now, labelled as expected.
    await waitFor(() => expect(fact('ผู้รับโดยประมาณ')).toBe(expected(SCHEDULED).recipients));
    expect(fact('ตัด CID ที่ยกเว้นการส่ง')).toBe(expected(SCHEDULED).excluded);
    expect(terms()).not.toContain('จำนวนผู้รับ');
    expect(bodiesOf(AUDIENCE)).toEqual([{ target: 'SEGMENT', segmentId: ELDERLY_DIABETIC.id }]);
    expect(screen.getByText('2 ข้อความ')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: LOG })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ดูข้อความ' }));
    const viewer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(viewer).getAllByText('นัดหมายได้ที่เบอร์ 043-000000').length).toBeGreaterThan(0);
    expect(within(viewer).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });

  it('shows a draft’s expected recipients, counted as the form counts them', async () => {
    show(<DraftByAdminLv3 />);
    await opened(DRAFT.title);
    await waitFor(() => expect(fact('ผู้รับโดยประมาณ')).toBe(expected(DRAFT).recipients));
    expect(fact('ตัด CID ที่ยกเว้นการส่ง')).toBe(expected(DRAFT).excluded);
    expect(bodiesOf(AUDIENCE)).toEqual([{ target: 'UNIT' }]);
  });

  it('says when the expected recipients cannot be counted', async () => {
    show(<ScheduledCountFails />);
    await opened(SCHEDULED.title);
    await waitFor(() => expect(fact('ผู้รับโดยประมาณ')).toBe('นับจำนวนผู้รับไม่สำเร็จ'));
    expect(terms()).not.toContain('จำนวนผู้รับ');
  });

  it('shows the snapshotted recipients once sent, without counting again', async () => {
    show(<PartialByAdminLv1 />);
    await opened(PARTIAL.title);
    expect(fact('จำนวนผู้รับ')).toBe('1,200 คน');
    expect(fact('ตัด CID ที่ยกเว้นการส่ง')).toBe('12 คน');
    expect(fact('ส่งเสร็จ')).toBe('20/11/2569 10:00');
    expect(terms()).not.toContain('ผู้รับโดยประมาณ');
    expect(terms()).not.toContain('ยกเลิกเมื่อ');
    expect(bodiesOf(AUDIENCE)).toEqual([]);
  });

  it('shows when and by whom a broadcast was cancelled before it went, not a finish', async () => {
    show(<CancelledBeforeStartByAdminLv1 />);
    await opened(CANCELLED_BEFORE_START.title);
    expect(screen.getByText('ยกเลิกแล้ว', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(fact('ยกเลิกเมื่อ')).toBe('24/11/2569 16:00 โดย ปิติ ชูใจ');
    expect(fact('เริ่มส่ง')).toBe('—');
    expect(terms()).not.toContain('ส่งเสร็จ');
  });

  it('shows when and by whom a broadcast was cancelled while it sent, and what went before', async () => {
    show(<CancelledMidwayByAdminLv1 />);
    await opened(CANCELLED_MIDWAY.title);
    expect(fact('ยกเลิกเมื่อ')).toBe('20/11/2569 09:30 โดย ปิติ ชูใจ');
    expect(fact('เริ่มส่ง')).toBe('20/11/2569 09:00');
    expect(fact('จำนวนผู้รับ')).toBe('1,200 คน');
    expect(fact('ส่งสำเร็จ')).toBe('500 คน');
    expect(terms()).not.toContain('ส่งเสร็จ');
  });

  it('moves the progress bar as the events arrive, and reads the broadcast again when it ends', async () => {
    show(<SendingByAdminLv3 />);
    await opened(SENDING.title);
    await waitFor(() => expect(progressFeed.watching()).toBe(1));
    const bar = () => screen.getByRole('progressbar', { name: 'ความคืบหน้าการส่ง' });

    act(() => progressFeed.emit(SENDING_PROGRESS));
    expect(bar()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('คงเหลือ 800')).toBeInTheDocument();

    act(() => progressFeed.emit({ ...SENDING_PROGRESS, sent: 900, failed: 60, remaining: 240 }));
    expect(bar()).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByText('ส่งสำเร็จ 900')).toBeInTheDocument();
    expect(screen.getByText('ไม่สำเร็จ 60')).toBeInTheDocument();
    expect(fact('ส่งสำเร็จ')).toBe('900 คน');
    expect(currentFakeApi().calls(`GET /api/broadcast/${SENDING.id}`)).toHaveLength(1);

    act(() =>
      progressFeed.emit({
        ...SENDING_PROGRESS,
        status: 'PARTIAL',
        sent: 1_140,
        failed: 60,
        remaining: 0,
      }),
    );
    await waitFor(() =>
      expect(currentFakeApi().calls(`GET /api/broadcast/${SENDING.id}`)).toHaveLength(2),
    );
  });

  it('shows LV2 the live bar without any action', async () => {
    show(<SendingByAdminLv2 />);
    await opened(SENDING.title);
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการส่ง' })).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
  });

  it('offers LV3 the actions its status allows', async () => {
    const { unmount } = show(<SendingByAdminLv3 />);
    await opened(SENDING.title);
    expect(shownActions()).toEqual(['ยกเลิกการส่ง']);
    unmount();

    const partial = show(<PartialByAdminLv3 />);
    await opened(PARTIAL.title);
    expect(shownActions()).toEqual(['ส่งซ้ำเฉพาะที่ล้มเหลว']);
    partial.unmount();

    const scheduled = show(<ScheduledByAdminLv3 />);
    await opened(SCHEDULED.title);
    expect(shownActions()).toEqual(['แก้ไข', 'ยกเลิกการส่ง']);
    scheduled.unmount();

    show(<DraftByAdminLv3 />);
    await opened('ชวนตรวจสุขภาพประจำปี');
    expect(shownActions()).toEqual(['แก้ไข', 'ลบฉบับร่าง']);
  });

  it('offers LV3 copying a broadcast of any status into a new broadcast’s form', async () => {
    const user = userEvent.setup();
    const sending = show(<SendingByAdminLv3 />);
    await opened(SENDING.title);
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument();
    sending.unmount();

    const draft = show(<DraftByAdminLv3 />);
    await opened(DRAFT.title);
    expect(screen.getByRole('button', { name: COPY })).toBeInTheDocument();
    draft.unmount();

    show(<PartialByAdminLv3 />);
    await opened(PARTIAL.title);
    await user.click(screen.getByRole('button', { name: COPY }));
    expect(address()).toBe(`/broadcast/form?copy=${PARTIAL.id}`);
  });

  it('never offers LV1 or LV2 copying', async () => {
    const lv1 = show(<PartialByAdminLv1 />);
    await opened(PARTIAL.title);
    expect(screen.queryByRole('button', { name: COPY })).not.toBeInTheDocument();
    lv1.unmount();

    show(<SendingByAdminLv2 />);
    await opened(SENDING.title);
    expect(screen.queryByRole('button', { name: COPY })).not.toBeInTheDocument();
  });

  it('shows LV1 a finished broadcast without actions', async () => {
    show(<PartialByAdminLv1 />);
    await opened(PARTIAL.title);
    expect(shownActions()).toEqual([]);
  });

  it('cancels a scheduled broadcast only after confirmation', async () => {
    const user = userEvent.setup();
    show(<ScheduledByAdminLv3 />);
    await opened(SCHEDULED.title);

    await user.click(screen.getByRole('button', { name: 'ยกเลิกการส่ง' }));
    let dialog = screen.getByRole('dialog', { name: 'ยกเลิกการส่งบรอดแคสต์' });
    expect(dialog).toHaveTextContent(`ต้องการยกเลิกการส่ง ${SCHEDULED.title} ใช่หรือไม่`);
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(`POST /api/broadcast/${SCHEDULED.id}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ยกเลิกการส่ง' }));
    dialog = screen.getByRole('dialog', { name: 'ยกเลิกการส่งบรอดแคสต์' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกการส่ง' }));

    await waitFor(() => expect(toastTexts()).toContain('ยกเลิกการส่งแล้ว'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(`POST /api/broadcast/${SCHEDULED.id}/cancel`)).toHaveLength(1);
    expect(screen.getByText('ยกเลิกแล้ว', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
    expect(fact('ยกเลิกเมื่อ')).toBe('23/11/2569 09:05 โดย ปิติ ชูใจ');
    expect(terms()).not.toContain('ส่งเสร็จ');
  });

  it('sends again to the failed recipients after confirmation, then follows the progress', async () => {
    const user = userEvent.setup();
    show(<PartialByAdminLv3 />);
    await opened(PARTIAL.title);

    await user.click(screen.getByRole('button', { name: 'ส่งซ้ำเฉพาะที่ล้มเหลว' }));
    const dialog = screen.getByRole('dialog', { name: 'ส่งซ้ำเฉพาะที่ล้มเหลว' });
    expect(dialog).toHaveTextContent('ผู้รับที่ส่งไม่สำเร็จ 200 คน');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งซ้ำ' }));

    await waitFor(() => expect(toastTexts()).toContain('เริ่มส่งซ้ำถึงผู้รับที่ส่งไม่สำเร็จแล้ว'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการส่ง' })).toBeInTheDocument();
  });

  it('says how many may get it twice before a retry LINE may no longer recognise, and sends on that confirmation', async () => {
    const user = userEvent.setup();
    show(<RetryMayDuplicateByAdminLv3 />);
    await opened(FAILED_YESTERDAY.title);

    await user.click(screen.getByRole('button', { name: 'ส่งซ้ำเฉพาะที่ล้มเหลว' }));
    const dialog = screen.getByRole('dialog', { name: 'ส่งซ้ำเฉพาะที่ล้มเหลว' });
    expect(dialog).toHaveTextContent('ผู้รับ 300 คนที่ส่งไม่สำเร็จเพราะ LINE ไม่ตอบ อาจได้รับข้อความซ้ำ 2 ครั้ง');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งซ้ำ แม้บางคนอาจได้รับ 2 ครั้ง' }));

    await waitFor(() => expect(toastTexts()).toContain('เริ่มส่งซ้ำถึงผู้รับที่ส่งไม่สำเร็จแล้ว'));
    expect(bodiesOf(`POST ${API_PATHS.broadcastRetryFailed(FAILED_YESTERDAY.id)}`)).toEqual([
      { acceptDuplicates: true },
    ]);
  });

  it('deletes a draft after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    show(<DraftByAdminLv3 />);
    await opened('ชวนตรวจสุขภาพประจำปี');
    await user.click(screen.getByRole('button', { name: 'ลบฉบับร่าง' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบฉบับร่าง' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await waitFor(() => expect(address()).toBe('/broadcast'));
    expect(toastTexts()).toContain('ลบฉบับร่างแล้ว');
  });

  it('pages the delivery log and filters it by status, with masked LINE ids and reasons', async () => {
    const user = userEvent.setup();
    show(<PartialByAdminLv1 />);
    await opened(PARTIAL.title);
    await waitFor(() => expect(column(LOG, 'lineUserIdMasked')).toHaveLength(20));
    const calls = `POST /api/broadcast/${PARTIAL.id}/delivery/list`;
    expect(bodiesOf(calls)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'batch', direction: 'asc' } },
    ]);
    expect(column(LOG, 'lineUserIdMasked')[0]).toBe('U1000…a000');
    expect(column(LOG, 'sentAt')[0]).toBe('20/11/2569 09:00');

    await user.click(screen.getByRole('button', { name: /หน้าถัดไป|ถัดไป/ }));
    await waitFor(() => expect(bodiesOf(calls).at(-1)).toMatchObject({ page: 2 }));
    await waitFor(() => expect(column(LOG, 'lineUserIdMasked')[0]).toBe('U1020…a014'));

    const filter = screen.getByRole('group', { name: 'สถานะการส่ง' });
    await user.click(within(filter).getByRole('button', { name: 'ส่งไม่สำเร็จ' }));

    await waitFor(() =>
      expect(address()).toBe(`/broadcast/detail?id=${PARTIAL.id}&delivery=FAILED`),
    );
    await waitFor(() =>
      expect(bodiesOf(calls).at(-1)).toMatchObject({ page: 1, filters: { status: 'FAILED' } }),
    );
    await waitFor(() => expect(new Set(column(LOG, 'status'))).toEqual(new Set(['ส่งไม่สำเร็จ'])));
    expect(column(LOG, 'reason')[0]).toBe('The request body has 1 error(s)');
    expect(within(filter).getByRole('button', { name: 'ส่งไม่สำเร็จ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when the broadcast is not there', async () => {
    show(<NotFound />);
    expect(await screen.findByText('ไม่พบบรอดแคสต์นี้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปที่รายการบรอดแคสต์' })).toBeInTheDocument();
  });

  it('says when it cannot be loaded, offering to try again', async () => {
    show(<LoadFails />);
    expect(await screen.findByText('โหลดข้อมูลบรอดแคสต์ไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});
