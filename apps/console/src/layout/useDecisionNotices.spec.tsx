import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { APPROVAL_TEXTS, type BroadcastDecision } from '@hbc/contracts';
import { dismissAllToasts, getToasts } from '@hbc/ui';
import { getBroadcastDecisions } from './broadcast-decisions';
import { decisionsSeenKey, useDecisionNotices } from './useDecisionNotices';

jest.mock('./broadcast-decisions', () => ({
  ...jest.requireActual<object>('./broadcast-decisions'),
  getBroadcastDecisions: jest.fn(),
}));
const read = jest.mocked(getBroadcastDecisions);

const WHO = 'โรงพยาบาลศูนย์สาธิต|กิตติพงษ์ บุญมา';
const SEEN = '2026-11-30T01:00:00.000Z';
const approved: BroadcastDecision = {
  broadcastId: 7,
  title: 'เชิญรับวัคซีน',
  decision: 'APPROVED',
  decidedByName: 'ธนกร ศรีสุข',
  decidedAt: '2026-11-30T02:00:00.000Z',
  rejectReason: null,
};
const rejected: BroadcastDecision = {
  ...approved,
  broadcastId: 8,
  title: 'แจ้งเตือนไข้เลือดออก',
  decision: 'REJECTED',
  decidedAt: '2026-11-30T03:00:00.000Z',
  rejectReason: 'ยังไม่ระบุสถานที่',
};

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

beforeEach(() => {
  localStorage.clear();
  dismissAllToasts();
  read.mockReset();
});

describe('useDecisionNotices', () => {
  it('tells a maker of each decision since the last one told, then remembers the last', async () => {
    localStorage.setItem(decisionsSeenKey(WHO), SEEN);
    read.mockResolvedValue([approved, rejected]);
    renderHook(() => useDecisionNotices('ADMIN_LV3', WHO), { wrapper: inRouter });
    await waitFor(() =>
      expect(localStorage.getItem(decisionsSeenKey(WHO))).toBe(rejected.decidedAt),
    );
    expect(read).toHaveBeenCalledWith(SEEN, expect.any(AbortSignal));
    expect(getToasts().map(({ message, severity }) => ({ message, severity }))).toEqual([
      {
        message: APPROVAL_TEXTS.decidedApproved('เชิญรับวัคซีน', 'ธนกร ศรีสุข'),
        severity: 'success',
      },
      {
        message: APPROVAL_TEXTS.decidedRejected('แจ้งเตือนไข้เลือดออก', 'ธนกร ศรีสุข', 'ยังไม่ระบุสถานที่'),
        severity: 'warning',
      },
    ]);
  });

  it('starts counting from the first visit in this browser, telling nothing older', () => {
    renderHook(() => useDecisionNotices('ADMIN_LV3', WHO), { wrapper: inRouter });
    expect(localStorage.getItem(decisionsSeenKey(WHO))).not.toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('asks nothing for those who do not compose broadcasts', () => {
    localStorage.setItem(decisionsSeenKey(WHO), SEEN);
    renderHook(() => useDecisionNotices('ADMIN_LV1', WHO), { wrapper: inRouter });
    renderHook(() => useDecisionNotices('SUPER_ADMIN', WHO), { wrapper: inRouter });
    expect(read).not.toHaveBeenCalled();
  });
});
