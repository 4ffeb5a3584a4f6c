import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { mockScreenWidth } from '@hbc/ui/testing';
import type { ReactElement } from 'react';
import * as stories from './ConsoleLayoutView.stories';

const { SuperAdmin, AdminLv1, AdminLv2, AdminLv3FirstSignIn } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
  return {
    header: screen.getByRole('banner'),
    aside: screen.getByRole('complementary', { name: 'แถบด้านข้าง' }),
    menu: screen.getByRole('navigation', { name: 'เมนูหลัก' }),
  };
}

function menuEntries(menu: HTMLElement): string[] {
  return [...within(menu).queryAllByRole('link'), ...within(menu).queryAllByRole('button')]
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((el) => el.textContent ?? '');
}

describe('console layout', () => {
  it('greets Super Admin, shows the Buddhist-era last login, the fixed label and the version', () => {
    const { header, aside, menu } = show(<SuperAdmin />);
    expect(within(header).getByText('สวัสดี, สมศักดิ์ รักษ์สุขภาพ')).toBeInTheDocument();
    expect(within(header).getByText('Last Login: 22/11/2569 10:05')).toBeInTheDocument();
    expect(within(aside).getByText('Super Admin')).toBeInTheDocument();
    expect(within(aside).getByText('v0.0.14')).toBeInTheDocument();
    expect(menuEntries(menu)).toEqual([
      'หน่วยบริการ',
      'แดชบอร์ด',
      'บรอดแคสต์รออนุมัติ',
      'เทมเพลตข้อความ',
      'ตั้งค่า',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'ตัวอย่างหน้าจอ' })).toBeInTheDocument();
  });

  it('shows Admin LV1 the hospital name and logo instead of the Super Admin label', () => {
    const { aside, menu } = show(<AdminLv1 />);
    expect(within(aside).getByText('โรงพยาบาลบ้านหนองบัว')).toBeInTheDocument();
    expect(within(aside).getByRole('img', { name: 'โลโก้ โรงพยาบาลบ้านหนองบัว' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    expect(within(aside).queryByText('Super Admin')).not.toBeInTheDocument();
    expect(menuEntries(menu)).toEqual([
      'ข้อมูลหน่วยบริการ',
      'บรอดแคสต์',
      'บรอดแคสต์รออนุมัติ',
      'กลุ่มเป้าหมาย',
      'รายงาน',
      'ตั้งค่า',
    ]);
    expect(within(menu).getByRole('link', { name: 'ข้อมูลหน่วยบริการ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows Admin LV2 its four links and Bangkok time across the new year', () => {
    const { header, menu } = show(<AdminLv2 />);
    expect(within(header).getByText('สวัสดี, สมหญิง มีสุข')).toBeInTheDocument();
    expect(within(header).getByText('Last Login: 01/01/2569 00:30')).toBeInTheDocument();
    expect(menuEntries(menu)).toEqual(['ข้อมูลหน่วยบริการ', 'บรอดแคสต์', 'กลุ่มเป้าหมาย', 'รายงาน']);
  });

  it('shows Admin LV3 a dash before the first last login, and the broadcast group', () => {
    const { header, menu } = show(<AdminLv3FirstSignIn />);
    expect(within(header).getByText('Last Login: -')).toBeInTheDocument();
    expect(menuEntries(menu)).toEqual(['ข้อมูลหน่วยบริการ', 'บรอดแคสต์', 'กลุ่มเป้าหมาย']);
  });

  it('asks before signing out and signs out only on confirmation', async () => {
    const onSignOut = jest.fn();
    const user = userEvent.setup();
    const { header } = show(<AdminLv1 onSignOut={onSignOut} />);

    await user.click(within(header).getByRole('button', { name: 'ออกจากระบบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ออกจากระบบ' });
    expect(dialog).toHaveTextContent('ต้องการออกจากระบบใช่หรือไม่?');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(onSignOut).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(header).getByRole('button', { name: 'ออกจากระบบ' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'ออกจากระบบ' }),
    );
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  describe('on a phone', () => {
    let restoreWidth: () => void = () => undefined;
    beforeEach(() => {
      restoreWidth = mockScreenWidth(390);
    });
    afterEach(() => restoreWidth());

    it('draws no docked menu, and the menu button opens the same menu in a drawer', async () => {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <SuperAdmin />
        </StoryShell>,
      );
      expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
      const drawer = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
      expect(menuEntries(drawer)).toEqual([
        'หน่วยบริการ',
        'แดชบอร์ด',
        'บรอดแคสต์รออนุมัติ',
        'เทมเพลตข้อความ',
        'ตั้งค่า',
      ]);
    });
  });

  it('draws the docked menu on a wide screen', () => {
    const restoreWidth = mockScreenWidth(1280);
    try {
      show(<SuperAdmin />);
      expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    } finally {
      restoreWidth();
    }
  });
});
