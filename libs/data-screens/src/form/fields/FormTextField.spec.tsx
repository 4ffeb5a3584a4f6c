import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { FIELD_MESSAGES, NAME_MAX_LENGTH } from '@hbc/contracts';
import { StoryShell, theme } from '@hbc/ui';
import * as stories from './FormTextField.stories';

const { Empty, WithHint, Filled, Counted } = composeStories(stories);
const tooLong = FIELD_MESSAGES.tooLong(NAME_MAX_LENGTH);

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

  it('shows its hint and counts against its limit instead of cutting', () => {
    render(
      <StoryShell>
        <WithHint />
      </StoryShell>,
    );
    const field = screen.getByRole('textbox', { name: 'รหัสหน่วยบริการ' });
    expect(field).toHaveAccessibleDescription('ตัวเลข 5 หลัก');
    expect(screen.getByText('0/5')).toBeVisible();
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps a pasted text longer than the limit whole, its count red and its error at once, and refuses to save it', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(
      <StoryShell>
        <Counted save={save} />
      </StoryShell>,
    );
    const field = screen.getByRole('textbox', { name: /ชื่อหน่วยบริการ/ });
    const long = `${'ก'.repeat(NAME_MAX_LENGTH)}ท้ายข้อความ`;

    await user.click(field);
    await user.paste(long);

    expect(field).toHaveValue(long);
    expect(field).toHaveFocus();
    await waitFor(() => expect(field).toHaveAccessibleDescription(tooLong));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const count = screen.getByText(`${long.length}/${NAME_MAX_LENGTH}`);
    expect(count).toHaveStyle({ color: theme.palette.error.main });

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(long);
    expect(field).toHaveAccessibleDescription(tooLong);
    expect(save).not.toHaveBeenCalled();

    await user.clear(field);
    await user.paste('ก'.repeat(NAME_MAX_LENGTH));
    const full = screen.getByText(`${NAME_MAX_LENGTH}/${NAME_MAX_LENGTH}`);
    expect(full).not.toHaveStyle({ color: theme.palette.error.main });
    expect(screen.queryByText(tooLong)).not.toBeInTheDocument();
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
