import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FormTextField.stories';

const { Empty, WithHint, Filled } = composeStories(stories);

describe('FormTextField', () => {
  it('shows the Yup message under the field once left empty', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    const field = screen.getByRole('textbox', { name: /ชื่อหน่วยบริการ/ });

    await user.click(field);
    await user.tab();

    await waitFor(() => expect(field).toHaveAccessibleDescription('กรุณากรอกชื่อหน่วยบริการ'));
    expect(field).toBeRequired();
  });

  it('shows its hint and limits', () => {
    render(
      <StoryShell>
        <WithHint />
      </StoryShell>,
    );
    const field = screen.getByRole('textbox', { name: 'รหัสหน่วยบริการ' });
    expect(field).toHaveAccessibleDescription('ตัวเลข 5 หลัก');
    expect(field).toHaveAttribute('maxlength', '5');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it("keeps what is typed out of the browser's autofill when asked (a citizen ID)", () => {
    render(
      <StoryShell>
        <Empty autoComplete="off" />
      </StoryShell>,
    );
    expect(screen.getByRole('textbox', { name: /ชื่อหน่วยบริการ/ })).toHaveAttribute(
      'autocomplete',
      'off',
    );
  });

  it('shows the value and saves what is typed', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(
      <StoryShell>
        <Filled save={save} />
      </StoryShell>,
    );
    const field = screen.getByRole('textbox', { name: /ชื่อหน่วยบริการ/ });
    expect(field).toHaveValue('โรงพยาบาลขอนแก่น');

    await user.type(field, ' 2');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'โรงพยาบาลขอนแก่น 2' }));
  });
});
