import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { address, bodiesOf, column, show } from '../../testing/spec-helpers';
import { PENDING_SCHEDULED, PENDING_URGENT } from '../broadcast/broadcast-fixtures';
import * as stories from './ApprovalQueueScreen.stories';

const { WaitingForAdminLv1, NothingWaiting } = composeStories(stories);

afterEach(() => clearProfile());

const GRID = 'บรอดแคสต์รออนุมัติ';
const LIST = `POST ${API_PATHS.approvalList}`;

describe('ApprovalQueueScreen', () => {
  it('lists what waits, the longest waiting first: unit, maker, when asked, recipients, grounds, time', async () => {
    show(<WaitingForAdminLv1 />);
    expect(screen.getByRole('heading', { level: 1, name: GRID })).toBeInTheDocument();
    await waitFor(() => expect(column(GRID, 'title')).toHaveLength(2));
    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'requestedAt', direction: 'asc' } },
    ]);
    expect(column(GRID, 'title')).toEqual([PENDING_SCHEDULED.title, PENDING_URGENT.title]);
    expect(column(GRID, 'unitName')).toEqual([PENDING_URGENT.unitName, PENDING_URGENT.unitName]);
    expect(column(GRID, 'maker')).toEqual(['มานี ขยันยิ่ง', 'มานี ขยันยิ่ง']);
    expect(column(GRID, 'requestedAt')).toEqual(['22/11/2569 10:00', '23/11/2569 08:00']);
    expect(column(GRID, 'recipients')).toEqual(['12,400', '12,400']);
    expect(column(GRID, 'grounds')).toEqual(['ผู้รับจำนวนมาก', 'ผู้รับจำนวนมาก, เร่งด่วน']);
    expect(column(GRID, 'scheduledAt')).toEqual(['25/11/2569 09:00', 'ส่งทันทีเมื่ออนุมัติ']);
  });

  it('searches by title on the server', async () => {
    const user = userEvent.setup();
    show(<WaitingForAdminLv1 />);
    await waitFor(() => expect(column(GRID, 'title')).toHaveLength(2));
    await user.type(screen.getByPlaceholderText('ค้นหาชื่อบรอดแคสต์'), 'ฝุ่น');
    await waitFor(() => expect(column(GRID, 'title')).toEqual([PENDING_URGENT.title]));
    expect(bodiesOf(LIST).at(-1)).toMatchObject({ search: 'ฝุ่น', page: 1 });
  });

  it('opens the review of a row', async () => {
    const user = userEvent.setup();
    show(<WaitingForAdminLv1 />);
    await waitFor(() => expect(column(GRID, 'title')).toHaveLength(2));
    await user.click(screen.getByText(PENDING_URGENT.title));
    await waitFor(() =>
      expect(address()).toBe(`/broadcast/approval/review?id=${PENDING_URGENT.id}`),
    );
  });

  it('says when nothing waits', async () => {
    show(<NothingWaiting />);
    expect(await screen.findByText('ไม่มีบรอดแคสต์ที่รออนุมัติ')).toBeInTheDocument();
  });
});
