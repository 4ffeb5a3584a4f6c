import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/auth-flow';
import { StoryShell } from '@hbc/ui';
import * as stories from './BroadcastFormScreen.stories';

const { AdminLv3, OtherHospital, SuperAdmin } = composeStories(stories);

afterEach(clearProfile);

describe('BroadcastFormScreen', () => {
  it('shows the Thai page with a title field, the composer button and the notice', () => {
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('button', { name: 'สร้างข้อความ' })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีข้อความ')).toBeInTheDocument();
    expect(screen.getByText('การบันทึกบรอดแคสต์จะเปิดใช้งานเร็วๆ นี้')).toBeInTheDocument();
    expect(document.title).toBe('สร้างบรอดแคสต์ | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');
  });

  it('keeps the title typed', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    const field = screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' });
    await user.type(field, 'ชวนตรวจสุขภาพประจำปี');

    expect(field).toHaveValue('ชวนตรวจสุขภาพประจำปี');
  });

  it('previews under the hospital of the signed-in user and counts the saved messages', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OtherHospital />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'ข้อความ' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    expect(
      within(within(dialog).getByRole('list', { name: 'ตัวอย่างข้อความ' })).getByText(
        'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกข้อความแล้ว 1 ข้อความ')).toBeInTheDocument();
  });

  it('asks before Escape throws unsaved changes away, keeping the saved messages and their count', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    let dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    await user.click(
      within(within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' })).getByRole('button', {
        name: 'ข้อความ',
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitForElementToBeRemoved(dialog);

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), ' ทุกท่าน');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
    await user.click(within(question).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกข้อความแล้ว 1 ข้อความ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    expect(
      within(screen.getByRole('dialog', { name: 'สร้างข้อความ' })).getByRole('textbox', {
        name: 'ข้อความ',
      }),
    ).toHaveValue('สวัสดีครับ');
  });

  it("previews under the programme's name for a profile without a hospital", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <SuperAdmin />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'ข้อความ' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    expect(
      within(within(dialog).getByRole('list', { name: 'ตัวอย่างข้อความ' })).getByText(
        'บริการข้อความสุขภาพ',
      ),
    ).toBeInTheDocument();
  });

  it('leads back to the broadcast list from its breadcrumbs', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'รายการบรอดแคสต์' }));

    expect(screen.getByText('หน้าปัจจุบัน: /broadcast')).toBeInTheDocument();
  });
});
