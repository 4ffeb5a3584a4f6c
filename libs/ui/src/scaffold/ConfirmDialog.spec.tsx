import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '../theme/AppThemeProvider';
import * as stories from './ConfirmDialog.stories';

const { Destructive, Plain, Interactive } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('shows the title, message and Thai buttons, the confirm one red when destructive', () => {
    render(
      <StoryShell>
        <Destructive />
      </StoryShell>,
    );
    const dialog = screen.getByRole('dialog', { name: 'ลบข้อมูล' });
    expect(dialog).toHaveAccessibleDescription('ต้องการลบรายการนี้ใช่หรือไม่?');
    expect(screen.getByRole('button', { name: 'ลบ' })).toHaveClass('MuiButton-containedError');
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeInTheDocument();
  });

  it("uses 'ยืนยัน' and the primary colour by default", () => {
    render(
      <StoryShell>
        <Plain />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveClass('MuiButton-containedPrimary');
  });

  it('calls back on confirm and on cancel', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Plain onConfirm={onConfirm} onCancel={onCancel} />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while busy', () => {
    render(
      <StoryShell>
        <Plain busy />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  });

  it('opens from a button and closes with the user’s answer', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Interactive />
      </StoryShell>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลบรายการ' }));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.getByText('ผลลัพธ์: ยกเลิกแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'ลบรายการ' }));
    await user.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(screen.getByText('ผลลัพธ์: ลบแล้ว')).toBeInTheDocument();
  });
});
