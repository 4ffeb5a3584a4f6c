import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import * as stories from './SideMenu.stories';

const {
  SuperAdmin,
  SuperAdminOnReport,
  AdminLv1,
  AdminLv1WithWaiting,
  AdminLv2,
  AdminLv3,
  UnknownRole,
} = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
  return screen.getByRole('navigation', { name: 'เมนูหลัก' });
}

/** Names of the links the user can see right now, in order. */
function visibleLinks(nav: HTMLElement): string[] {
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('SideMenu', () => {
  it('shows Super Admin health units with the groups closed, and highlights the current screen', () => {
    const nav = show(<SuperAdmin />);
    expect(visibleLinks(nav)).toEqual(['หน่วยบริการ', 'บรอดแคสต์รออนุมัติ', 'เทมเพลตข้อความ']);
    expect(within(nav).getByRole('link', { name: 'หน่วยบริการ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'แดชบอร์ด' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('button', { name: 'ตั้งค่า' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens a group on click and navigates with the chosen link', async () => {
    const user = userEvent.setup();
    const nav = show(<SuperAdmin />);
    await user.click(within(nav).getByRole('button', { name: 'ตั้งค่า' }));
    expect(visibleLinks(nav)).toEqual([
      'หน่วยบริการ',
      'บรอดแคสต์รออนุมัติ',
      'เทมเพลตข้อความ',
      'จำกัดการส่ง CID',
      'จัดการสิทธิ์',
      'ผู้ทดสอบ',
      'ตรวจรายชื่อผู้ติดตาม',
      'ตรวจสอบการส่งถึงประชาชน',
      'เกณฑ์การอนุมัติ',
      'นโยบายการส่ง',
      'ประวัติการใช้งาน',
    ]);
    await user.click(within(nav).getByRole('link', { name: 'จำกัดการส่ง CID' }));
    expect(screen.getByText('หน้าปัจจุบัน: /setting/exclude-cid')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'จำกัดการส่ง CID' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'หน่วยบริการ' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('closes an open group on a second click', async () => {
    const user = userEvent.setup();
    const nav = show(<SuperAdminOnReport />);
    const dashboard = within(nav).getByRole('button', { name: 'แดชบอร์ด' });
    expect(dashboard).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'รายงานการส่งข้อความ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(dashboard);
    expect(dashboard).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Admin LV1 its links and the settings group', async () => {
    const user = userEvent.setup();
    const nav = show(<AdminLv1 />);
    expect(visibleLinks(nav)).toEqual([
      'ข้อมูลหน่วยบริการ',
      'บรอดแคสต์',
      'บรอดแคสต์รออนุมัติ',
      'กลุ่มเป้าหมาย',
      'รายงาน',
    ]);
    await user.click(within(nav).getByRole('button', { name: 'ตั้งค่า' }));
    expect(visibleLinks(nav)).toEqual([
      'ข้อมูลหน่วยบริการ',
      'บรอดแคสต์',
      'บรอดแคสต์รออนุมัติ',
      'กลุ่มเป้าหมาย',
      'รายงาน',
      'จัดการสิทธิ์',
      'ผู้ทดสอบ',
      'ตรวจสอบการส่งถึงประชาชน',
      'ประวัติการใช้งาน',
    ]);
  });

  it('shows beside the queue how many broadcasts wait for approval, and lights it on its screens', () => {
    const nav = show(<AdminLv1WithWaiting />);
    const queue = within(nav).getByRole('link', { name: 'บรอดแคสต์รออนุมัติ 3' });
    expect(queue).toHaveAttribute('href', '/broadcast/approval');
    expect(queue).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'บรอดแคสต์' })).not.toHaveAttribute('aria-current');
  });

  it('shows no count while nothing waits', () => {
    const nav = show(<AdminLv1 />);
    expect(within(nav).getByRole('link', { name: 'บรอดแคสต์รออนุมัติ' })).toBeInTheDocument();
  });

  it('shows Admin LV2 four links and no groups', () => {
    const nav = show(<AdminLv2 />);
    expect(visibleLinks(nav)).toEqual(['ข้อมูลหน่วยบริการ', 'บรอดแคสต์', 'กลุ่มเป้าหมาย', 'รายงาน']);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'กลุ่มเป้าหมาย' })).toHaveAttribute(
      'href',
      '/segment',
    );
  });

  it('shows Admin LV3 the broadcast group open on the create screen', () => {
    const nav = show(<AdminLv3 />);
    expect(visibleLinks(nav)).toEqual([
      'ข้อมูลหน่วยบริการ',
      'รายการบรอดแคสต์',
      'สร้างบรอดแคสต์',
      'เทมเพลตข้อความ',
      'ลิงก์ติดตาม',
      'กลุ่มเป้าหมาย',
    ]);
    expect(within(nav).getByRole('link', { name: 'ลิงก์ติดตาม' })).toHaveAttribute(
      'href',
      '/tracking-url',
    );
    expect(within(nav).getByRole('link', { name: 'สร้างบรอดแคสต์' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'รายการบรอดแคสต์' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows nothing to a role it does not know', () => {
    const nav = show(<UnknownRole />);
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });
});
