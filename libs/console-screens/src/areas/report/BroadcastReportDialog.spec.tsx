import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { bodiesOf, show } from '../../testing/spec-helpers';
import * as stories from './BroadcastReportDialog.stories';

const { Open, Urgent, Loading, NotFound, InvalidAddress, LoadFails, Closed } =
  composeStories(stories);

afterEach(() => clearProfile());

async function chartsDrawn(dialog: HTMLElement) {
  await waitFor(() =>
    expect(dialog.querySelectorAll('.MuiChartsAxis-root').length).toBeGreaterThanOrEqual(2),
  );
}

describe('BroadcastReportDialog', () => {
  it("shows the broadcast's report in a dialog named by its title, with its status", async () => {
    show(<Open />);
    const dialog = await screen.findByRole('dialog', { name: 'ชวนฉีดวัคซีนไข้หวัดใหญ่' });
    expect(within(dialog).getByText('ส่งแล้ว')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'ผู้รับ' })).toHaveTextContent('1,200');
    expect(within(dialog).queryByText('เร่งด่วน')).not.toBeInTheDocument();
    await chartsDrawn(dialog);
  });

  it('says beside its status that an urgent broadcast was urgent', async () => {
    show(<Urgent />);
    const dialog = await screen.findByRole('dialog', { name: 'ข่าวสารสุขภาพ ฉบับที่ 3' });
    expect(within(dialog).getByText('ส่งแล้ว')).toBeInTheDocument();
    expect(within(dialog).getByText('เร่งด่วน')).toBeInTheDocument();
  });

  it('closes from its button', async () => {
    const onClose = jest.fn();
    show(<Open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'ชวนฉีดวัคซีนไข้หวัดใหญ่' });
    await chartsDrawn(dialog);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('holds the places of the numbers while the report is read', async () => {
    show(<Loading />);
    const dialog = await screen.findByRole('dialog', { name: 'รายงานบรอดแคสต์' });
    expect(dialog.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(within(dialog).queryAllByRole('group')).toHaveLength(0);
  });

  it("says another unit's broadcast has no report for this viewer, and leads back", async () => {
    const onClose = jest.fn();
    show(<NotFound onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'รายงานบรอดแคสต์' });
    expect(await within(dialog).findByText('ไม่พบรายงานของบรอดแคสต์นี้')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'กลับไปที่รายงาน' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the same of an address naming no broadcast, without asking the API', async () => {
    show(<InvalidAddress />);
    const dialog = await screen.findByRole('dialog', { name: 'รายงานบรอดแคสต์' });
    expect(within(dialog).getByText('ไม่พบรายงานของบรอดแคสต์นี้')).toBeInTheDocument();
    expect(bodiesOf('GET /api/report/31')).toHaveLength(0);
  });

  it('says when the report cannot be read, and reads it again', async () => {
    show(<LoadFails />);
    const dialog = await screen.findByRole('dialog', { name: 'รายงานบรอดแคสต์' });
    expect(await within(dialog).findByText('โหลดรายงานของบรอดแคสต์ไม่สำเร็จ')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(bodiesOf('GET /api/report/31')).toHaveLength(2));
  });

  it('shows nothing while closed', () => {
    show(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<Open />);
    const dialog = await screen.findByRole('dialog', { name: 'ชวนฉีดวัคซีนไข้หวัดใหญ่' });
    await chartsDrawn(dialog);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
