import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { mockScreenWidth } from '@hbc/ui/testing';
import * as stories from './ComposerWorkspace.stories';

const { Open, OpenEmpty, OpenReadOnly, OpenReadOnlyEmpty } = composeStories(stories);

describe('ComposerWorkspace', () => {
  it('emits the messages and then closes on a clean Save', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Open />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('เหตุการณ์: บันทึก 3 ข้อความ, ปิด')).toBeInTheDocument();
  });

  it('neither emits nor closes on a Save with errors', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OpenEmpty />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ข้อความ' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('กรุณากรอกข้อมูลให้ครบถ้วน')).toBeInTheDocument();
    expect(screen.getByText('เหตุการณ์:')).toBeInTheDocument();
  });

  it('closes without emitting on Cancel', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Open />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.getByText('เหตุการณ์: ปิด')).toBeInTheDocument();
  });

  it('asks before Cancel throws unsaved changes away, and closes only when told to', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Open />
      </StoryShell>,
    );
    await user.click(screen.getAllByRole('button', { name: 'ลบ' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    let question = screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
    await user.click(within(question).getByRole('button', { name: 'แก้ไขต่อ' }));
    await waitForElementToBeRemoved(question);
    expect(screen.getByText('เหตุการณ์:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    question = screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
    await user.click(within(question).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    expect(screen.getByText('เหตุการณ์: ปิด')).toBeInTheDocument();
  });

  it('offers only Close when read-only', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OpenReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยกเลิก' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.getByText('เหตุการณ์: ปิด')).toBeInTheDocument();
  });

  it('says there is no message, rather than pointing at a hidden menu, when read-only and empty', () => {
    render(
      <StoryShell>
        <OpenReadOnlyEmpty />
      </StoryShell>,
    );
    expect(screen.getByText('ไม่มีข้อความ')).toBeInTheDocument();
    expect(screen.queryByText(/เลือกรูปแบบข้อความจากเมนูด้านซ้าย/)).not.toBeInTheDocument();
  });

  it('shows what is typed in the preview beside the editor, before any Save', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OpenEmpty />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ข้อความ' }));
    await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'นัดฉีดวัคซีน');
    const preview = screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
    expect(await within(preview).findByText('นัดฉีดวัคซีน')).toBeInTheDocument();
    expect(screen.getByText('เหตุการณ์:')).toBeInTheDocument();
  });

  it('on a phone, keeps the opened preview in view under a list that scrolls on its own', async () => {
    const restoreWidth = mockScreenWidth(390);
    try {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <Open />
        </StoryShell>,
      );
      const dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
      const list = within(dialog).getByRole('region', { name: 'รายการข้อความ' });
      const content = list.parentElement as HTMLElement;
      // The content does not scroll as a whole (which would carry the preview away); the list does.
      expect(content).toHaveStyle({ overflow: 'hidden' });
      expect(list).toHaveStyle({ overflowY: 'auto' });
      await user.click(within(dialog).getByRole('button', { name: 'ตัวอย่าง' }));
      const text = within(list).getByRole('region', { name: 'ข้อความที่ 1: ข้อความ' });
      const field = within(text).getByRole('textbox', { name: 'ข้อความ' });
      await user.clear(field);
      await user.type(field, 'พบแพทย์');
      const preview = screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
      expect(await within(preview).findByText('พบแพทย์')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'โหมดมืด' })).not.toBeChecked();
    } finally {
      restoreWidth();
    }
  });
});
