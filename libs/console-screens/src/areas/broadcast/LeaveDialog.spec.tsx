import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import * as stories from './LeaveDialog.stories';

const { Asking } = composeStories(stories);

describe('LeaveDialog', () => {
  it('asks before unsaved changes are lost', () => {
    show(<Asking />);
    const dialog = screen.getByRole('dialog', { name: 'ออกจากหน้านี้?' });
    expect(dialog).toHaveTextContent('ข้อมูลบรอดแคสต์ที่แก้ไขยังไม่ได้บันทึก ต้องการออกจากหน้านี้ใช่หรือไม่');
  });

  it('leaves or stays as staff answer', async () => {
    const user = userEvent.setup();
    const onLeave = jest.fn();
    const onStay = jest.fn();
    show(<Asking onLeave={onLeave} onStay={onStay} />);
    const dialog = screen.getByRole('dialog', { name: 'ออกจากหน้านี้?' });

    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'ออกจากหน้านี้' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
