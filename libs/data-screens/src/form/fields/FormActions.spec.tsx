import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FormActions.stories';

const { Pristine, NewEmpty, SavingForever } = composeStories(stories);

describe('FormActions', () => {
  it("waits for a change before a stored record's Save, saying so beside it, and cancels", async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <StoryShell>
        <Pristine onCancel={onCancel} />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toHaveAccessibleDescription(
      'ยังไม่มีการเปลี่ยนแปลง',
    );
    expect(screen.getByText('ยังไม่มีการเปลี่ยนแปลง')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'ชื่อ' }), 'า');
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeEnabled();
    expect(screen.queryByText('ยังไม่มีการเปลี่ยนแปลง')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("lets a new record's empty form be saved: the press shows what is missing, focuses it, and sends nothing", async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(
      <StoryShell>
        <NewEmpty save={save} />
      </StoryShell>,
    );
    const saveButton = screen.getByRole('button', { name: 'บันทึก' });
    expect(saveButton).toBeEnabled();
    expect(screen.queryByText('ยังไม่มีการเปลี่ยนแปลง')).not.toBeInTheDocument();

    await user.click(saveButton);

    const name = screen.getByRole('textbox', { name: 'ชื่อ' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('กรุณากรอกชื่อ'));
    expect(name).toHaveFocus();
    expect(saveButton).toBeEnabled();
    expect(save).not.toHaveBeenCalled();
  });

  it('turns and stays disabled while saving', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <SavingForever />
      </StoryShell>,
    );

    await user.type(screen.getByRole('textbox', { name: 'ชื่อ' }), 'า');
    await user.click(screen.getByRole('button', { name: 'บันทึกผู้ใช้งาน' }));

    const save = screen.getByRole('button', { name: 'บันทึกผู้ใช้งาน' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(within(save).getByRole('progressbar', { name: 'กำลังบันทึก' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  });

  it('keeps the focus in the field when Save is pressed, so no error appears under it before the click lands', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Pristine />
      </StoryShell>,
    );
    const name = screen.getByRole('textbox', { name: 'ชื่อ' });
    await user.type(name, 'า');

    // A press whose default is not prevented moves the focus: the field is left and validated,
    // its error pushes Save down, and the release misses it.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'บันทึก' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'ยกเลิก' }))).toBe(false);
  });
});
