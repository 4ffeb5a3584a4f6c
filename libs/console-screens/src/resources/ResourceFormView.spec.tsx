import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show, toastTexts } from '../testing/spec-helpers';
import * as stories from './ResourceFormView.stories';

const { DeleteInHeader, DeleteAtFoot } = composeStories(stories);

const form = () => screen.getByRole('textbox', { name: /ชื่อ/ }).closest('form') as HTMLElement;

describe('ResourceFormView', () => {
  it('shows the title, the fields with save and cancel, and the delete button in the header', async () => {
    show(<DeleteInHeader />);

    expect(screen.getByRole('heading', { name: 'แก้ไขข้อมูลผู้ใช้งาน' })).toBeInTheDocument();
    expect(document.title).toMatch(/^แก้ไขข้อมูลผู้ใช้งาน \| /);
    await screen.findByRole('textbox', { name: /ชื่อ/ });
    expect(within(form()).getByRole('button', { name: 'บันทึก' })).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: 'ลบผู้ใช้งาน' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบผู้ใช้งาน' })).toBeInTheDocument();
  });

  it('asks before deleting, naming the record, and says when it is gone', async () => {
    show(<DeleteAtFoot />);

    await screen.findByRole('textbox', { name: /ชื่อ/ });
    await userEvent.click(within(form()).getByRole('button', { name: 'ลบผู้ใช้งาน' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบผู้ใช้งาน' });
    expect(dialog).toHaveTextContent('ต้องการลบผู้ใช้งาน สมชาย ใจดี ใช่หรือไม่');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toContain('ลบผู้ใช้งานแล้ว'));
  });
});
