import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { TEMPLATE_MESSAGES } from '@hbc/contracts';
import { bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { FLU_TEMPLATE } from './template-fixtures';
import * as stories from './SaveAsTemplateButton.stories';

const { WithMessages, NameTaken, NoMessages } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const CREATE = 'POST /api/broadcast/template';
const button = () => screen.getByRole('button', { name: 'บันทึกเป็นเทมเพลต' });

describe('SaveAsTemplateButton', () => {
  it('asks the name, starting from the broadcast’s title, and keeps the messages', async () => {
    const user = userEvent.setup();
    show(<WithMessages />);

    await user.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกเป็นเทมเพลต' });
    const field = within(dialog).getByRole('textbox', { name: 'ชื่อเทมเพลต' });
    expect(field).toHaveValue('เชิญฉีดวัคซีนไข้หวัดใหญ่ ปี 2569');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(toastTexts()).toEqual(['บันทึกเป็นเทมเพลตแล้ว']));
    expect(bodiesOf(CREATE)).toEqual([
      { name: 'เชิญฉีดวัคซีนไข้หวัดใหญ่ ปี 2569', messages: FLU_TEMPLATE.messages },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the API’s 409 in the dialog when the unit has the name already', async () => {
    const user = userEvent.setup();
    show(<NameTaken />);

    await user.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกเป็นเทมเพลต' });
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'ชื่อเทมเพลต' }),
      ).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameTaken),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is disabled, saying why, while there is no message', () => {
    show(<NoMessages />);
    expect(button()).toBeDisabled();
    expect(screen.getByText('สร้างข้อความก่อน จึงจะบันทึกเป็นเทมเพลตได้')).toBeInTheDocument();
  });
});
