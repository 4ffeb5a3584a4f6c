import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS, FOLLOWER_SYNC_MESSAGES } from '@hbc/contracts';
import { bodiesOf, column, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { clockedUser, fakeClock, passTime } from '../citizens/citizen-import-testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { FOLLOWER_SYNC_POLL_MS } from './useFollowerSyncList';
import * as stories from './FollowerSyncScreen.stories';

const { WithChecks, NothingYet, AlreadyRunning, Loading } = composeStories(stories);

afterEach(() => {
  jest.useRealTimers();
  clearProfile();
  dismissToasts();
});

const GRID = 'ตรวจรายชื่อผู้ติดตาม';
const LIST = `POST ${API_PATHS.followerSyncList}`;
const START = `POST ${API_PATHS.followerSync}`;
const BUTTON = 'ตรวจรายชื่อผู้ติดตามกับ LINE';

function cellsOfRow(index: number): ArrayLike<Element> {
  const rows = within(screen.getByRole('grid', { name: GRID }))
    .getAllByRole('row')
    .slice(1);
  return rows[index]?.querySelectorAll('[role="gridcell"]') ?? [];
}
const texts = (cells: ArrayLike<Element>) => Array.from(cells, (cell) => cell.textContent);

async function shown(count: number) {
  await waitFor(() => expect(column(GRID, 'startedAt')).toHaveLength(count));
}

describe('FollowerSyncScreen', () => {
  it('lists the checks newest first: Buddhist-era times, Thai status, who started them, the counts, why one failed', async () => {
    show(<WithChecks />);
    expect(screen.getByRole('heading', { level: 1, name: GRID })).toBeInTheDocument();
    await shown(3);
    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'startedAt', direction: 'desc' } },
    ]);
    expect(texts(cellsOfRow(0))).toEqual([
      '22/11/2569 02:30',
      'เสร็จสิ้น',
      'สมศรี ผู้ดูแล',
      '12,480',
      '15',
      '320',
      '41',
      '22/11/2569 02:34',
      '',
    ]);
    expect(column(GRID, 'startedByName')[1]).toBe('ตามเวลาที่ตั้งไว้');
    expect(texts(cellsOfRow(2)).slice(1, 7)).toEqual([
      'บัญชีไม่มีสิทธิ์',
      'ตามเวลาที่ตั้งไว้',
      '0',
      '-',
      '-',
      '-',
    ]);
    expect(column(GRID, 'error')[2]).toBe(FOLLOWER_SYNC_MESSAGES.notAllowed);
  });

  it('starts a check once confirmed, shows its progress, then what it changed', async () => {
    fakeClock();
    const user = clockedUser();
    show(<WithChecks />);
    await shown(3);

    await user.click(screen.getByRole('button', { name: BUTTON }));
    const dialog = screen.getByRole('dialog', { name: BUTTON });
    expect(dialog).toHaveTextContent('ผู้ที่ระบบบันทึกว่าติดตามแต่ LINE ไม่มีในรายชื่อแล้วจะเปลี่ยนเป็นเลิกติดตาม');
    expect(dialog).toHaveTextContent('ใช้ได้เฉพาะบัญชีรับรองหรือบัญชีพรีเมียม');
    expect(currentFakeApi().calls(START)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'เริ่มตรวจ' }));

    await waitFor(() => expect(toastTexts()).toContain('เริ่มตรวจรายชื่อผู้ติดตามกับ LINE แล้ว'));
    expect(currentFakeApi().calls(START)).toHaveLength(1);
    await shown(4);
    expect(column(GRID, 'status')[0]).toBe('กำลังตรวจ (อ่านแล้ว 2 หน้า 2,000 คน)');
    expect(column(GRID, 'newlyUnfollowed')[0]).toBe('-');

    await passTime(FOLLOWER_SYNC_POLL_MS);
    await waitFor(() => expect(column(GRID, 'status')[0]).toBe('เสร็จสิ้น'));
    expect(texts(cellsOfRow(0)).slice(3, 7)).toEqual(['2,450', '4', '12', '0']);
    // Done: the list is no longer read again.
    const reads = currentFakeApi().calls(LIST).length;
    await passTime(FOLLOWER_SYNC_POLL_MS * 2);
    expect(currentFakeApi().calls(LIST)).toHaveLength(reads);
  });

  it('starts nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    show(<WithChecks />);
    await shown(3);
    await user.click(screen.getByRole('button', { name: BUTTON }));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentFakeApi().calls(START)).toHaveLength(0);
  });

  it('says in Thai that a check is already running when the API refuses the start', async () => {
    const user = userEvent.setup();
    show(<AlreadyRunning />);
    await shown(3);
    await user.click(screen.getByRole('button', { name: BUTTON }));
    await user.click(screen.getByRole('button', { name: 'เริ่มตรวจ' }));
    await waitFor(() => expect(toastTexts()).toContain(FOLLOWER_SYNC_MESSAGES.alreadyRunning));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(column(GRID, 'startedAt')).toHaveLength(3);
  });

  it('explains the check before the first one, with the button to start it', async () => {
    const user = userEvent.setup();
    show(<NothingYet />);
    expect(await screen.findByText('ยังไม่เคยตรวจรายชื่อผู้ติดตามกับ LINE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(screen.getByRole('dialog', { name: BUTTON })).toBeInTheDocument();
  });

  it('shows no row while the list has not answered', () => {
    show(<Loading />);
    expect(screen.getByRole('heading', { level: 1, name: GRID })).toBeInTheDocument();
    expect(column(GRID, 'startedAt')).toEqual([]);
  });
});
