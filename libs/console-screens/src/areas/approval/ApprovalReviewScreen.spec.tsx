import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { ADDRESS_LABEL } from '@hbc/data-screens/testing';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { PENDING_SCHEDULED, PENDING_URGENT, TEXT_MESSAGE } from '../broadcast/broadcast-fixtures';
import * as stories from './ApprovalReviewScreen.stories';

const { UrgentByAdminLv1, ScheduledBySuperAdmin, OverQuota, OwnBroadcast, NoLongerWaiting } =
  composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function opened(title: string) {
  await screen.findByRole('heading', { level: 2, name: title });
}

describe('ApprovalReviewScreen', () => {
  it('shows exactly what will go: every message, the audience with its breakdown, the quota after, the time and grounds', async () => {
    show(<UrgentByAdminLv1 />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'ตรวจบรอดแคสต์ก่อนอนุมัติ' }),
    ).toBeInTheDocument();
    await opened(PENDING_URGENT.title);
    expect(screen.getByText('รออนุมัติ', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('ขออนุมัติโดย มานี ขยันยิ่ง เมื่อ 23/11/2569 08:00');
    expect(notice).toHaveTextContent('บรอดแคสต์เร่งด่วนต้องได้รับการอนุมัติก่อนส่งทุกครั้ง');
    expect(notice).toHaveTextContent('เหตุผลที่เร่งด่วน: ค่าฝุ่นเกินมาตรฐานในพื้นที่');
    expect(fact('หน่วยบริการ')).toBe(PENDING_URGENT.unitName);
    expect(fact('ผู้รับ')).toBe('ผู้ติดตามทั้งหมดของหน่วยบริการ');
    expect(fact('เวลาส่ง')).toBe('ส่งทันทีเมื่ออนุมัติ');
    expect(fact('จำนวนผู้รับเมื่อขออนุมัติ')).toBe('12,400 คน');
    await waitFor(() =>
      expect(fact('จำนวนผู้รับขณะนี้')).toBe('12,400 คน (ผู้ติดตาม 12,480 คน ไม่รวม CID ที่ยกเว้นการส่ง 80 คน)'),
    );
    await waitFor(() => expect(fact('โควตาข้อความคงเหลือหลังส่ง')).toBe('34,600 ข้อความ'));
    const preview = screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
    expect(within(preview).getByText(TEXT_MESSAGE.text)).toBeInTheDocument();
  });

  it('shows the time a scheduled one goes at', async () => {
    show(<ScheduledBySuperAdmin />);
    await opened(PENDING_SCHEDULED.title);
    expect(fact('เวลาส่ง')).toBe('25/11/2569 09:00');
    expect(screen.getByText('ข้อความที่จะส่ง (1 ข้อความ)')).toBeInTheDocument();
  });

  it('says how far the quota falls short', async () => {
    show(<OverQuota />);
    await opened(PENDING_URGENT.title);
    await waitFor(() =>
      expect(fact('โควตาข้อความคงเหลือหลังส่ง')).toBe('เกินโควตาที่เหลือ 11,400 ข้อความ จึงส่งไม่ได้'),
    );
  });

  it("test-sends to the approver's own LINE only", async () => {
    const user = userEvent.setup();
    show(<UrgentByAdminLv1 />);
    await opened(PENDING_URGENT.title);
    await user.click(screen.getByRole('button', { name: 'ส่งทดสอบถึง LINE ของฉัน' }));
    await waitFor(() => expect(toastTexts()).toContain('ส่งทดสอบถึง วิภา ทดสอบส่ง แล้ว'));
    expect(bodiesOf(`POST ${API_PATHS.approvalTest(PENDING_URGENT.id)}`)).toEqual([undefined]);
  });

  it('approves after a confirmation naming the recipients, then returns to the queue', async () => {
    const user = userEvent.setup();
    show(<UrgentByAdminLv1 />);
    await opened(PENDING_URGENT.title);
    await waitFor(() => expect(fact('จำนวนผู้รับขณะนี้')).toMatch(/^12,400 คน/));
    await user.click(screen.getByRole('button', { name: 'อนุมัติ' }));
    const dialog = screen.getByRole('dialog', { name: 'อนุมัติการส่งบรอดแคสต์' });
    expect(dialog).toHaveTextContent(
      `อนุมัติให้ส่ง ${PENDING_URGENT.title} ถึงผู้รับ 12,400 คน ทันที ใช่หรือไม่`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    await waitFor(() => expect(address()).toBe('/broadcast/approval'));
    expect(toastTexts()).toContain(`อนุมัติ ${PENDING_URGENT.title} แล้ว`);
    expect(bodiesOf(`POST ${API_PATHS.broadcastApprove(PENDING_URGENT.id)}`)).toEqual([{}]);
  });

  it('rejects only with a reason, then returns to the queue', async () => {
    const user = userEvent.setup();
    show(<UrgentByAdminLv1 />);
    await opened(PENDING_URGENT.title);
    await user.click(screen.getByRole('button', { name: 'ไม่อนุมัติ' }));
    const dialog = screen.getByRole('dialog', { name: 'ไม่อนุมัติบรอดแคสต์' });
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeInTheDocument();
    expect(bodiesOf(`POST ${API_PATHS.broadcastReject(PENDING_URGENT.id)}`)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ }),
      'ข้อความยังไม่ชัดเจน',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    await waitFor(() => expect(address()).toBe('/broadcast/approval'));
    expect(toastTexts()).toContain(`ไม่อนุมัติ ${PENDING_URGENT.title} แล้ว ส่งกลับเป็นฉบับร่าง`);
    expect(bodiesOf(`POST ${API_PATHS.broadcastReject(PENDING_URGENT.id)}`)).toEqual([
      { reason: 'ข้อความยังไม่ชัดเจน' },
    ]);
  });

  it('says in Thai that a maker cannot approve their own, and stays', async () => {
    const user = userEvent.setup();
    show(<OwnBroadcast />);
    await opened(PENDING_URGENT.title);
    await user.click(screen.getByRole('button', { name: 'อนุมัติ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'อนุมัติ' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('ผู้ขอส่งอนุมัติบรอดแคสต์ของตนเองไม่ได้ ต้องให้ผู้อนุมัติคนอื่นอนุมัติ'),
    );
    // Still on the review (its closing dialog hides the rest from the accessibility tree).
    expect(screen.getByRole('status', { name: ADDRESS_LABEL, hidden: true })).toHaveTextContent(
      `/broadcast/approval/review?id=${PENDING_URGENT.id}`,
    );
  });

  it('says when the broadcast no longer waits', async () => {
    show(<NoLongerWaiting />);
    expect(await screen.findByText('ไม่พบบรอดแคสต์นี้ในรายการรออนุมัติ')).toBeInTheDocument();
  });
});
